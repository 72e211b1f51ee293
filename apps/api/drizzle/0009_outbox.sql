-- The language each person last used, so that what is sent to them later (e-mail) is in that language.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" in ('en', 'fr'));--> statement-breakpoint
-- Mail to send, written in the same transaction as the change that causes it: a message exists exactly when its
-- cause was committed. A sender claims a message for a lease (claimed_until); a sender that dies holding it lets the
-- lease run out, and another sends it then.
CREATE TABLE "outbox" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" uuid REFERENCES "users"("id") ON DELETE CASCADE,
  "recipient" text NOT NULL,
  "language" text NOT NULL,
  "category" text NOT NULL,
  "kind" text NOT NULL,
  "subject" text NOT NULL,
  "text_body" text NOT NULL,
  "html_body" text NOT NULL,
  "unsubscribe_url" text,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "claimed_until" timestamp with time zone,
  "claim_token" uuid,
  "last_error" text,
  "sent_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "outbox_status_check" CHECK ("status" in ('pending', 'sent', 'failed'))
);--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" ("next_attempt_at", "id") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" ("user_id");--> statement-breakpoint
-- The categories of mail a person has turned off (one-click unsubscribe or the settings page).
CREATE TABLE "email_opt_outs" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "category" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("user_id", "category")
);
