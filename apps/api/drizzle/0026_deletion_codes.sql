-- The code mailed to confirm the deletion of an account that has no password (made with Google or LinkedIn), hashed;
-- spent by its expiry, its last wrong try, a new code or the deletion.
CREATE TABLE "deletion_codes" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "wrong_tries" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
