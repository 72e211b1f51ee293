CREATE TABLE "used_social_tokens" (
	"jti" uuid PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_social_tokens_expiry_idx" ON "used_social_tokens" USING btree ("expires_at");