import type { AppliedJobCard, JobCard } from '@contract/jobs';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { applications, employments, jobs, savedJobs, users } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { candidateAt, form, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '../test-kits/upload-fixtures';

/**
 * Issue 23: a job's status. Candidates search, are recommended and see as similar only open jobs;
 * a draft is 404 to them; a closed job stays readable (and in their own lists), not accepting
 * applications. The search's kept totals follow a status change at once.
 */
describe.each(sqlBackends())('job status on the candidate side ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let me: { userId: number; token: string };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    me = await kit.candidate();
  });
  const search = (body: unknown) => kit.post('/candidates/job_search', body, { token: me.token });
  const setStatus = (id: number, status: string) =>
    kit.deps.db.update(jobs).set({ status }).where(eq(jobs.id, id));
  const idsOf = (answer: { body: { result?: unknown } }) =>
    (answer.body.result as JobCard[]).map((j) => j.id);

  it('a draft or closed job leaves the search, its kept total and similar jobs at once; open again, it is back', async () => {
    const first = await search({});
    const total = first.body.total as number;
    const [newest] = idsOf(first);
    const similarTo = async (id: number) =>
      idsOf(await kit.get(`/candidates/similar_jobs?id=${id}`, { token: me.token }));
    const anotherId = newest + 1;
    const [similarBefore] = await similarTo(anotherId);
    try {
      for (const status of ['draft', 'closed']) {
        await setStatus(newest, status);
        const after = await search({});
        expect(after.body.total).toBe(total - 1);
        expect(idsOf(after)).not.toContain(newest);
        if (similarBefore === newest) expect(await similarTo(anotherId)).not.toContain(newest);
        for (const text of await similarTo(anotherId)) expect(text).not.toBe(newest);
      }
      await setStatus(newest, 'open');
      const back = await search({});
      expect(back.body.total).toBe(total);
      expect(idsOf(back)[0]).toBe(newest);
    } finally {
      await setStatus(newest, 'open');
    }
  });

  it('a draft is 404 to candidates; a closed job is readable and not accepting applications', async () => {
    const [id] = idsOf(await search({}));
    try {
      await setStatus(id, 'draft');
      expect((await kit.get(`/candidates/job?id=${id}`, { token: me.token })).status).toBe(404);
      expect((await kit.get(`/candidates/similar_jobs?id=${id}`, { token: me.token })).status).toBe(404);
      await setStatus(id, 'closed');
      const closed = await kit.get(`/candidates/job?id=${id}`, { token: me.token });
      expect(closed.status).toBe(200);
      expect(closed.body.result).toMatchObject({ job: { id, accepting_applications: false } });
      await setStatus(id, 'open');
      const open = await kit.get(`/candidates/job?id=${id}`, { token: me.token });
      expect(open.body.result).toMatchObject({ job: { id, accepting_applications: true } });
    } finally {
      await setStatus(id, 'open');
    }
  });

  it('applying: a closed job refuses with job_closed, a draft is 404', async () => {
    const [id] = idsOf(await search({}));
    const apply = () =>
      kit.postForm(
        '/candidates/apply_job',
        form({ job_id: String(id), resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
        me.token,
      );
    try {
      await setStatus(id, 'closed');
      expect(await apply()).toEqual({
        status: 409,
        body: {
          success: false,
          message: 'This job is no longer accepting applications.',
          code: 'job_closed',
        },
      });
      await setStatus(id, 'draft');
      expect((await apply()).status).toBe(404);
      const saved = await kit.post('/candidates/save_job', { job_id: id, saved: true }, { token: me.token });
      expect(saved.status).toBe(404);
      await setStatus(id, 'open');
      expect((await apply()).status).toBe(200);
    } finally {
      await setStatus(id, 'open');
    }
  });

  it('a closed job stays in the candidate’s saved and applied lists, marked', async () => {
    const [id] = idsOf(await search({}));
    await kit.deps.db.insert(savedJobs).values({ userId: me.userId, jobId: id });
    await kit.deps.db.insert(applications).values({ userId: me.userId, jobId: id });
    try {
      await setStatus(id, 'closed');
      const saved = await kit.post('/candidates/saved_jobs', {}, { token: me.token });
      expect((saved.body.result as { jobs: JobCard[] }).jobs).toMatchObject([
        { id, accepting_applications: false },
      ]);
      const applied = await kit.post('/candidates/applied_jobs', {}, { token: me.token });
      expect((applied.body.result as { jobs: AppliedJobCard[] }).jobs).toMatchObject([
        { id, accepting_applications: false },
      ]);
    } finally {
      await setStatus(id, 'open');
    }
  });

  it('the dashboard recommends open jobs only', async () => {
    const dashboard = await kit.get('/candidates/dashboard', { token: me.token });
    const recent = (dashboard.body.result as { recent_jobs?: JobCard[] }).recent_jobs ?? [];
    expect(recent.length).toBeGreaterThan(0);
    const [id] = recent.map((job) => job.id);
    try {
      await setStatus(id, 'closed');
      const again = await kit.get('/candidates/dashboard', { token: me.token });
      const ids = ((again.body.result as { recent_jobs?: JobCard[] }).recent_jobs ?? []).map((job) => job.id);
      expect(ids).not.toContain(id);
    } finally {
      await setStatus(id, 'open');
    }
  });
});

describe.each(sqlBackends())('the applicant facts the database keeps ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
  });
  const factsOf = async (userId: number) => {
    const [row] = await kit.deps.db
      .select({
        active: applications.candidateActive,
        name: applications.applicantName,
        level: applications.experienceLevel,
        months: applications.experienceMonths,
        ctc: applications.currentCtc,
        ctcRank: applications.ctcRank,
        noticeDays: applications.noticeDays,
        noticeLabel: applications.noticeLabel,
        assessment: applications.assessmentState,
      })
      .from(applications)
      .where(eq(applications.userId, userId));
    return row;
  };

  it('an application copies the record at once and follows its changes', async () => {
    const candidate = await candidateAt(kit, 'experienced');
    await kit.deps.db.insert(applications).values({ userId: candidate.userId, jobId: 1 });
    expect(await factsOf(candidate.userId)).toMatchObject({
      active: true,
      name: 'Test Candidate',
      level: 'experienced',
      months: 24,
      noticeDays: null,
    });
    await kit.deps.db.insert(employments).values({
      userId: candidate.userId,
      position: 0,
      companyName: 'R1 RCM',
      otherCompany: '',
      role: 'AR Caller',
      fromYears: 2022,
      fromMonths: 1,
      toYears: 0,
      toMonths: 0,
      minCtc: '3,00,000-4,00,000',
      maxCtc: '5,00,000-7,50,000',
      availableType: 'notice_period',
      availableDay: 45,
      workingStatus: 1,
    });
    expect(await factsOf(candidate.userId)).toMatchObject({
      ctc: '3,00,000-4,00,000',
      ctcRank: 300000,
      noticeDays: 45,
      noticeLabel: '45 days',
    });
    await kit.deps.db.execute(
      sql`insert into assessment_submissions (user_id, job_id, status, answers) values (${candidate.userId}, 1, 'draft', '{}')`,
    );
    expect((await factsOf(candidate.userId)).assessment).toBe('draft');
    await kit.deps.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, candidate.userId));
    expect((await factsOf(candidate.userId)).active).toBe(false);
  });
});
