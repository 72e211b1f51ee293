-- A ranking entry carries its job's deadline, and leaves the ranking when its job stops being approved: an
-- unfiltered skill-matched list then reads and counts the ranking alone, without looking each job up.
ALTER TABLE "job_rankings" ADD COLUMN "application_deadline" date;--> statement-breakpoint
UPDATE "job_rankings" SET "application_deadline" = "jobs"."application_deadline" FROM "jobs" WHERE "jobs"."id" = "job_rankings"."job_id";--> statement-breakpoint
ALTER TABLE "job_rankings" ALTER COLUMN "application_deadline" SET NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_follow_ranked_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'approved' THEN
    DELETE FROM job_rankings WHERE job_id = NEW.id;
  ELSIF NEW.application_deadline IS DISTINCT FROM OLD.application_deadline THEN
    UPDATE job_rankings SET application_deadline = NEW.application_deadline WHERE job_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_follow_rankings AFTER UPDATE OF status, application_deadline ON jobs
  FOR EACH ROW WHEN (OLD.status = 'approved') EXECUTE FUNCTION talent_follow_ranked_job();