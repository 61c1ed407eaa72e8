-- The search box understands more of a job (issue 22): its process ('voice' or 'nonvoice') and
-- the requirements, good-to-have and benefits texts of job_details (EHR and PM systems, night
-- shift, cab...), both at weight D, below title, role and skills.
CREATE FUNCTION "job_search_vector"(title text, role text, specialisations text, certifications text, company text, city text, level text, kind text, process text, details text)
RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT job_search_vector(title, role, specialisations, certifications, company, city, level, kind)
    || setweight(to_tsvector('simple'::regconfig, concat_ws(' ', process, details)), 'D')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "jobs_search_vector_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := job_search_vector(NEW.job_title, NEW.role_name, NEW.specialisations,
    NEW.certifications_required, (SELECT name FROM companies WHERE id = NEW.company_id), NEW.location,
    NEW.experience_level, NEW.type_name, NEW.process,
    (SELECT concat_ws(' ', d.requirements, d.good_to_have, d.benefits_offered) FROM job_details d WHERE d.job_id = NEW.id));
  RETURN NEW;
END
$$;--> statement-breakpoint
DROP TRIGGER "jobs_search_vector_set" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_search_vector_set" BEFORE INSERT OR UPDATE OF job_title, role_name, specialisations, certifications_required, company_id, location, experience_level, type_name, process
ON "jobs" FOR EACH ROW EXECUTE FUNCTION "jobs_search_vector_set"();--> statement-breakpoint
-- A job's details are written after the job (they reference it): their jobs' vectors follow, once
-- per statement (listing company_id fires jobs_search_vector_set, then search_words_add).
CREATE FUNCTION "job_details_search_vector_refresh"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET company_id = jobs.company_id FROM changed WHERE jobs.id = changed.job_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "job_details_search_vector_insert" AFTER INSERT ON "job_details" REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "job_details_search_vector_refresh"();--> statement-breakpoint
CREATE TRIGGER "job_details_search_vector_update" AFTER UPDATE ON "job_details" REFERENCING NEW TABLE AS changed
FOR EACH STATEMENT EXECUTE FUNCTION "job_details_search_vector_refresh"();--> statement-breakpoint
-- The jobs already there.
UPDATE "jobs" SET company_id = company_id;--> statement-breakpoint
ANALYZE "jobs";
