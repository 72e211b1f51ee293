-- Who opened a job's page, a row a person a day: how many saw a request, for its employer's figures.
CREATE TABLE "job_views" (
	"job_id" bigint NOT NULL REFERENCES "jobs"("id") ON DELETE cascade,
	"viewer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
	"day" date NOT NULL,
	CONSTRAINT "job_views_pkey" PRIMARY KEY ("job_id", "viewer_id", "day")
);--> statement-breakpoint
CREATE INDEX "job_views_viewer_idx" ON "job_views" ("viewer_id");
--> statement-breakpoint
-- The applications waiting for staff, oldest first: what staff's figures list.
CREATE INDEX "applications_waiting_idx" ON "applications" ("created_at", "id") WHERE "status" = 'submitted';
