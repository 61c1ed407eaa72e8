ALTER TABLE "users" ADD COLUMN "daily_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "daily_digest_on_at" timestamp with time zone;--> statement-breakpoint
-- the digest followed Email alerts until now: an account that had it off keeps the digest off
UPDATE "users" SET "daily_digest" = "email_alerts";