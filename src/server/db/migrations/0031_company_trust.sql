ALTER TABLE "companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
-- hand-written (issue 37 company trust): the companies there before this migration were each
-- added by an operator's own command (recruiter:add) or the seed, so they start verified; a
-- company added from now on starts unverified until an operator confirms it.
UPDATE "companies" SET "verified_at" = now() WHERE "verified_at" IS NULL;
