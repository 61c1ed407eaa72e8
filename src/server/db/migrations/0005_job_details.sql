CREATE TABLE "job_details" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"key_responsibilities" text NOT NULL,
	"requirements" text NOT NULL,
	"good_to_have" text NOT NULL,
	"benefits_offered" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_details" ADD CONSTRAINT "job_details_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "job_details" ("job_id", "description", "key_responsibilities", "requirements", "good_to_have", "benefits_offered") SELECT "id", "description", "key_responsibilities", "requirements", "good_to_have", "benefits_offered" FROM "jobs";--> statement-breakpoint
UPDATE "jobs" SET "search_skill" = lower("specialisations" || ' ' || "certifications_required" || ' ' || "job_title");--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "key_responsibilities";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "requirements";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "good_to_have";--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "benefits_offered";