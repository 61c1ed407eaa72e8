import { type JobSearchFilters, NO_JOB_SEARCH_FILTERS } from '@contract/jobs';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client';
import { searchTexts } from '../db/job-catalogue';
import { companies, jobDetails, jobs, searchWords } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { testBackends } from '../test-kits/test-backends';
import { useServiceDatabase } from '../test-kits/test-helpers';
import { searchJobs } from './job-search';

/** The search box and the words of RCM jobs (issue 22: S1-S5), on the seeded catalogue. */

const noFilters: JobSearchFilters = NO_JOB_SEARCH_FILTERS;

describe.each(testBackends())('the search box understands RCM words ($name)', (backend) => {
  const { deps } = useServiceDatabase(backend, async () => {});
  const search = async (q: string, page = 1) => {
    await seedCatalogueIfEmpty(deps);
    return searchJobs(deps.db, 0, { ...noFilters, q }, page);
  };
  const countWhere = async (where: SQL) => {
    const rows = rowsOf<{ n: number }>(
      await deps.db.execute(
        sql`select count(*)::int as n from jobs left join job_details d on d.job_id = jobs.id where ${where}`,
      ),
    );
    return Number(rows[0].n);
  };
  const processOf = async (ids: number[]) =>
    rowsOf<{ process: string }>(
      await deps.db.execute(
        sql`select process from jobs where id = any(${`{${ids.join(',')}}`}::int[]) order by process`,
      ),
    ).map((row) => row.process);

  it.each(['non voice', 'nonvoice', 'non-voice', 'Non-Voice process'])(
    "S1: '%s' finds every non-voice process job first",
    async (q) => {
      const page = await search(q);
      const nonVoice = await countWhere(sql`jobs.process = 'nonvoice'`);
      expect(nonVoice).toBeGreaterThan(100);
      expect(page.allWordsTotal).toBe(nonVoice);
      expect(new Set(await processOf(page.jobs.map((job) => job.id)))).toEqual(new Set(['nonvoice']));
    },
  );

  it.each(['voice process', 'voice'])(
    "S1: '%s' finds every voice job (AR calling and patient calling)",
    async (q) => {
      const page = await search(q);
      const voice = await countWhere(sql`jobs.process = 'voice'`);
      expect(page.allWordsTotal).toBe(voice);
      const roles = rowsOf<{ role: string }>(
        await deps.db.execute(sql`select distinct role_name as role from jobs where process = 'voice'`),
      ).map((row) => row.role);
      expect(roles).toEqual(expect.arrayContaining(['AR Caller', 'Patient Calling']));
    },
  );

  it.each([
    ['epic', 'epic'],
    ['cerner', 'cerner'],
    ['eClinicalWorks', 'eclinicalworks'],
    ['athenahealth', 'athenahealth'],
    ['Kareo', 'kareo'],
    ['advancedmd', 'advancedmd'],
    ['EHR', 'ehr'],
    ['electronic health record', 'electronic health record'],
  ])("S2: '%s' finds the jobs whose requirements, good-to-have or benefits name it", async (q, named) => {
    const page = await search(q);
    const naming = await countWhere(
      sql`lower(concat_ws(' ', d.requirements, d.good_to_have, d.benefits_offered)) like ${`%${named}%`}`,
    );
    expect(naming).toBeGreaterThan(10);
    expect(page.allWordsTotal).toBe(naming);
  });

  it.each([
    ['banglore', 'Bengaluru'],
    ['bangaluru', 'Bengaluru'],
    ['Gurgoan', 'Gurugram'],
    ['hydrabad', 'Hyderabad'],
  ])("S3: '%s' (a typo of a synonym or a city) finds the jobs in %s", async (q, city) => {
    const page = await search(q);
    expect(page.jobs[0]?.location).toBe(city);
    expect(page.allWordsTotal).toBe(await countWhere(sql`jobs.location = ${city}`));
  });

  it.each([
    ['medical biller banglore', 'medical biller bengaluru'],
    ['medical coder gurgoan', 'medical coder gurugram'],
    ['nonvoise', 'nonvoice'],
    ['accounts recievable', 'accounts receivable'],
  ])("S3: '%s' answers as '%s'", async (q, same) => {
    const [page, plain] = await Promise.all([search(q), search(same)]);
    expect(page.allWordsTotal).toBeGreaterThan(0);
    expect(page.allWordsTotal).toBe(plain.allWordsTotal);
    expect(page.jobs.map((job) => job.id)).toEqual(plain.jobs.map((job) => job.id));
  });

  it('S4: says how many jobs hold every word, the related ones after them', async () => {
    const page = await search('medical coder mumbai');
    expect(page.allWordsTotal).toBeGreaterThan(0);
    expect(page.total).toBeGreaterThan(page.allWordsTotal ?? 0);
    // without words there is no such count
    expect((await searchJobs(deps.db, 0, noFilters, 1)).allWordsTotal).toBeUndefined();
  });

  it.each([
    ['naukri chennai', 'chennai'],
    ['chennai mein naukri', 'chennai'],
    ['नौकरी chennai', 'chennai'],
    ['AR caller jobs in Pune', 'ar caller pune'],
  ])("S5: the Hinglish job words of '%s' are understood (as '%s')", async (q, same) => {
    const [page, plain] = await Promise.all([search(q), search(same)]);
    expect(page.total).toBe(plain.total);
    expect(page.jobs.map((job) => job.id)).toEqual(plain.jobs.map((job) => job.id));
  });

  it("S5: 'naukri' alone is every job, and 'ghar se kaam' is 'work from home'", async () => {
    expect((await search('naukri')).total).toBe(await countWhere(sql`true`));
    for (const q of ['ghar se kaam', 'घर से काम']) {
      const page = await search(q);
      const wfh = await search('work from home');
      expect(page.total).toBe(wfh.total);
    }
  });
});

describe.each(testBackends())('the search box ranks ($name)', (backend) => {
  const { deps } = useServiceDatabase(backend, async (db) => {
    await db.delete(jobs);
    await db.delete(companies);
    await db.delete(searchWords);
  });
  const insertJob = async (
    companyId: number,
    fields: { jobTitle: string; certificationsRequired?: string; goodToHave?: string; daysOld: number },
  ) => {
    const job = {
      jobTitle: fields.jobTitle,
      roleName: 'Medical Coder',
      specialisations: 'Coding',
      certificationsRequired: fields.certificationsRequired ?? '',
      requirements: '',
    };
    const [row] = await deps.db
      .insert(jobs)
      .values({
        companyId,
        ...job,
        typeName: 'Full Time',
        process: 'nonvoice',
        location: 'Chennai',
        experienceLevel: 'Experienced',
        ...searchTexts(job),
        createdAt: new Date(Date.parse('2026-03-02T10:00:00Z') - fields.daysOld * 86_400_000),
      })
      .returning({ id: jobs.id });
    await deps.db.insert(jobDetails).values({
      jobId: row.id,
      description: '',
      keyResponsibilities: '',
      requirements: 'Good written English',
      goodToHave: fields.goodToHave ?? '',
      benefitsOffered: 'Two-way cab',
    });
    return row.id;
  };
  const company = async () =>
    (await deps.db.insert(companies).values({ name: 'Acme Health', city: 'Chennai' }).returning())[0].id;

  it('S4: a job naming the certification typed (CPC) ranks above one naming another (CCS) too', async () => {
    const acme = await company();
    const ccs = await insertJob(acme, {
      jobTitle: 'Certified Medical Coder (CCS)',
      certificationsRequired: 'CCS, CPC',
      daysOld: 1,
    });
    const cpc = await insertJob(acme, {
      jobTitle: 'Medical Coder',
      certificationsRequired: 'CPC',
      daysOld: 5,
    });
    const page = await searchJobs(deps.db, 0, { ...noFilters, q: 'medical coder cpc' }, 1);
    expect(page.jobs.map((job) => job.id)).toEqual([cpc, ccs]);
    expect(page.allWordsTotal).toBe(2);
  });

  it('S2: a word of the details (Kareo, cab) finds its job, below a job with it in the title', async () => {
    const acme = await company();
    const inDetails = await insertJob(acme, {
      jobTitle: 'Medical Coder',
      goodToHave: 'Experience with Kareo or AdvancedMD',
      daysOld: 1,
    });
    const inTitle = await insertJob(acme, { jobTitle: 'Kareo Billing Coder', daysOld: 5 });
    const page = await searchJobs(deps.db, 0, { ...noFilters, q: 'kareo' }, 1);
    expect(page.jobs.map((job) => job.id)).toEqual([inTitle, inDetails]);
    const cab = await searchJobs(deps.db, 0, { ...noFilters, q: 'cab' }, 1);
    expect(cab.allWordsTotal).toBe(2);
    // a changed detail changes what finds the job
    await deps.db.execute(sql`update job_details set good_to_have = 'Cerner' where job_id = ${inDetails}`);
    const cerner = await searchJobs(deps.db, 0, { ...noFilters, q: 'cerner' }, 1);
    expect(cerner.jobs.map((job) => job.id)).toEqual([inDetails]);
  });
});
