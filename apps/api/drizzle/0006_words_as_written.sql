-- The search document keeps the words as written only (word forms meet through the query's stem prefixes), and
-- the typo vocabulary is read from it instead of splitting every text again: a bulk import parses each text once.
DROP INDEX IF EXISTS "jobs_search_gin_idx";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', lower(talent_unaccent("job_title"))), 'A') || setweight(to_tsvector('simple', lower(talent_unaccent("required_skills" || ' ' || "job_location"))), 'B') || setweight(to_tsvector('simple', lower(talent_unaccent("job_description"))), 'C')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_search_gin_idx" ON "jobs" USING gin ("search_document");--> statement-breakpoint
CREATE OR REPLACE FUNCTION talent_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_search_terms (term)
  SELECT DISTINCT lexeme
  FROM new_jobs, unnest(new_jobs.search_document) AS words
  WHERE lexeme ~ '^[a-z0-9]{3,40}$'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;