CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"event" text NOT NULL,
	"recruiter_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_reviews" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"rejection_reason" text,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_views" (
	"application_id" integer NOT NULL,
	"recruiter_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_views_application_id_recruiter_id_pk" PRIMARY KEY("application_id","recruiter_id")
);
--> statement-breakpoint
CREATE TABLE "catalogue_stamp" (
	"id" smallint PRIMARY KEY NOT NULL,
	"stamp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiter_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"invited_by" integer,
	"email" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recruiter_job_looks" (
	"recruiter_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"looked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiter_job_looks_recruiter_id_job_id_pk" PRIMARY KEY("recruiter_id","job_id")
);
--> statement-breakpoint
DROP INDEX "applications_job_idx";--> statement-breakpoint
DROP INDEX "jobs_company_idx";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "candidate_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "applicant_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "experience_level" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "experience_months" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "certification" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "current_ctc" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "ctc_rank" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notice_days" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notice_label" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assessment_state" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_reviews" ADD CONSTRAINT "application_reviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_views" ADD CONSTRAINT "application_views_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_views" ADD CONSTRAINT "application_views_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_invites" ADD CONSTRAINT "recruiter_invites_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_invites" ADD CONSTRAINT "recruiter_invites_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_looks" ADD CONSTRAINT "recruiter_job_looks_recruiter_id_users_id_fk" FOREIGN KEY ("recruiter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiter_job_looks" ADD CONSTRAINT "recruiter_job_looks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","at","id");--> statement-breakpoint
CREATE INDEX "recruiter_invites_email_idx" ON "recruiter_invites" USING btree ("email","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_job_status_idx" ON "applications" USING btree ("job_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "applications_job_idx" ON "applications" USING btree ("job_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_company_idx" ON "jobs" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
-- The timelines of the applications already there: applied, and the status they hold.
INSERT INTO "application_events" ("application_id", "event", "at")
  SELECT "id", 'applied', "created_at" FROM "applications";--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "event", "at")
  SELECT "id", "status", "updated_at" FROM "applications" WHERE "status" IN ('shortlisted', 'rejected');--> statement-breakpoint
-- The catalogue's stamp: every statement writing jobs moves it (the search's kept totals hold
-- while it does not move: services/job-queries.ts catalogueStamp).
INSERT INTO "catalogue_stamp" ("id", "stamp") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "catalogue_stamp_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_stamp SET stamp = stamp + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_catalogue_stamp" AFTER INSERT OR UPDATE OR DELETE ON "jobs"
FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_stamp_move"();--> statement-breakpoint
-- The applicant facts the company's list filters and sorts by, copied onto each application of a
-- candidate from the candidate's record whenever the record, the account or the assessment
-- changes (so the list reads one table, by job).
CREATE FUNCTION "applicant_facts_refresh"(uid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE applications AS a SET
    candidate_active = f.active,
    applicant_name = f.name,
    experience_level = f.level,
    experience_months = f.months,
    certification = f.certification,
    current_ctc = f.ctc,
    ctc_rank = f.ctc_rank,
    notice_days = f.notice_days,
    notice_label = f.notice_label,
    assessment_state = (SELECT s.status FROM assessment_submissions s WHERE s.user_id = a.user_id AND s.job_id = a.job_id)
  FROM (
    SELECT u.status = 'active' AS active,
      trim(u.first_name || ' ' || u.last_name) AS name,
      e.level AS level,
      CASE WHEN e.id IS NULL THEN NULL ELSE e.years * 12 + e.months END AS months,
      coalesce(
        CASE WHEN jp.certified = 1 THEN coalesce(nullif(jp.certificate_type, ''), 'Certified') END,
        CASE WHEN fc.id IS NOT NULL THEN coalesce(nullif(fc.other_certificate_type, ''), fc.certificate_type) END
      ) AS certification,
      nullif(emp.min_ctc, '') AS ctc,
      nullif(regexp_replace(split_part(emp.min_ctc, '-', 1), '[^0-9]', '', 'g'), '')::integer AS ctc_rank,
      CASE
        WHEN emp.id IS NULL THEN CASE WHEN e.level = 'freshers' THEN 0 END
        WHEN emp.available_type = 'notice_period' THEN emp.available_day::integer
        ELSE 0
      END AS notice_days,
      CASE
        WHEN emp.id IS NULL THEN CASE WHEN e.level = 'freshers' THEN 'Immediate' END
        WHEN emp.available_type = 'notice_period' THEN emp.available_day || ' days'
        WHEN emp.available_type = 'inactive' THEN 'Sabbatical'
        ELSE 'Immediate'
      END AS notice_label
    FROM users u
    LEFT JOIN experiences e ON e.user_id = u.id
    LEFT JOIN job_preferences jp ON jp.user_id = u.id
    LEFT JOIN fresher_certificates fc ON fc.user_id = u.id
    LEFT JOIN LATERAL (
      SELECT m.id, m.min_ctc, m.available_type, m.available_day FROM employments m
      WHERE m.user_id = u.id AND m.working_status = 1 ORDER BY m.position LIMIT 1
    ) emp ON true
    WHERE u.id = uid
  ) AS f
  WHERE a.user_id = uid;
END
$$;--> statement-breakpoint
CREATE FUNCTION "applicant_facts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM applicant_facts_refresh(OLD.user_id);
  ELSE
    PERFORM applicant_facts_refresh(NEW.user_id);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM applicant_facts_refresh(OLD.user_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "applicant_facts_follow_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM applicant_facts_refresh(NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_facts" AFTER INSERT ON "applications"
FOR EACH ROW EXECUTE FUNCTION "applicant_facts_follow"();--> statement-breakpoint
CREATE TRIGGER "users_applicant_facts" AFTER UPDATE OF status, first_name, last_name ON "users"
FOR EACH ROW EXECUTE FUNCTION "applicant_facts_follow_user"();--> statement-breakpoint
CREATE TRIGGER "experiences_applicant_facts" AFTER INSERT OR UPDATE OR DELETE ON "experiences"
FOR EACH ROW EXECUTE FUNCTION "applicant_facts_follow"();--> statement-breakpoint
CREATE TRIGGER "employments_applicant_facts" AFTER INSERT OR UPDATE OR DELETE ON "employments"
FOR EACH ROW EXECUTE FUNCTION "applicant_facts_follow"();--> statement-breakpoint
CREATE TRIGGER "job_preferences_applicant_facts" AFTER INSERT OR UPDATE OR DELETE ON "job_preferences"
FOR EACH ROW EXECUTE FUNCTION "applicant_facts_follow"();--> statement-breakpoint
CREATE TRIGGER "fresher_certificates_applicant_facts" AFTER INSERT OR UPDATE OR DELETE ON "fresher_certificates"
FOR EACH ROW EXECUTE FUNCTION "applicant_facts_follow"();--> statement-breakpoint
CREATE TRIGGER "assessment_submissions_applicant_facts" AFTER INSERT OR UPDATE OF status OR DELETE ON "assessment_submissions"
FOR EACH ROW EXECUTE FUNCTION "applicant_facts_follow"();--> statement-breakpoint
SELECT applicant_facts_refresh(u.id) FROM users u WHERE u.id IN (SELECT DISTINCT user_id FROM applications);--> statement-breakpoint
-- The planners learn that (nearly) every job is open: the search's plans keep their shape.
ANALYZE "jobs";--> statement-breakpoint
ANALYZE "applications";
