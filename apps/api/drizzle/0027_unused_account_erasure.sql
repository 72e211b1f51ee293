-- When an account nobody used for five years was told that it would be deleted with its personal data: it is erased
-- a month later unless the account is used again meanwhile (repositories/retention.ts). A use after this time
-- cancels the warning without writing here; the daily job clears such a warning.
ALTER TABLE "users" ADD COLUMN "erasure_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_erasure_warned_idx" ON "users" ("erasure_warned_at") WHERE "erasure_warned_at" IS NOT NULL;
