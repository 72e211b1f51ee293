-- Photos and logos are stored re-encoded: the stored file is the display-size JPEG, and its other renditions
-- (WebP, and the thumbnail for lists) live beside it. A picture stored before has none until it is next served.
CREATE TABLE "stored_file_renditions" (
  "file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE CASCADE,
  "size" text NOT NULL,
  "content_type" text NOT NULL,
  "data" bytea NOT NULL,
  CONSTRAINT "stored_file_renditions_pk" PRIMARY KEY ("file_id", "size", "content_type")
);--> statement-breakpoint
-- A staff account's one-time-code secret (RFC 6238). Pending until a first code confirms it; the last time step
-- used is kept so that a code works only once.
CREATE TABLE "staff_otp" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "secret" text NOT NULL,
  "confirmed_at" timestamp with time zone,
  "last_step" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Recovery codes, stored as hashes only, each usable once in place of a one-time code.
CREATE TABLE "staff_recovery_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "staff_recovery_codes_user_idx" ON "staff_recovery_codes" ("user_id");
