-- The account whose own words a message carries (a thread's message, an interview's place, a stage's note): staff
-- suspending that account withdraw its words still waiting to go. An erased account's link is forgotten.
ALTER TABLE "outbox" ADD COLUMN "written_by" uuid REFERENCES "users"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX "outbox_written_by_idx" ON "outbox" ("written_by") WHERE "status" = 'pending';
