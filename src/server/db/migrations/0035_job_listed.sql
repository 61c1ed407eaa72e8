ALTER TABLE "jobs" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- hand-written (issue 37 gates): jobs.listed = open, not hidden (hidden_at, set after 3 reports)
-- and of a company not suspended: what candidates see. The jobs listed now first (before the
-- triggers below, so the narrow table keeps its rows), then the jobs' row trigger keeps it on
-- every write of a job, and the companies' one on each suspension or restoring of a company
-- (its open jobs are written again: their catalogue stamp moves, so no search keeps a count of
-- them). The narrow table of the search box (job_open_words, migration 0016) holds the listed
-- jobs only, so a search reads no hidden job and stays as fast.
UPDATE "jobs" SET "listed" = true WHERE "status" = 'open' AND "hidden_at" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "companies" c WHERE c."id" = "jobs"."company_id" AND c."suspended_at" IS NOT NULL);--> statement-breakpoint
DELETE FROM "job_open_words" WHERE "job_id" IN (SELECT "id" FROM "jobs" WHERE NOT "listed");--> statement-breakpoint
CREATE FUNCTION "jobs_listed_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.listed := NEW.status = 'open' AND NEW.hidden_at IS NULL AND NOT EXISTS (
    SELECT 1 FROM companies c WHERE c.id = NEW.company_id AND c.suspended_at IS NOT NULL);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_listed_set" BEFORE INSERT OR UPDATE ON "jobs"
FOR EACH ROW EXECUTE FUNCTION "jobs_listed_set"();--> statement-breakpoint
CREATE FUNCTION "companies_listed_jobs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- jobs_listed_set works the value out again from the company's new standing
  UPDATE jobs SET listed = listed WHERE company_id = NEW.id AND status = 'open' AND hidden_at IS NULL;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_listed_jobs" AFTER UPDATE OF "suspended_at" ON "companies"
FOR EACH ROW WHEN ((OLD.suspended_at IS NULL) IS DISTINCT FROM (NEW.suspended_at IS NULL))
EXECUTE FUNCTION "companies_listed_jobs"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_open_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_open_words (job_id, created_at)
    SELECT changed.id, changed.created_at FROM changed WHERE changed.listed;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "job_open_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- only the jobs whose listing, date or words changed (an edit of the description keeps its row)
  DELETE FROM job_open_words WHERE job_id IN (
    SELECT changed.id FROM changed JOIN before ON before.id = changed.id
    WHERE (before.listed, before.created_at, before.search_vector)
      IS DISTINCT FROM (changed.listed, changed.created_at, changed.search_vector));
  INSERT INTO job_open_words (job_id, created_at)
    SELECT changed.id, changed.created_at FROM changed JOIN before ON before.id = changed.id
    WHERE changed.listed AND (before.listed, before.created_at, before.search_vector)
      IS DISTINCT FROM (changed.listed, changed.created_at, changed.search_vector);
  RETURN NULL;
END
$$;
