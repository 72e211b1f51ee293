-- A place filter reads the jobs in the place from the words of their location: one entry per word, so a town that a
-- large part of the market names (Kinshasa) is a single list to read, where the trigram index had eight to
-- intersect. Beside words (`q`), the database intersects it with the full-text index and reads only the jobs that
-- hold both. The exact test (the place's words side by side) still runs on the rows it yields.
CREATE INDEX IF NOT EXISTS "jobs_location_words_idx" ON "jobs" USING gin (string_to_array(btrim("location_key"), ' '));
