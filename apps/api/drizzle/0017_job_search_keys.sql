-- A search's filters beside its words were separate indexes, intersected as bitmaps: a large town's list (Kinshasa,
-- a third of the market) and the slice's range of submission times cost more to read than the word's own list. The
-- place's words, the contract type, the work model, the experience level and the week of submission are now keys
-- in the full-text index itself, so that one scan finds the jobs holding every word and every filter: GIN skips
-- through the longer lists to the entries of the shortest. The keys begin with '@', which no word of a job's text
-- is parsed into. The exact tests still run on the rows found (the place's words side by side, the columns).
-- Built with string functions only (no subquery over the place's words): it runs for every job written.
CREATE OR REPLACE FUNCTION talent_job_search_keys(location_key text, type_of_contract text, work_model text,
  experience_level text, submitted_at timestamptz) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(string_to_array(
    '@contract:' || type_of_contract || ' @model:' || work_model || ' @level:' || experience_level
      || ' @week:' || floor(extract(epoch FROM submitted_at) / 604800)::bigint::text
      || ' @place:' || replace(btrim(location_key), ' ', ' @place:'), ' '), '@place:'))
$$;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "jobs_search_keys_idx" ON "jobs" USING gin (("search_document" || talent_job_search_keys("location_key", "type_of_contract", "work_model", "experience_level", "submitted_at")));--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_search_gin_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "job_search_recent_keys_idx" ON "job_search_recent" USING gin (("search_document" || talent_job_search_keys("location_key", "type_of_contract", "work_model", "experience_level", "submitted_at")));--> statement-breakpoint
DROP INDEX IF EXISTS "job_search_recent_search_idx";
