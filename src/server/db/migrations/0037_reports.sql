CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"job_id" integer,
	"message_id" integer,
	"company_id" integer,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"lost_money" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"outcome" text,
	CONSTRAINT "reports_one_thing" CHECK (("reports"."kind" = 'job' and "reports"."job_id" is not null and "reports"."message_id" is null and "reports"."company_id" is null)
        or ("reports"."kind" = 'message' and "reports"."message_id" is not null and "reports"."job_id" is null and "reports"."company_id" is null)
        or ("reports"."kind" = 'company' and "reports"."company_id" is not null and "reports"."job_id" is null and "reports"."message_id" is null)),
	CONSTRAINT "reports_outcome" CHECK ("reports"."outcome" is null or "reports"."outcome" in ('dismissed', 'upheld'))
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_job_reporter_key" ON "reports" USING btree ("job_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_message_reporter_key" ON "reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_company_reporter_key" ON "reports" USING btree ("company_id","reporter_id");--> statement-breakpoint
CREATE INDEX "reports_created_idx" ON "reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
-- hand-written (issue 37 reports)
INSERT INTO "reports" ("kind", "message_id", "reporter_id", "reason", "details", "created_at")
SELECT 'message', "message_id", "reporter_id",
  CASE
    WHEN "reason" = 'spam' THEN 'other'
    WHEN "details" ~* '(money|fee|pay|deposit|rupee|₹|\mrs\M)' THEN 'asks_for_money'
    ELSE 'fake_company'
  END,
  CASE
    WHEN "reason" <> 'spam' THEN "details"
    WHEN "details" = '' THEN 'Spam'
    ELSE left('Spam. ' || "details", 500)
  END,
  "created_at"
FROM "message_reports";

--> statement-breakpoint
-- the old table goes once its reports are copied above
DROP TABLE "message_reports" CASCADE;