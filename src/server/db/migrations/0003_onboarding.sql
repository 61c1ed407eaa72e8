CREATE TABLE "educations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"education_level_id" smallint NOT NULL,
	"field_of_study" text NOT NULL,
	"education" text NOT NULL,
	"other_education" text DEFAULT '' NOT NULL,
	"institution" text NOT NULL,
	"other_institution" text DEFAULT '' NOT NULL,
	"end_year" smallint NOT NULL,
	"file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"company_name" text NOT NULL,
	"other_company" text NOT NULL,
	"role" text NOT NULL,
	"from_years" smallint NOT NULL,
	"from_months" smallint NOT NULL,
	"to_years" smallint NOT NULL,
	"to_months" smallint NOT NULL,
	"min_ctc" text NOT NULL,
	"max_ctc" text NOT NULL,
	"available_type" text NOT NULL,
	"available_day" smallint NOT NULL,
	"working_status" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"level" text NOT NULL,
	"years" smallint NOT NULL,
	"months" smallint NOT NULL,
	"location" text NOT NULL,
	"certificate_type" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"other_role" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fresher_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"institute" text NOT NULL,
	"other_institute" text DEFAULT '' NOT NULL,
	"certificate_type" text NOT NULL,
	"other_certificate_type" text DEFAULT '' NOT NULL,
	"certificate_file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_preferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"process" text NOT NULL,
	"preferences" text DEFAULT '' NOT NULL,
	"other_preference" text DEFAULT '' NOT NULL,
	"certified" smallint,
	"ehr_system" text DEFAULT '' NOT NULL,
	"other_ehr_system" text DEFAULT '' NOT NULL,
	"ehr_specializations" text DEFAULT '' NOT NULL,
	"ehr_other" text DEFAULT '' NOT NULL,
	"certificate_type" text DEFAULT '' NOT NULL,
	"certificate_file_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"linkedin_url" text DEFAULT '' NOT NULL,
	"terms_accepted" boolean NOT NULL,
	"messaging_consent" boolean DEFAULT false NOT NULL,
	"resume_file_id" integer,
	"picture_file_id" integer,
	"preferred_locations" jsonb NOT NULL,
	"current_work_location" text NOT NULL,
	"open_to_work" text NOT NULL,
	"willing_to_relocate" boolean NOT NULL,
	"willing_for_night_shift" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employments" ADD CONSTRAINT "employments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiences" ADD CONSTRAINT "experiences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fresher_certificates" ADD CONSTRAINT "fresher_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fresher_certificates" ADD CONSTRAINT "fresher_certificates_certificate_file_id_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_preferences" ADD CONSTRAINT "job_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_preferences" ADD CONSTRAINT "job_preferences_certificate_file_id_files_id_fk" FOREIGN KEY ("certificate_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_resume_file_id_files_id_fk" FOREIGN KEY ("resume_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_picture_file_id_files_id_fk" FOREIGN KEY ("picture_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "educations_user_key" ON "educations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employments_user_position_key" ON "employments" USING btree ("user_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "experiences_user_key" ON "experiences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_stored_name_key" ON "files" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fresher_certificates_user_key" ON "fresher_certificates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_preferences_user_key" ON "job_preferences" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_user_key" ON "profiles" USING btree ("user_id");