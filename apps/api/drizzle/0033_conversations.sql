-- An application's conversation between its job's employer and the applicant, once staff forwarded the applicant.
CREATE TABLE "application_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"application_id" bigint NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"sender_id" uuid REFERENCES "users"("id") ON DELETE set null,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"held_at" timestamp with time zone,
	"held_for" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"released_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"told_at" timestamp with time zone,
	CONSTRAINT "application_messages_side_check" CHECK ("side" in ('employer', 'applicant'))
);--> statement-breakpoint
CREATE INDEX "application_messages_thread_idx" ON "application_messages" ("application_id", "id");--> statement-breakpoint
CREATE INDEX "application_messages_sender_idx" ON "application_messages" ("sender_id", "created_at");--> statement-breakpoint
CREATE INDEX "application_messages_held_idx" ON "application_messages" ("held_at")
	WHERE "held_at" is not null and "released_at" is null and "refused_at" is null;--> statement-breakpoint
-- The interviews an employer proposes in it; the latest is the one in force.
CREATE TABLE "interviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"application_id" bigint NOT NULL REFERENCES "applications"("id") ON DELETE cascade,
	"status" text DEFAULT 'proposed' NOT NULL,
	"mode" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"slots" timestamp with time zone[] NOT NULL,
	"chosen_slot" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"cancelled_by" text,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_status_check" CHECK ("status" in ('proposed', 'scheduled', 'declined', 'cancelled')),
	CONSTRAINT "interviews_mode_check" CHECK ("mode" in ('in_person', 'phone', 'video')),
	CONSTRAINT "interviews_cancelled_by_check" CHECK ("cancelled_by" in ('employer', 'applicant')),
	CONSTRAINT "interviews_chosen_check" CHECK (("status" = 'scheduled') <= ("chosen_slot" is not null))
);--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" ("application_id", "id");--> statement-breakpoint
CREATE INDEX "interviews_reminder_idx" ON "interviews" ("chosen_slot") WHERE "status" = 'scheduled' and "reminded_at" is null;--> statement-breakpoint
-- A report may be of one message of a thread about the job: a person reports a job once, and a message once.
ALTER TABLE "job_reports" ADD COLUMN "message_id" bigint REFERENCES "application_messages"("id") ON DELETE cascade;--> statement-breakpoint
DROP INDEX "job_reports_once_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_once_idx" ON "job_reports" ("job_id", "reporter_id") WHERE "message_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_reports_message_once_idx" ON "job_reports" ("message_id", "reporter_id") WHERE "message_id" is not null;
