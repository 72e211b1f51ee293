-- When the account's address was proven by a link mailed to it (null until then).
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Raised by a logout, a password change or reset: access tokens carry the version they were issued under, and one
-- of an earlier version is refused at once.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
