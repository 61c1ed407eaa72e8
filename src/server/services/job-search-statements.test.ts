import { NO_JOB_SEARCH_FILTERS } from '@contract/jobs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { testBackends } from '../test-kits/test-backends';
import { searchJobs } from './job-search';

/**
 * Issue 22 §5: on the embedded database every statement is a message to the database's thread
 * and back. A search without words (most searches) asks for its page's ids and the catalogue's
 * stamp in one statement, then its cards: two statements once its total is kept.
 */
describe.each(testBackends())('the statements of a search ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  const noFilters = NO_JOB_SEARCH_FILTERS;

  it('reads the page and the stamp together, then the cards', async () => {
    const { db } = kit.deps;
    const first = await searchJobs(db, 0, { ...noFilters, location: 'chennai' }, 1);
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = vi.spyOn(client, 'query');
    const again = await searchJobs(db, 0, { ...noFilters, location: 'chennai' }, 1);
    expect(again).toEqual(first);
    expect(again.jobs.length).toBeGreaterThan(0);
    expect(query).toHaveBeenCalledTimes(2);
  });
});
