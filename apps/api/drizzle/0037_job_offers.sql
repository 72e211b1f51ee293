-- An offer carries its terms, and the applicant answers it: accepting hires them, declining (with a reason) withdraws
-- the application. One offer an application: an offer is final for the employer but for withdrawing it.
CREATE TABLE "job_offers" (
	"application_id" bigint PRIMARY KEY NOT NULL REFERENCES "applications"("id") ON DELETE CASCADE,
	"salary" integer NOT NULL,
	"currency" text NOT NULL,
	"start_date" date NOT NULL,
	-- The employer's note as the applicant reads it: empty while staff check one that asked for money.
	"note" text DEFAULT '' NOT NULL,
	"made_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"decline_reason" text DEFAULT '' NOT NULL,
	-- When the applicant was reminded of an offer left unanswered: once.
	"reminded_at" timestamp with time zone,
	CONSTRAINT "job_offers_salary_check" CHECK ("salary" > 0),
	CONSTRAINT "job_offers_currency_check" CHECK ("currency" in ('USD', 'CDF')),
	CONSTRAINT "job_offers_answer_check" CHECK ("answer" in ('accepted', 'declined'))
);--> statement-breakpoint
CREATE INDEX "job_offers_unanswered_idx" ON "job_offers" ("made_at") WHERE "answer" IS NULL AND "reminded_at" IS NULL;--> statement-breakpoint
ALTER TABLE "application_messages" DROP CONSTRAINT "application_messages_kind_check";--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_kind_check"
	CHECK ("kind" in ('message', 'interview_place', 'interview_cancel_reason', 'interview_decline_note', 'rejection_note', 'offer_note', 'offer_decline_reason'));
