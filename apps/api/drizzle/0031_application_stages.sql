-- The hiring loop after staff forward an applicant: the employer moves them to an interview, an offer, hired, or not
-- selected (with a reason); the applicant may withdraw; a job that closes closes every application still waiting.
ALTER TABLE "applications" DROP CONSTRAINT "applications_status_check";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_status_check" CHECK ("status" in ('submitted', 'shortlisted', 'interview', 'offer', 'hired', 'rejected', 'withdrawn', 'closed'));--> statement-breakpoint
ALTER TABLE "applications" DROP CONSTRAINT "applications_closed_reason_check";--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_closed_reason_check" CHECK (("status" = 'closed') = ("closed_reason" is not null) and ("closed_reason" is null or "closed_reason" in ('job_withdrawn', 'job_closed')));--> statement-breakpoint
-- When staff forwarded the applicant to the employer: from then on the employer sees them (whatever happens next)
-- and they see the company. Applications forwarded before this column are those shortlisted or hired.
ALTER TABLE "applications" ADD COLUMN "forwarded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "applications" SET "forwarded_at" = "updated_at" WHERE "status" in ('shortlisted', 'hired');--> statement-breakpoint
-- Every status an application went through, with when, who moved it, and for a rejection its reason and the note
-- to the applicant: the applicant's timeline and the employers' figures (time to a first answer) read it.
CREATE TABLE "application_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"status" text NOT NULL,
	"reason" text,
	"note" text,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_actor_check" CHECK ("actor" in ('applicant', 'staff', 'employer', 'system'))
);--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" ("application_id", "created_at");--> statement-breakpoint
-- The history known so far: each application was submitted when it was made, and reached its status when it was
-- last changed.
INSERT INTO "application_events" ("application_id", "status", "actor", "created_at")
	SELECT "id", 'submitted', 'applicant', "created_at" FROM "applications";--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "status", "reason", "actor", "created_at")
	SELECT "id", "status", "closed_reason", case when "status" = 'closed' then 'system' else 'staff' end, "updated_at"
	FROM "applications" WHERE "status" <> 'submitted';
