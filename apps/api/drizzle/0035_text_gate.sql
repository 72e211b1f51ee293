-- Every text one side of a thread writes to the other passes one gate and is kept in application_messages: the
-- thread's messages, and the texts its acts carry (an interview's place, a cancellation's reason, a refusal's note,
-- a rejection's note), each with the record it belongs to. All of them count towards one hourly limit per person.
ALTER TABLE "application_messages" ADD COLUMN "kind" text DEFAULT 'message' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_messages" ADD COLUMN "subject_id" bigint;--> statement-breakpoint
ALTER TABLE "application_messages" ADD CONSTRAINT "application_messages_kind_check"
	CHECK ("kind" in ('message', 'interview_place', 'interview_cancel_reason', 'interview_decline_note', 'rejection_note'));--> statement-breakpoint
DROP INDEX "application_messages_thread_idx";--> statement-breakpoint
CREATE INDEX "application_messages_thread_idx" ON "application_messages" ("application_id", "id") WHERE "kind" = 'message';--> statement-breakpoint
CREATE INDEX "application_messages_subject_idx" ON "application_messages" ("kind", "subject_id") WHERE "kind" <> 'message';--> statement-breakpoint
-- An interview's version, raised at each change, so that a calendar replaces (or removes) the event it holds; and
-- who ended it: either side, staff (its employer suspended), or the application's own end.
ALTER TABLE "interviews" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" DROP CONSTRAINT "interviews_cancelled_by_check";--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_cancelled_by_check"
	CHECK ("cancelled_by" in ('employer', 'applicant', 'staff', 'system'));--> statement-breakpoint
-- An interview ends with its application: withdrawn, not selected or closed, by whichever path, its interview still
-- to happen is cancelled in the same statement, so that no reminder and no calendar file sends anyone to it.
CREATE OR REPLACE FUNCTION talent_end_interviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "interviews" SET "status" = 'cancelled', "cancelled_by" = 'system', "sequence" = "sequence" + 1,
    "updated_at" = now()
  WHERE "application_id" = NEW."id" AND "status" in ('proposed', 'scheduled');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_end_interviews AFTER UPDATE OF "status" ON "applications" FOR EACH ROW
	WHEN (NEW."status" in ('withdrawn', 'rejected', 'closed') AND OLD."status" IS DISTINCT FROM NEW."status")
	EXECUTE FUNCTION talent_end_interviews();
