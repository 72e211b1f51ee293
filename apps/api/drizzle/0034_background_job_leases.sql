-- Which process runs each background job in the current period: several processes and instances share one database,
-- and a job runs once a period across all of them. A holder that dies leaves its lease to run out.
CREATE TABLE "background_job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
