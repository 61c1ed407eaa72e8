CREATE TABLE "job_open_words" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_open_words" ADD CONSTRAINT "job_open_words_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A job's search words, read from jobs by its id: the text index of job_open_words is on it, so a
-- count of matching open jobs reads the narrow table's pages, never the wide jobs rows. Declared
-- IMMUTABLE for the index: what keeps that true is that a job_open_words row is never updated, only
-- deleted and inserted again by the triggers below when its job's status, date or words change, so
-- each index entry holds the words of the job when the row was written. The text queries hold no
-- weights nor phrases, so the index answers them without reading the words again.
CREATE FUNCTION "job_words"(job integer) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT search_vector FROM public.jobs WHERE id = job $$;--> statement-breakpoint
CREATE INDEX "job_open_words_words_idx" ON "job_open_words" USING gin ("job_words"("job_id"));--> statement-breakpoint
CREATE INDEX "job_open_words_newest_idx" ON "job_open_words" USING btree ("created_at" DESC, "job_id" DESC);--> statement-breakpoint
CREATE FUNCTION "job_open_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_open_words (job_id, created_at)
    SELECT changed.id, changed.created_at FROM changed WHERE changed.status = 'open';
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "job_open_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- only the jobs whose status, date or words changed (an edit of the description keeps its row)
  DELETE FROM job_open_words WHERE job_id IN (
    SELECT changed.id FROM changed JOIN before ON before.id = changed.id
    WHERE (before.status, before.created_at, before.search_vector)
      IS DISTINCT FROM (changed.status, changed.created_at, changed.search_vector));
  INSERT INTO job_open_words (job_id, created_at)
    SELECT changed.id, changed.created_at FROM changed JOIN before ON before.id = changed.id
    WHERE changed.status = 'open' AND (before.status, before.created_at, before.search_vector)
      IS DISTINCT FROM (changed.status, changed.created_at, changed.search_vector);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_open_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "job_open_words_insert"();--> statement-breakpoint
CREATE TRIGGER "jobs_open_words_update" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS before NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "job_open_words_update"();--> statement-breakpoint
-- The open jobs already there.
INSERT INTO job_open_words (job_id, created_at) SELECT id, created_at FROM jobs WHERE status = 'open';
