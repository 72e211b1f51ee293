-- A job's own sector, which its employer chooses with the request (one of the six the site files jobs under) or
-- leaves out: the employer's industry says what the company does, not what the job is (a bank's guard is not in
-- banking). Jobs from before are left without one: their employer's industry, which the industry filter still reads
-- for a job without a sector, would file the guard under banking again.
ALTER TABLE "jobs" ADD COLUMN "sector" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_sector_check"
  CHECK ("sector" IN ('banking', 'hospitality', 'construction', 'it', 'logistics', 'mining'));--> statement-breakpoint
-- The search copy of the newest jobs holds the columns the lists' conditions read: the industry filter reads this.
ALTER TABLE "job_search_recent" ADD COLUMN "sector" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_copy_recent_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7301846113);
  SELECT covers_since INTO since FROM job_search_recent_state;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM job_search_recent r USING old_jobs o WHERE r.id = o.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM job_search_recent r USING new_jobs n WHERE r.id = n.id AND (n.status <> 'approved' OR n.submitted_at < since);
  END IF;
  INSERT INTO job_search_recent (id, employer_id, status, application_deadline, submitted_at, search_document,
      location_key, type_of_contract, work_model, experience_level, salary, required_skills_normalized, sector)
    SELECT n.id, n.employer_id, n.status, n.application_deadline, n.submitted_at, n.search_document, n.location_key,
      n.type_of_contract, n.work_model, n.experience_level, n.salary, n.required_skills_normalized, n.sector
    FROM new_jobs n WHERE n.status = 'approved' AND n.submitted_at >= since
  ON CONFLICT ("id") DO UPDATE SET
    employer_id = excluded.employer_id, status = excluded.status, application_deadline = excluded.application_deadline,
    submitted_at = excluded.submitted_at, search_document = excluded.search_document, location_key = excluded.location_key,
    type_of_contract = excluded.type_of_contract, work_model = excluded.work_model,
    experience_level = excluded.experience_level, salary = excluded.salary,
    required_skills_normalized = excluded.required_skills_normalized, sector = excluded.sector;
  RETURN NULL;
END $$;
