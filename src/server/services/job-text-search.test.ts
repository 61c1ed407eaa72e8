import { JOBS_PER_PAGE, type JobSearchFilters, NO_JOB_SEARCH_FILTERS } from '@contract/jobs';
import { and, eq, gt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { searchTexts } from '../db/job-catalogue';
import { companies, jobs, searchWords } from '../db/schema';
import { sqlBackends } from '../test-kits/test-backends';
import { useServiceDatabase } from '../test-kits/test-helpers';
import { jobFilterConditions } from './job-queries';
import { ALL_WORDS_RANKED_FROM, jobSearchWhere, SOME_WORDS_LISTED_MAX, searchJobs } from './job-search';

/** A fixed small catalogue: each job's title, role, skills, company, city and age in days. */
const FIXED = [
  ['Medical Coder - CPC', 'Medical Coder', 'Coding, E&M', 'CPC', 'Acme Health', 'Chennai', 9],
  [
    'Charge Entry Executive',
    'Charge Entry',
    'Charge Entry, Medical Billing',
    '',
    'Acme Health',
    'Chennai',
    3,
  ],
  ['Medical Coder - CPC', 'Medical Coder', 'Coding', 'CPC', 'Zenith Claims', 'Hyderabad', 1],
  ['AR Caller', 'AR Caller', 'Accounts Receivable', '', 'Zenith Claims', 'Chennai', 2],
  ['Payment Posting Executive', 'Payment Posting', 'Reconciliation', '', 'Zenith Claims', 'Mumbai', 0],
  ['Medical Billing Executive', 'Medical Billing', 'Claims Submission', '', 'Acme Health', 'Pune', 8],
  ['Denial Management Analyst', 'Denial Management', 'Appeals', '', 'Acme Health', 'Noida', 7],
] as const;
const NOW = Date.parse('2026-03-02T10:00:00Z');
const DAY_MS = 86_400_000;

async function insertFixed(db: Db): Promise<number[]> {
  const names = [...new Set(FIXED.map((job) => job[4]))];
  const rows = await db
    .insert(companies)
    .values(names.map((name) => ({ name, city: 'Chennai' })))
    .returning();
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  const inserted = await db
    .insert(jobs)
    .values(
      FIXED.map(([jobTitle, roleName, specialisations, certificationsRequired, company, location, days]) => ({
        companyId: idOf.get(company) ?? 0,
        jobTitle,
        roleName,
        typeName: 'Full Time',
        process: 'nonvoice',
        location,
        experienceLevel: 'Experienced',
        specialisations,
        certificationsRequired,
        ...searchTexts({ jobTitle, roleName, specialisations, certificationsRequired, requirements: '' }),
        createdAt: new Date(NOW - days * DAY_MS),
      })),
    )
    .returning({ id: jobs.id });
  return inserted.map((row) => row.id);
}

/** A job row to insert (its search texts made as the catalogue makes them). */
function jobRow(
  companyId: number,
  {
    jobTitle,
    roleName,
    specialisations = '',
    certificationsRequired = '',
  }: Record<'jobTitle' | 'roleName', string> &
    Partial<Record<'specialisations' | 'certificationsRequired', string>>,
  {
    location,
    experienceLevel = 'Fresher',
    createdAt = new Date(NOW),
  }: { location: string; experienceLevel?: string; createdAt?: Date },
) {
  const fields = { jobTitle, roleName, specialisations, certificationsRequired, requirements: '' };
  return {
    companyId,
    ...fields,
    typeName: 'Full Time',
    process: 'nonvoice',
    location,
    experienceLevel,
    ...searchTexts(fields),
    createdAt,
  };
}

/** A company of Surat (no job of FIXED is there). */
const suratCompany = async (db: Db) =>
  (await db.insert(companies).values({ name: 'Tapi Health', city: 'Surat' }).returning())[0];

const noFilters: JobSearchFilters = NO_JOB_SEARCH_FILTERS;

describe.each(sqlBackends())('the search box ($name)', (backend) => {
  let ids: number[] = [];
  const { deps } = useServiceDatabase(backend, async (db) => {
    await db.delete(jobs);
    await db.delete(companies);
    await db.delete(searchWords);
    ids = await insertFixed(db);
  });
  /** the fixed jobs (by their place in FIXED, from 0) a search answers, in order */
  const found = async (filters: Partial<JobSearchFilters>) => {
    const page = await searchJobs(deps.db, 0, { ...noFilters, ...filters }, 1);
    return { order: page.jobs.map((job) => ids.indexOf(job.id)), total: page.total };
  };

  it('answers the jobs holding every word, a title match above a skills-only one, then the newest', async () => {
    // 0 holds all three words; then, in the same list, those holding some: 2 (two words, both in
    // its title) and 1 (two: Medical in its skills, Chennai its city), then those holding one: 5
    // (in its title) before 3 (its city)
    expect(await found({ q: 'medical coder chennai' })).toEqual({ order: [0, 2, 1, 5, 3], total: 5 });
    // Medical in the titles of 2, 5 and 0 (newest first), then in the skills of 1 (newer than 5 and 0)
    expect(await found({ q: 'medical' })).toEqual({ order: [2, 5, 0, 1], total: 4 });
    expect((await found({ q: 'billing' })).order).toEqual([5, 1]);
  });

  it('sorted newest first (SS2), lists the jobs holding every word by date, then those holding some', async () => {
    const newest = async (q: string) => {
      const page = await searchJobs(deps.db, 0, { ...noFilters, q }, 1, 'newest');
      return { order: page.jobs.map((job) => ids.indexOf(job.id)), total: page.total };
    };
    // by relevance [2, 5, 0, 1]: the titles first; newest first by age: 1, 3, 8 and 9 days
    expect(await newest('medical')).toEqual({ order: [2, 1, 5, 0], total: 4 });
    // only 0 holds all three words; those holding some follow as by relevance
    expect(await newest('medical coder chennai')).toEqual({ order: [0, 2, 1, 5, 3], total: 5 });
  });

  it('lists the jobs holding some words after those holding all, more words first, when none holds all too', async () => {
    // no Medical Coder in Mumbai: 2 and 0 hold two words of three (newest first), then those holding
    // one: Medical in the title of 5, in the skills of 1, then Mumbai the city of 4
    expect(await found({ q: 'medical coder mumbai' })).toEqual({ order: [2, 0, 5, 1, 4], total: 5 });
    // two words, no job holds both: Medical in the titles of 2, 5, 0, in the skills of 1, then
    // Mumbai (4) the city
    expect(await found({ q: 'medical mumbai' })).toEqual({ order: [2, 5, 0, 1, 4], total: 5 });
    // no job holds two of these three: every job holding one, a skill (Appeals) before a city
    expect(await found({ q: 'appeals mumbai radiology' })).toEqual({ order: [6, 4], total: 2 });
    // four words, no job holds three: those holding two (2, 0) before those holding one
    expect(await found({ q: 'medical coder appeals mumbai' })).toEqual({
      order: [2, 0, 5, 1, 6, 4],
      total: 6,
    });
  });

  it('pages through the jobs holding all words into those holding some', async () => {
    // 5 holds both (Acme Health, Claims Submission); the six others one, a company name each (newest first)
    expect(await found({ q: 'health claims' })).toEqual({ order: [5, 4, 2, 3, 1, 6], total: 7 });
    const second = await searchJobs(deps.db, 0, { ...noFilters, q: 'health claims' }, 2);
    expect({ order: second.jobs.map((job) => ids.indexOf(job.id)), total: second.total }).toEqual({
      order: [0],
      total: 7,
    });
  });

  it('lists at most SOME_WORDS_LISTED_MAX jobs holding some words', async () => {
    const company = await suratCompany(deps.db);
    await deps.db
      .insert(jobs)
      .values(
        Array.from({ length: SOME_WORDS_LISTED_MAX + 6 }, () =>
          jobRow(company.id, { jobTitle: 'Filler Analyst', roleName: 'Filler' }, { location: 'Surat' }),
        ),
      );
    // no job holds both: Denial in the title of 6 first, then the newest Surat jobs, 60 in all
    const first = await found({ q: 'denial surat' });
    expect(first.total).toBe(SOME_WORDS_LISTED_MAX);
    expect(first.order[0]).toBe(6);
    const last = await searchJobs(deps.db, 0, { ...noFilters, q: 'denial surat' }, SOME_WORDS_LISTED_MAX / 6);
    expect(last.jobs).toHaveLength(6);
    const past = await searchJobs(
      deps.db,
      0,
      { ...noFilters, q: 'denial surat' },
      SOME_WORDS_LISTED_MAX / 6 + 1,
    );
    expect(past.jobs).toEqual([]);
  });

  it('ranks the newest ALL_WORDS_RANKED_FROM jobs holding every word; the older ones follow, newest first', async () => {
    const company = await suratCompany(deps.db);
    const job = (jobTitle: string, minutesOld: number) =>
      jobRow(
        company.id,
        { jobTitle, roleName: 'Filler' },
        { location: 'Surat', createdAt: new Date(NOW - minutesOld * 60_000) },
      );
    // Surat the city of every one, and in the title of one recent job and of the oldest (older
    // than the newest ALL_WORDS_RANKED_FROM, so past those ranked)
    const inserted = await deps.db
      .insert(jobs)
      .values([
        ...Array.from({ length: ALL_WORDS_RANKED_FROM + 5 }, (_, at) => job('Filler Analyst', at + 10)),
        job('Surat Filler Lead', 15),
        job('Surat Filler Analyst', ALL_WORDS_RANKED_FROM + 100),
      ])
      .returning({ id: jobs.id });
    const oldest = inserted[inserted.length - 1].id;
    const at = async (page: number) => searchJobs(deps.db, 0, { ...noFilters, q: 'surat' }, page);
    const first = await at(1);
    expect(first.total).toBe(ALL_WORDS_RANKED_FROM + 7);
    expect(first.jobs[0].job_title).toBe('Surat Filler Lead');
    expect(first.jobs[1].job_title).toBe('Filler Analyst');
    // the title match older than the ranked ones comes last, where newest first puts it
    const last = await at(ALL_WORDS_RANKED_FROM / JOBS_PER_PAGE + 2);
    expect(last.jobs.map((card) => card.id)).toEqual([oldest]);
    expect((await at(ALL_WORDS_RANKED_FROM / JOBS_PER_PAGE + 1)).jobs).toHaveLength(JOBS_PER_PAGE);
  });

  it('forgives typos and a partial word', async () => {
    expect((await found({ q: 'medcal codr' })).order.slice(0, 2)).toEqual([2, 0]);
    expect((await found({ q: 'hyderbad' })).order).toEqual([2]);
    expect((await found({ q: 'chenai' })).order).toEqual([3, 1, 0]);
    expect((await found({ q: 'hyder' })).order).toEqual([2]);
  });

  it('understands the RCM abbreviations both ways', async () => {
    expect((await found({ q: 'accounts receivable' })).order).toEqual([3]);
    expect((await found({ q: 'AR' })).order).toEqual([3]);
    expect((await found({ q: 'denials mgmt' })).order).toEqual([6]);
    expect((await found({ q: 'certified professional coder' })).order.slice(0, 2)).toEqual([2, 0]);
    expect((await found({ q: 'exec' })).order).toEqual([4, 1, 5]);
  });

  it('finds nothing for words no job holds, and refuses no text (quotes, operators)', async () => {
    expect(await found({ q: 'astronaut' })).toEqual({ order: [], total: 0 });
    expect(await found({ q: "'&|!:*() <-> \\" })).toEqual({ order: [4, 2, 3, 1, 6, 5], total: 7 });
  });

  it('keeps the newest-first order with the box empty, filters applying as before', async () => {
    const newest = [4, 2, 3, 1, 6, 5]; // a page is 6
    expect((await found({})).order).toEqual(newest);
    expect((await found({ q: '   ' })).order).toEqual(newest);
    expect((await found({ location: 'chennai' })).order).toEqual([3, 1, 0]);
    // the box and the filters together
    expect((await found({ q: 'medical', location: 'chennai' })).order).toEqual([0, 1]);
  });

  it('searches a job added later, and a renamed company, without any seed step', async () => {
    expect((await found({ q: 'radiology' })).total).toBe(0);
    // a kept ranking is dropped as soon as a newer job exists
    expect(await found({ q: 'chennai' })).toEqual({ order: [3, 1, 0], total: 3 });
    const [company] = await deps.db
      .insert(companies)
      .values({ name: 'Kaveri Imaging', city: 'Pune' })
      .returning();
    await deps.db.insert(jobs).values(
      jobRow(
        company.id,
        {
          jobTitle: 'Radiology Coder',
          roleName: 'Medical Coder',
          specialisations: 'Radiology',
          certificationsRequired: 'CCS',
        },
        { location: 'Chennai' },
      ),
    );
    expect((await found({ q: 'radiolgy' })).total).toBe(1);
    const chennai = await found({ q: 'chennai' });
    expect(chennai.total).toBe(4);
    expect(chennai.order[0]).toBe(-1); // the new job (not of FIXED), the newest
    // the new job holds all three words; the other Chennai jobs one (the newest first)
    expect(await found({ q: 'kaveri madras fresher' })).toEqual({ order: [-1, 3, 1, 0], total: 4 });
    await deps.db.update(companies).set({ name: 'Godavari Imaging' }).where(eq(companies.id, company.id));
    expect((await found({ q: 'godavari' })).total).toBe(1);
  });

  it('answers a page past the end with the total, and the same page again from the kept total', async () => {
    const past = await searchJobs(deps.db, 0, { ...noFilters, q: 'chennai' }, 2);
    expect({ jobs: past.jobs, total: past.total }).toEqual({ jobs: [], total: 3 });
    expect(await found({ q: 'medical' })).toEqual({ order: [2, 5, 0, 1], total: 4 });
    expect(await found({ q: 'medical' })).toEqual({ order: [2, 5, 0, 1], total: 4 });
  });

  it('counts again when the words change (the kept total is per search)', async () => {
    expect((await found({ q: 'chennai' })).total).toBe(3);
    expect((await found({ q: 'mumbai' })).total).toBe(1);
    expect((await found({ q: 'Chennai!' })).total).toBe(3);
  });

  it('gives its WHERE condition to other queries, with their own bounds', async () => {
    const where = await jobSearchWhere(deps.db, { ...noFilters, q: 'medcal chennai' });
    const since = new Date(NOW - 5 * DAY_MS);
    const [{ count }] = await deps.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(where, gt(jobs.createdAt, since)));
    // every word: 0 (9 days old) and 1 (3 days old)
    expect(count).toBe(1);
    // without words it is the filters' condition alone
    const filtersOnly = await jobSearchWhere(deps.db, { ...noFilters, location: 'mumbai' });
    const [{ same }] = await deps.db
      .select({ same: sql<number>`count(*)::int` })
      .from(jobs)
      .where(filtersOnly);
    const [{ before }] = await deps.db
      .select({ before: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(...jobFilterConditions({ location: 'mumbai' })));
    expect(same).toBe(before);
    expect(same).toBe(1);
  });
});
