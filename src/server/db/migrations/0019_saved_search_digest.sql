CREATE TABLE "saved_search_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"token_hash" text NOT NULL,
	"job_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "digest_sent_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_search_digests" ADD CONSTRAINT "saved_search_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_digests_user_day_key" ON "saved_search_digests" USING btree ("user_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_digests_token_key" ON "saved_search_digests" USING btree ("token_hash");