CREATE TABLE "contact_consent_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"company_name" text NOT NULL,
	"action" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_shares" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"state" text NOT NULL,
	"asked_at" timestamp with time zone,
	"asked_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_shares_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "profile_sightings" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profile_sightings_user_id_company_id_kind_pk" PRIMARY KEY("user_id","company_id","kind")
);
--> statement-breakpoint
ALTER TABLE "contact_consent_log" ADD CONSTRAINT "contact_consent_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_consent_log" ADD CONSTRAINT "contact_consent_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_shares" ADD CONSTRAINT "contact_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_shares" ADD CONSTRAINT "contact_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_shares" ADD CONSTRAINT "contact_shares_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sightings" ADD CONSTRAINT "profile_sightings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_sightings" ADD CONSTRAINT "profile_sightings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_consent_log_user_idx" ON "contact_consent_log" USING btree ("user_id","id");--> statement-breakpoint
-- hand-written (issue 37 consent)
ALTER TABLE "contact_shares" ADD CONSTRAINT "contact_shares_state_check" CHECK ("state" IN ('asked', 'shared', 'declined', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "contact_consent_log" ADD CONSTRAINT "contact_consent_log_action_check" CHECK ("action" IN ('given', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "profile_sightings" ADD CONSTRAINT "profile_sightings_kind_check" CHECK ("kind" IN ('application', 'resume', 'contact'));
--> statement-breakpoint
INSERT INTO "profile_sightings" ("user_id", "company_id", "kind", "first_at", "last_at")
SELECT a."user_id", j."company_id", 'application', min(v."viewed_at"), max(v."viewed_at")
FROM "application_views" v
JOIN "applications" a ON a."id" = v."application_id"
JOIN "jobs" j ON j."id" = a."job_id"
GROUP BY a."user_id", j."company_id"
ON CONFLICT DO NOTHING;
