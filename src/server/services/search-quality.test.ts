import { type JobSearchFilters, NO_JOB_SEARCH_FILTERS } from '@contract/jobs';
import { describe, expect, it } from 'vitest';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { SEARCH_QUALITY_CASES } from '../test-kits/search-quality-cases';
import { sqlBackends } from '../test-kits/test-backends';
import { useServiceDatabase } from '../test-kits/test-helpers';
import { searchJobs } from './job-search';

const noFilters: JobSearchFilters = NO_JOB_SEARCH_FILTERS;

describe.each(sqlBackends())('the search quality set ($name)', (backend) => {
  const { deps } = useServiceDatabase(backend, async () => {});

  it(`has at least 30 searches (${SEARCH_QUALITY_CASES.length})`, () => {
    expect(SEARCH_QUALITY_CASES.length).toBeGreaterThanOrEqual(30);
  });

  it.each(SEARCH_QUALITY_CASES)("'$q' shows its jobs in the first 6", async ({ q, mustShow }) => {
    await seedCatalogueIfEmpty(deps);
    const page = await searchJobs(deps.db, 0, { ...noFilters, q }, 1);
    const shown = page.jobs.map((job) => ({
      title: job.job_title,
      company: job.company_name,
      city: job.location,
    }));
    for (const wanted of mustShow) expect(shown, `${q}: ${JSON.stringify(wanted)}`).toContainEqual(wanted);
  });
});
