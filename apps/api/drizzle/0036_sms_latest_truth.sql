-- An SMS says the latest truth or nothing. An SMS of news names what it is about (an application); one still waiting
-- (for the quiet hours to end, or for a day with room under the daily limit) is dropped when a later change about the
-- same thing supersedes it, or when an SMS that decides something needs its place in the day.
ALTER TABLE "outbox" ADD COLUMN "about" text;--> statement-breakpoint
-- An offer, a hire, not selected, an interview fixed or cancelled, an application closed: these go before news.
ALTER TABLE "outbox" ADD COLUMN "decisive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The Kinshasa day an SMS of news counts against the person's daily limit: the day it is due, not the day written.
ALTER TABLE "outbox" ADD COLUMN "sms_day" date;--> statement-breakpoint
UPDATE "outbox" SET "sms_day" = (coalesce("sent_at", "next_attempt_at") AT TIME ZONE 'Africa/Kinshasa')::date
	WHERE "channel" = 'sms';--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_status_check";--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_status_check" CHECK ("status" in ('pending', 'sent', 'failed', 'dropped'));--> statement-breakpoint
CREATE INDEX "outbox_waiting_about_idx" ON "outbox" ("about") WHERE "status" = 'pending' AND "about" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_sms_day_idx" ON "outbox" ("user_id", "sms_day") WHERE "channel" = 'sms';
