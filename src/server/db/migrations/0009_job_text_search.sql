CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_vector_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
-- The search box (issue 19): a job's words weighted by where they stand (title A, role B,
-- specialisations and certifications C, company, city, experience level and job type D), in the 'simple' configuration (no
-- stemming: typos and abbreviations are handled by search_words and the contract's synonyms).
CREATE FUNCTION "job_search_vector"(title text, role text, specialisations text, certifications text, company text, city text, level text, kind text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('simple'::regconfig, coalesce(role, '')), 'B')
    || setweight(to_tsvector('simple'::regconfig, coalesce(specialisations, '') || ' ' || coalesce(certifications, '')), 'C')
    || setweight(to_tsvector('simple'::regconfig, concat_ws(' ', company, city, level, kind)), 'D')
$$;--> statement-breakpoint
-- Every insert or change of a job's searched texts sets its vector, whoever writes the row.
CREATE FUNCTION "jobs_search_vector_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := job_search_vector(NEW.job_title, NEW.role_name, NEW.specialisations,
    NEW.certifications_required, (SELECT name FROM companies WHERE id = NEW.company_id), NEW.location,
    NEW.experience_level, NEW.type_name);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_vector_set" BEFORE INSERT OR UPDATE OF job_title, role_name, specialisations, certifications_required, company_id, location, experience_level, type_name
ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_search_vector_set"();--> statement-breakpoint
-- The vocabulary typed words are corrected to: once per statement (a batch of jobs adds its
-- distinct new words in one insert).
CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT word.lexeme FROM changed, unnest(changed.search_vector) AS word
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
CREATE TRIGGER "jobs_search_words_update" AFTER UPDATE ON "jobs" REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"();--> statement-breakpoint
-- A renamed company: its jobs' vectors follow (listing company_id fires jobs_search_vector_set).
CREATE FUNCTION "companies_search_vector_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET company_id = company_id WHERE company_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_search_vector_refresh" AFTER UPDATE OF name ON "companies"
FOR EACH ROW EXECUTE FUNCTION "companies_search_vector_refresh"();--> statement-breakpoint
-- The jobs already there.
UPDATE "jobs" SET company_id = company_id;--> statement-breakpoint
ANALYZE "jobs";
