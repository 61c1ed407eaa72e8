CREATE TABLE "job_rank_words" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"title" "tsvector" NOT NULL,
	"core" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_rank_words" ADD CONSTRAINT "job_rank_words_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each job's unweighted title and core words follow its search_vector, once per statement (the
-- jobs_search_vector_set trigger has set the vector before the row is written).
CREATE FUNCTION "job_rank_words_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_rank_words (job_id, title, core)
    SELECT changed.id, strip(ts_filter(changed.search_vector, '{a}')),
      strip(ts_filter(changed.search_vector, '{a,b,c}'))
    FROM changed
  ON CONFLICT (job_id) DO UPDATE SET title = EXCLUDED.title, core = EXCLUDED.core;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_rank_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "job_rank_words_set"();--> statement-breakpoint
CREATE TRIGGER "jobs_rank_words_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "job_rank_words_set"();--> statement-breakpoint
-- The jobs already there.
INSERT INTO job_rank_words (job_id, title, core)
  SELECT id, strip(ts_filter(search_vector, '{a}')), strip(ts_filter(search_vector, '{a,b,c}')) FROM jobs;
