-- What a job request's checks point staff to before they approve it (src/moderation/), and the MinHash signature of
-- its description, by which a request that copies another employer's job is found among many without reading them.
ALTER TABLE "jobs" ADD COLUMN "risk_flags" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "text_signature" integer[];--> statement-breakpoint
CREATE INDEX "jobs_text_signature_idx" ON "jobs" USING gin ("text_signature");--> statement-breakpoint
-- An employer staff checked (an RCCM number, a call, a visit), and an account staff suspended.
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
-- A professional's report of a job: one a person and job, however often sent; settled by staff for the whole job.
CREATE TABLE "job_reports" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "job_id" bigint NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
  "reporter_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "reason" text NOT NULL,
  "details" text DEFAULT '' NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "outcome" text,
  "resolved_at" timestamp with time zone,
  "resolved_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  CONSTRAINT "job_reports_reason_check" CHECK ("reason" in ('fee_requested', 'fake_job', 'misleading', 'discriminatory', 'other')),
  CONSTRAINT "job_reports_outcome_check" CHECK ("outcome" in ('dismissed', 'job_closed'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_once_idx" ON "job_reports" ("job_id", "reporter_id");--> statement-breakpoint
CREATE INDEX "job_reports_open_idx" ON "job_reports" ("job_id") WHERE "resolved_at" IS NULL;
