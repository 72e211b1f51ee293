-- The privacy notice a person accepted by creating their account, and when: shown in their account and exported.
-- Accounts made before it was recorded keep null (their registration date is all that is known).
ALTER TABLE "users" ADD COLUMN "privacy_notice_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_accepted_at" timestamp with time zone;
