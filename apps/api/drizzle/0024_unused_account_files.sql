-- When an account nobody used for two years was told that its CV and photo (or company logo) would be removed: the
-- files go a month later unless the account is used again meanwhile (repositories/retention.ts). A use after this
-- time cancels the warning without writing here; the daily job clears such a warning.
ALTER TABLE "users" ADD COLUMN "files_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_files_warned_idx" ON "users" ("files_warned_at") WHERE "files_warned_at" IS NOT NULL;
