-- A password reset link's token, kept only as its SHA-256 hash: a copy of the database opens no account. A token
-- is spent once (used_at) and refused after expires_at.
CREATE TABLE "password_reset_tokens" (
  "token_hash" bytea PRIMARY KEY,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" ("user_id");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_expiry_idx" ON "password_reset_tokens" ("expires_at");
