CREATE TABLE "job_rankings" (
	"professional_id" uuid NOT NULL,
	"job_id" bigint NOT NULL,
	"match" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_rankings_professional_id_job_id_pk" PRIMARY KEY("professional_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "ranking_built_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "ranking_skills" text[];--> statement-breakpoint
ALTER TABLE "professional_profiles" ADD COLUMN "ranking_truncated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_rankings" ADD CONSTRAINT "job_rankings_professional_id_users_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_rankings" ADD CONSTRAINT "job_rankings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_rankings_order_idx" ON "job_rankings" USING btree ("professional_id","match" DESC NULLS LAST,"submitted_at" DESC NULLS LAST,"job_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_rankings_job_idx" ON "job_rankings" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "jobs_approved_at_idx" ON "jobs" USING btree ("approved_at") WHERE "jobs"."status" = 'approved';