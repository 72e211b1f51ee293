-- All Available Jobs read the approved jobs newest first and keep those whose deadline has not passed and whose
-- employer is not a demo sandbox: with those two columns in the index, a page (page 50 too) is read from the index
-- alone instead of from a heap row for every job it skips. Drizzle's schema cannot say INCLUDE; it keeps the name.
DROP INDEX IF EXISTS "jobs_approved_recent_idx";--> statement-breakpoint
CREATE INDEX "jobs_approved_recent_idx" ON "jobs" USING btree ("submitted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("application_deadline", "employer_id") WHERE "jobs"."status" = 'approved';
