-- An application whose job staff withdrew before any decision (a scam closed, its employer suspended) ends
-- `closed`, with why in `closed_reason`: unlike `rejected`, it says nothing of the applicant. A closed application
-- always has its reason, and only a closed one has any.
ALTER TABLE "applications" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" in ('submitted', 'shortlisted', 'hired', 'rejected', 'closed'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_closed_reason_check" CHECK (("status" = 'closed') = ("closed_reason" is not null) and ("closed_reason" is null or "closed_reason" in ('job_withdrawn')));--> statement-breakpoint
-- A suspension settles every open report of the employer's jobs with an outcome of its own.
ALTER TABLE "job_reports" DROP CONSTRAINT "job_reports_outcome_check";--> statement-breakpoint
ALTER TABLE "job_reports" ADD CONSTRAINT "job_reports_outcome_check" CHECK ("outcome" in ('dismissed', 'job_closed', 'employer_suspended'));
