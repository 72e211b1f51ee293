-- Jobs a professional keeps to read again, newest saved first; a job's deletion or the person's takes its saves.
CREATE TABLE "saved_jobs" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"job_id" bigint NOT NULL REFERENCES "jobs"("id") ON DELETE CASCADE,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_pkey" PRIMARY KEY ("user_id", "job_id")
);--> statement-breakpoint
CREATE INDEX "saved_jobs_user_idx" ON "saved_jobs" ("user_id", "saved_at" DESC, "job_id" DESC);--> statement-breakpoint
CREATE INDEX "saved_jobs_job_idx" ON "saved_jobs" ("job_id");
