-- A search for a common word ranks only the newest jobs that hold it (the slice), yet reads the word's whole list
-- from the full-text index of every job: a list that grows with the market. This table holds the search columns of
-- the newest approved jobs only, with their own indexes, so that a slice within it reads lists of its size. It is
-- filled by the background job that keeps it (once the market is larger than the copy is meant to be), trimmed by
-- it, and kept up to date by the triggers below; `covers_since` says from which submission date it holds every
-- approved job ('infinity': not in use). The columns keep the names of `jobs`, so that a search reads either table.
CREATE TABLE "job_search_recent" AS
  SELECT "id", "employer_id", "status", "application_deadline", "submitted_at", "search_document", "location_key",
    "type_of_contract", "work_model", "experience_level", "salary", "required_skills_normalized"
  FROM "jobs" WITH NO DATA;--> statement-breakpoint
ALTER TABLE "job_search_recent" ADD PRIMARY KEY ("id");--> statement-breakpoint
CREATE INDEX "job_search_recent_search_idx" ON "job_search_recent" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "job_search_recent_location_words_idx" ON "job_search_recent" USING gin (string_to_array(btrim("location_key"), ' '));--> statement-breakpoint
CREATE INDEX "job_search_recent_submitted_idx" ON "job_search_recent" USING btree ("submitted_at");--> statement-breakpoint
CREATE TABLE "job_search_recent_state" (
  "only_row" boolean PRIMARY KEY DEFAULT true CHECK ("only_row"),
  "covers_since" timestamptz NOT NULL DEFAULT 'infinity'
);--> statement-breakpoint
INSERT INTO "job_search_recent_state" DEFAULT VALUES;--> statement-breakpoint
-- A statement's written jobs, copied when approved and recent enough, removed otherwise. The shared lock is held
-- until the writer commits and the fill takes it alone: a fill sees every job written before it, and every job
-- written after it sees the fill's date. Statement-level, so that an import of many jobs pays once per batch.
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
  INSERT INTO job_search_recent
    SELECT n.id, n.employer_id, n.status, n.application_deadline, n.submitted_at, n.search_document, n.location_key,
      n.type_of_contract, n.work_model, n.experience_level, n.salary, n.required_skills_normalized
    FROM new_jobs n WHERE n.status = 'approved' AND n.submitted_at >= since
  ON CONFLICT ("id") DO UPDATE SET
    employer_id = excluded.employer_id, status = excluded.status, application_deadline = excluded.application_deadline,
    submitted_at = excluded.submitted_at, search_document = excluded.search_document, location_key = excluded.location_key,
    type_of_contract = excluded.type_of_contract, work_model = excluded.work_model,
    experience_level = excluded.experience_level, salary = excluded.salary,
    required_skills_normalized = excluded.required_skills_normalized;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_recent_copy_on_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION talent_copy_recent_jobs();--> statement-breakpoint
CREATE TRIGGER jobs_recent_copy_on_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION talent_copy_recent_jobs();--> statement-breakpoint
CREATE TRIGGER jobs_recent_copy_on_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION talent_copy_recent_jobs();
