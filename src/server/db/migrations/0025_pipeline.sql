ALTER TABLE "application_events" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_events" ADD COLUMN "from_status" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_status" text;--> statement-breakpoint
CREATE INDEX "application_events_due_idx" ON "application_events" USING btree ("due_at") WHERE "application_events"."delivered_at" is null and "application_events"."due_at" is not null;