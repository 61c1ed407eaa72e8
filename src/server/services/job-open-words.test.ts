import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { jobOpenWords, jobs } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { OPEN_JOBS } from './job-queries';
import { countAndNewestQuery, jobsMatching, openJobsHolding } from './job-search';
import { textSearchOf } from './job-text-search';

/**
 * Issue 22 §2: a search box search with no other filter counts its matches in the narrow
 * job_open_words (migration 0016), whose text index reads each job's words from `jobs`. The
 * triggers on `jobs` keep it the open jobs with their current words: what it counts is what the
 * same count on `jobs` finds.
 */
describe.each(sqlBackends())('the open jobs counted apart ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
  });
  const db = () => kit.deps.db;
  const both = async (words: string) => {
    const text = await textSearchOf(db(), words);
    if (!text) throw new Error(`"${words}" holds no words`);
    const read = async (matching: ReturnType<typeof jobsMatching>) => {
      const [row] = rowsOf<{ total: number; newest: number[] | string }>(
        await countAndNewestQuery(db(), matching, 50),
      );
      return { total: Number(row.total), newest: String(row.newest) };
    };
    return {
      wide: await read(jobsMatching(db(), sql`${OPEN_JOBS} and ${text.all}`)),
      narrow: await read(openJobsHolding(db(), text.allQuery)),
    };
  };
  const setJob = (id: number, set: Partial<typeof jobs.$inferInsert>) =>
    db().update(jobs).set(set).where(eq(jobs.id, id));
  const rowOf = async (id: number) =>
    rowsOf<{ ctid: string }>(
      await db().execute(sql`select ctid::text as ctid from ${jobOpenWords} where job_id = ${id}`),
    )[0]?.ctid ?? null;

  it('counts and finds the newest as the same search on jobs does, for broad and narrow words', async () => {
    for (const words of ['medical coder', 'non voice fresher', 'ar caller', 'cpc', 'medcal codr']) {
      const { wide, narrow } = await both(words);
      expect(narrow, words).toEqual(wide);
      expect(wide.total, words).toBeGreaterThan(0);
    }
  });

  it('follows a job closed, drafted, opened again and its words changed; an edit outside its words keeps its row', async () => {
    const [job] = await db().select({ id: jobs.id }).from(jobs).where(OPEN_JOBS).orderBy(jobs.id).limit(1);
    const before = await both('zebrawood');
    expect(before.narrow.total).toBe(0);
    await setJob(job.id, { jobTitle: 'Zebrawood Medical Coder' });
    expect((await both('zebrawood')).narrow.total).toBe(1);
    expect(await both('zebrawood')).toEqual(await both('zebrawood'));
    const row = await rowOf(job.id);
    await setJob(job.id, { minCtc: 123_456 });
    expect(await rowOf(job.id)).toBe(row);
    for (const status of ['closed', 'draft']) {
      await setJob(job.id, { status });
      expect(await rowOf(job.id)).toBeNull();
      expect((await both('zebrawood')).narrow.total).toBe(0);
    }
    await setJob(job.id, { status: 'open' });
    const { wide, narrow } = await both('zebrawood');
    expect(narrow).toEqual(wide);
    expect(narrow.total).toBe(1);
    await setJob(job.id, { jobTitle: 'Medical Coder' });
    expect((await both('zebrawood')).narrow.total).toBe(0);
  });

  it('a search with words and no filter answers the narrow count; with a filter, the wide one', async () => {
    const me = await kit.candidate();
    const search = async (body: Record<string, string>) =>
      (await kit.post('/candidates/job_search', body, { token: me.token })).body.total as number;
    const { wide } = await both('medical coder');
    expect(await search({ q: 'medical coder' })).toBeGreaterThanOrEqual(wide.total);
    const [job] = await db()
      .select({ id: jobs.id, location: jobs.location })
      .from(jobs)
      .where(OPEN_JOBS)
      .limit(1);
    await setJob(job.id, { jobTitle: 'Zebrawood Biller' });
    expect(await search({ q: 'zebrawood' })).toBe(1);
    expect(await search({ q: 'zebrawood', location: job.location })).toBe(1);
    expect(await search({ q: 'zebrawood', location: 'Nowhere' })).toBe(0);
  });
});
