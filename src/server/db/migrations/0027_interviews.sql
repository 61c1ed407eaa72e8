CREATE TABLE "interview_reminders" (
	"interview_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"scheduled_by" integer,
	"mode" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"map_link" text DEFAULT '' NOT NULL,
	"video_link" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"slots" jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"chosen_start" timestamp with time zone,
	"state" text DEFAULT 'proposed' NOT NULL,
	"reschedule_note" text DEFAULT '' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "walk_in_drives" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"venue" text NOT NULL,
	"map_link" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_queue" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "interview_reminders" ADD CONSTRAINT "interview_reminders_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_scheduled_by_users_id_fk" FOREIGN KEY ("scheduled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "walk_in_drives" ADD CONSTRAINT "walk_in_drives_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interview_reminders_key" ON "interview_reminders" USING btree ("interview_id","kind","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_uid_key" ON "interviews" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "interviews_company_start_idx" ON "interviews" USING btree ("company_id","chosen_start");--> statement-breakpoint
CREATE INDEX "interviews_chosen_start_idx" ON "interviews" USING btree ("chosen_start");