-- Skill-matched lists rank every open job on each request from the open jobs' skills that each API instance keeps
-- in memory (src/search/): the professionals' kept rankings, their requests and their trigger are no longer read.
DROP TRIGGER IF EXISTS jobs_follow_rankings ON "jobs";--> statement-breakpoint
DROP FUNCTION IF EXISTS talent_follow_ranked_job();--> statement-breakpoint
DROP TABLE IF EXISTS "job_rankings";--> statement-breakpoint
DROP INDEX IF EXISTS "professional_profiles_ranking_requested_idx";--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP COLUMN IF EXISTS "ranking_built_at";--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP COLUMN IF EXISTS "ranking_skills";--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP COLUMN IF EXISTS "ranking_truncated";--> statement-breakpoint
ALTER TABLE "professional_profiles" DROP COLUMN IF EXISTS "ranking_requested_at";
