-- What the site tells a person in the app (the bell), kept whatever their e-mail settings; `data` holds what the
-- message names (a job's title, a company, a reason), so that the app words it in the language it shows.
CREATE TABLE "notifications" (
  "id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "data" jsonb DEFAULT '{}'::jsonb NOT NULL,
  "read_at" timestamp with time zone,
  -- A notice that must exist once only (the staff's daily summary: one a day) names itself here.
  "once_key" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" ("user_id", "created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" ("user_id") WHERE "read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_once_idx" ON "notifications" ("user_id", "once_key") WHERE "once_key" IS NOT NULL;
