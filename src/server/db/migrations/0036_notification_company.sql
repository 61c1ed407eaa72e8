ALTER TABLE "notifications" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written (issue 37 gates): the notifications already there learn their company from their
-- link: a message's conversation, a status change's job, an added question's job.
UPDATE "notifications" AS n SET "company_id" = c."company_id" FROM "conversations" AS c
  WHERE n."kind" = 'message' AND n."link" = '/chat?c=' || c."id";--> statement-breakpoint
UPDATE "notifications" AS n SET "company_id" = j."company_id" FROM "jobs" AS j
  WHERE n."kind" IN ('status', 'assessment')
    AND n."link" IN ('/jobpostings/' || j."id", '/assessment/' || j."id");
