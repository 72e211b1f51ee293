-- SMS go through the outbox beside mail: an SMS row has channel 'sms', the phone number as its recipient, an empty
-- subject and its whole text in text_body. The operator's message id links a delivery receipt back to its row.
ALTER TABLE "outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_check" CHECK ("channel" in ('email', 'sms'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_delivery_check" CHECK ("delivery" in ('delivered', 'failed'));--> statement-breakpoint
CREATE INDEX "outbox_provider_message_idx" ON "outbox" ("provider_message_id") WHERE "provider_message_id" IS NOT NULL;--> statement-breakpoint
-- A person's SMS of today (the daily limit) and the console's count of SMS a day.
CREATE INDEX "outbox_sms_idx" ON "outbox" ("user_id", "created_at") WHERE "channel" = 'sms';--> statement-breakpoint
CREATE INDEX "outbox_sms_sent_idx" ON "outbox" ("sent_at") WHERE "channel" = 'sms';--> statement-breakpoint
-- The number proven by a code, as it was then: the profile's number is proven while it is still this one, so that a
-- changed number is unproven without anything else to update.
ALTER TABLE "users" ADD COLUMN "phone_verified" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_phone_verified_idx" ON "users" ("phone_verified") WHERE "phone_verified" IS NOT NULL;--> statement-breakpoint
-- The code last sent to prove a number: kept hashed, spent by its expiry, its fifth wrong try or a new code.
CREATE TABLE "phone_codes" (
  "user_id" uuid PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "phone" text NOT NULL,
  "code_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "wrong_tries" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- A person's choice for each SMS category, once made (a category without a row has its default), with the time and
-- the way it was given: the consent to be sent SMS, kept. `stopped` marks what an SMS STOP turned off, which START
-- turns back on.
CREATE TABLE "sms_settings" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "category" text NOT NULL,
  "enabled" boolean NOT NULL,
  "stopped" boolean DEFAULT false NOT NULL,
  "source" text NOT NULL,
  "changed_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "sms_settings_pk" PRIMARY KEY ("user_id", "category"),
  CONSTRAINT "sms_settings_source_check" CHECK ("source" in ('web', 'sms'))
);
