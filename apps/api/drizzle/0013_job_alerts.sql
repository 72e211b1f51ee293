-- A professional's saved search of /recommended-jobs, mailed daily or weekly: each run lists the jobs approved since
-- window_start that match the search, then moves the window to the run's time.
CREATE TABLE "job_alerts" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "name" text NOT NULL,
  "frequency" text NOT NULL,
  "search" jsonb NOT NULL,
  "paused" boolean DEFAULT false NOT NULL,
  "window_start" timestamp with time zone DEFAULT now() NOT NULL,
  "next_run_at" timestamp with time zone NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "job_alerts_frequency_check" CHECK ("frequency" in ('daily', 'weekly'))
);--> statement-breakpoint
CREATE INDEX "job_alerts_user_idx" ON "job_alerts" ("user_id", "created_at");--> statement-breakpoint
-- The worker reads the due alerts of one frequency that are not paused, soonest first, and stops after a batch.
CREATE INDEX "job_alerts_due_idx" ON "job_alerts" ("frequency", "next_run_at", "id") WHERE NOT "paused";
