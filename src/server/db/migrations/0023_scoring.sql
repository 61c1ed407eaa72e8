CREATE TABLE "answer_reviews" (
	"application_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"rating" smallint,
	"comment" text DEFAULT '' NOT NULL,
	"recruiter_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "answer_reviews_application_id_question_id_pk" PRIMARY KEY("application_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assessment_score" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assessment_max" smallint;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assessment_passed" boolean;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD COLUMN "correct_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "pass_mark" smallint;--> statement-breakpoint
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_question_id_assessment_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."assessment_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (issue 36 scoring)
ALTER TABLE "answer_reviews" ADD CONSTRAINT "answer_reviews_rating_range" CHECK ("rating" BETWEEN 1 AND 5);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_pass_mark_range" CHECK ("pass_mark" BETWEEN 1 AND 100);
