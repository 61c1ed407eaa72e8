-- Profile and account (issue 10): several educations per candidate (position, start_year), the
-- deactivation's time and reasons, the candidate a contact-change code belongs to, and every
-- saved profile photo answered at its own unguessable path (users.profile_picture).
DROP INDEX "educations_user_key";--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "position" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "start_year" smallint;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivation_other_reason" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "educations_user_position_key" ON "educations" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_idx" ON "one_time_codes" USING btree ("user_id");--> statement-breakpoint
UPDATE "users" SET "profile_picture" = '/api/profile-pictures/' || f."stored_name" FROM "profiles" p JOIN "files" f ON f."id" = p."picture_file_id" WHERE p."user_id" = "users"."id";
