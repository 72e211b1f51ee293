-- Search: accents, word forms and typos. The extensions are trusted ones, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
-- unaccent() is only stable (its dictionary could change); pinned to its dictionary it may serve generated columns.
CREATE OR REPLACE FUNCTION talent_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;--> statement-breakpoint
CREATE TABLE "job_search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', lower(talent_unaccent("job_title"))), 'A') || setweight(to_tsvector('french', lower(talent_unaccent("job_title"))), 'A') || setweight(to_tsvector('english', lower(talent_unaccent("job_title"))), 'A') || setweight(to_tsvector('simple', lower(talent_unaccent("required_skills" || ' ' || "job_location"))), 'B') || setweight(to_tsvector('french', lower(talent_unaccent("required_skills" || ' ' || "job_location"))), 'B') || setweight(to_tsvector('english', lower(talent_unaccent("required_skills" || ' ' || "job_location"))), 'B') || setweight(to_tsvector('simple', lower(talent_unaccent("job_description"))), 'C') || setweight(to_tsvector('french', lower(talent_unaccent("job_description"))), 'C') || setweight(to_tsvector('english', lower(talent_unaccent("job_description"))), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "location_key" text GENERATED ALWAYS AS (' ' || trim(regexp_replace(lower(talent_unaccent("job_location")), '[^a-z0-9]+', ' ', 'g')) || ' ') STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "job_search_terms_trgm_idx" ON "job_search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_gin_idx" ON "jobs" USING gin ("search_document");--> statement-breakpoint
CREATE INDEX "jobs_location_trgm_idx" ON "jobs" USING gin ("location_key" gin_trgm_ops);--> statement-breakpoint
-- The vocabulary of job texts, for correcting a mistyped search word: kept up to date a statement at a time, so
-- that a bulk import pays once per batch, not once per job.
CREATE OR REPLACE FUNCTION talent_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_terms (term)
  SELECT DISTINCT word
  FROM new_jobs,
    regexp_split_to_table(
      lower(talent_unaccent(new_jobs.job_title || ' ' || new_jobs.required_skills || ' ' || new_jobs.job_location || ' ' || new_jobs.job_description)),
      '[^a-z0-9]+'
    ) AS word
  WHERE length(word) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_search_terms_on_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION talent_collect_search_terms();--> statement-breakpoint
CREATE TRIGGER jobs_search_terms_on_update AFTER UPDATE ON jobs REFERENCING NEW TABLE AS new_jobs
  FOR EACH STATEMENT EXECUTE FUNCTION talent_collect_search_terms();--> statement-breakpoint
INSERT INTO job_search_terms (term)
SELECT DISTINCT word
FROM jobs,
  regexp_split_to_table(lower(talent_unaccent(job_title || ' ' || required_skills || ' ' || job_location || ' ' || job_description)), '[^a-z0-9]+') AS word
WHERE length(word) BETWEEN 3 AND 40
ON CONFLICT DO NOTHING;