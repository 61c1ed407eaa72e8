import { COMPANY_LOGO_PNG_SIZE } from '@contract/company-logos';
import { dashboard } from '@contract/dashboard';
import {
  type AppliedJobCard,
  appliedJobs,
  applyJob,
  getJob,
  JOB_NOT_FOUND,
  type JobCard,
  jobSearch,
  QUESTION_TYPES,
  salaryBandBounds,
  savedJobs as savedJobsEndpoint,
  saveJob,
  similarJobs,
} from '@contract/jobs';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateJobs } from '../db/job-catalogue';
import {
  applications,
  applicationViews,
  files,
  jobPreferences,
  jobs,
  profiles,
  savedJobs,
} from '../db/schema';
import { CATALOGUE_JOBS, insertJobs, seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { rgbOf } from '../services/png';
import { similarJobIds } from '../services/similar-jobs';
import type { AnswerOf } from '../test-kits/auth-test-kit';
import { form, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { decodePng } from '../test-kits/png-test-kit';
import { signedInRecruiter, uniqueCompany } from '../test-kits/recruiter-test-kit';
import { sqlBackends } from '../test-kits/test-backends';
import { fileOf, pdfOfSize, SAMPLE_FILES } from '../test-kits/upload-fixtures';

const ok = (answer: AnswerOf, schema: v.GenericSchema) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const checked = v.safeParse(schema, answer.body);
  expect(checked.success, JSON.stringify(checked.issues?.[0])).toBe(true);
  return answer.body as Record<string, unknown>;
};
const cardsOf = (answer: AnswerOf) => answer.body.result as unknown as JobCard[];
const pageOf = (answer: AnswerOf) => answer.body.result as unknown as { jobs: JobCard[]; total: number };

describe.each(sqlBackends())('jobs calls ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let me: { userId: number; token: string };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    me = await kit.candidate();
  });
  const search = (body: unknown, token = me.token) => kit.post('/candidates/job_search', body, { token });

  describe('POST /candidates/job_search', () => {
    it('answers the newest 6 jobs and the total for an empty body (the similar-jobs use)', async () => {
      const answer = await search({});
      const body = ok(answer, jobSearch.answer);
      expect(body).toMatchObject({ total: CATALOGUE_JOBS, page: 1, per_page: 6 });
      expect(cardsOf(answer).map((job) => job.id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(cardsOf(answer)[0]).toMatchObject({
        company_logo: expect.stringMatching(/^\/api\/company-logos\/\d+\.svg$/),
      });
    });

    it('pages 6 at a time in a stable newest-first order, and answers an empty page past the end', async () => {
      const seen: JobCard[] = [];
      for (const page of [1, 2, 3]) seen.push(...cardsOf(await search({ page })));
      expect(seen.map((job) => job.id)).toEqual(Array.from({ length: 18 }, (_, index) => index + 1));
      for (let index = 1; index < seen.length; index++) {
        expect(Date.parse(seen[index - 1].created_at ?? '')).toBeGreaterThanOrEqual(
          Date.parse(seen[index].created_at ?? ''),
        );
      }
      const past = await search({ page: 1000 });
      expect(cardsOf(past)).toEqual([]);
      expect(past.body.total).toBe(CATALOGUE_JOBS);
    });

    it('counts a job added after a search in the next total at once (a kept total is dropped)', async () => {
      const before = await search({ job_role: 'ar call' });
      const again = await search({ job_role: 'AR  Call' });
      expect(again.body.total).toBe(before.body.total);
      const [arCaller] = generateJobs(40).filter((job) => job.jobTitle.toLowerCase().includes('ar call'));
      await insertJobs(kit.deps.db, [{ ...arCaller, ageMinutes: 0 }], kit.deps.now(), [1], false);
      try {
        const after = await search({ job_role: 'ar call' });
        expect(after.body.total).toBe(Number(before.body.total) + 1);
        expect(cardsOf(after)[0].job_title).toBe(arCaller.jobTitle);
        expect((await search({})).body.total).toBe(CATALOGUE_JOBS + 1);
      } finally {
        // the other tests share this catalogue
        await kit.deps.db.delete(jobs).where(sql`${jobs.id} > ${CATALOGUE_JOBS}`);
      }
    });

    it('matches the job role case-insensitively and by partial words, each word', async () => {
      const lower = await search({ job_role: 'ar call' });
      const upper = await search({ job_role: 'AR CALL' });
      expect(lower.body.total).toBeGreaterThan(0);
      expect(upper.body.total).toBe(lower.body.total);
      for (const job of cardsOf(lower)) {
        const text = `${job.job_title} ${job.role_name}`.toLowerCase();
        expect(text).toContain('ar');
        expect(text).toContain('call');
      }
      const nothing = await search({ job_role: 'astronaut' });
      expect(nothing.body).toMatchObject({ total: 0, result: [] });
    });

    it('filters by location, skill, certificate type, experience level and expected CTC, together as well', async () => {
      const hyderabad = await search({ location: 'hyder' });
      expect(hyderabad.body.total).toBeGreaterThan(0);
      expect(cardsOf(hyderabad).every((job) => job.location === 'Hyderabad')).toBe(true);

      const cpc = await search({ certificate_type: 'cpc' });
      expect(cpc.body.total).toBeGreaterThan(0);
      for (const job of cardsOf(cpc)) {
        const [row] = await kit.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
        expect(row.certificationsRequired).toContain('CPC');
      }

      // the filter's words split as the search box's are (one splitter): a comma between them too
      const ccsAndCpc = await search({ certificate_type: 'CCS,CPC' });
      expect(ccsAndCpc.body.total).toBeGreaterThan(0);
      for (const job of cardsOf(ccsAndCpc)) {
        const [row] = await kit.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
        expect(row.certificationsRequired).toMatch(/CCS.*CPC|CPC.*CCS/);
      }

      const denial = await search({ skill: 'denial' });
      expect(denial.body.total).toBeGreaterThan(0);

      const freshers = await search({ experience_level: 'fresher' });
      expect(cardsOf(freshers).every((job) => job.experience_level === 'Fresher')).toBe(true);

      const band = '5,00,000-7,50,000';
      const bounds = salaryBandBounds(band);
      const paid = await search({ exp_ctc: band });
      expect(paid.body.total).toBeGreaterThan(0);
      for (const job of cardsOf(paid)) {
        expect(job.max_ctc).toBeGreaterThanOrEqual(bounds?.min ?? 0);
        expect(job.min_ctc).toBeLessThanOrEqual(bounds?.max ?? 0);
      }

      const both = await search({ location: 'hyder', experience_level: 'fresher' });
      expect(both.body.total as number).toBeLessThanOrEqual(
        Math.min(hyderabad.body.total as number, freshers.body.total as number),
      );
      expect(
        cardsOf(both).every((job) => job.location === 'Hyderabad' && job.experience_level === 'Fresher'),
      ).toBe(true);
    });

    it('treats LIKE characters as text', async () => {
      expect((await search({ job_role: '%' })).body.total).toBe(0);
      expect((await search({ location: '_' })).body.total).toBe(0);
    });

    it('refuses bad input with 400 and a message, and answers 401/403 without a live session', async () => {
      for (const body of [
        { page: 0 },
        { page: 'two' },
        { page: 1.5 },
        { exp_ctc: 'lots' },
        { job_role: 123 },
        { location: 'x'.repeat(101) },
        { skill: 'a\u0000b' },
      ]) {
        const answer = await search(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toMatchObject({
          success: false,
          code: 'validation_failed',
          message: expect.any(String),
        });
      }
      expect((await kit.post('/candidates/job_search', {})).status).toBe(401);
      expect((await search({}, 'not-a-live-token')).status).toBe(403);
    });
  });

  describe('GET /candidates/job', () => {
    it('answers every field of the job with this candidate state and the assessment questions', async () => {
      const answer = await kit.get('/candidates/job?id=2', { token: me.token });
      ok(answer, getJob.answer);
      const job = (answer.body.result as { job: Record<string, unknown> }).job;
      expect(job).toMatchObject({
        id: 2,
        assessment_status: true,
        saved_status: false,
        applied_status: false,
        applied: false,
      });
      const details = job.assessment_details as { question_type: string; answer: string }[];
      expect(new Set(details.map((question) => question.question_type))).toEqual(new Set(QUESTION_TYPES));
      expect(details.every((question) => question.answer === '')).toBe(true);
      const plain = await kit.get('/candidates/job?id=1', { token: me.token });
      expect(
        (plain.body.result as { job: { assessment_details: unknown[] } }).job.assessment_details,
      ).toEqual([]);
    });

    it('answers 404 job_not_found for a missing job and 400 for an id that is not one', async () => {
      const missing = await kit.get('/candidates/job?id=999999', { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, code: 'job_not_found', message: JOB_NOT_FOUND });
      // an id past PostgreSQL's integer is refused as input, not sent to the database
      for (const id of ['abc', '0', '-1', '', '9999999999']) {
        expect((await kit.get(`/candidates/job?id=${id}`, { token: me.token })).status).toBe(400);
      }
      expect((await kit.get('/candidates/job?id=1')).status).toBe(401);
    });
  });

  describe('POST /candidates/save_job', () => {
    const countSaved = async (userId: number) =>
      (
        await kit.deps.db
          .select({ jobId: savedJobs.jobId })
          .from(savedJobs)
          .where(eq(savedJobs.userId, userId))
      ).length;

    it('toggles without a desired state', async () => {
      const first = await kit.post('/candidates/save_job', { job_id: 7 }, { token: me.token });
      ok(first, saveJob.answer);
      expect(first.body.result).toEqual({ job_id: 7, saved: true });
      const second = await kit.post('/candidates/save_job', { job_id: 7 }, { token: me.token });
      expect(second.body.result).toEqual({ job_id: 7, saved: false });
      expect(await countSaved(me.userId)).toBe(0);
    });

    it('sets the desired state, so a doubled request cannot flip twice', async () => {
      for (let round = 0; round < 2; round++) {
        const answer = await kit.post(
          '/candidates/save_job',
          { job_id: 7, saved: true },
          { token: me.token },
        );
        expect(answer.body.result).toEqual({ job_id: 7, saved: true });
      }
      expect(await countSaved(me.userId)).toBe(1);
      const off = await kit.post('/candidates/save_job', { job_id: 7, saved: false }, { token: me.token });
      expect(off.body.result).toEqual({ job_id: 7, saved: false });
      expect(await countSaved(me.userId)).toBe(0);
    });

    it('answers a replayed Idempotency-Key with the first answer and toggles once', async () => {
      const headers = { 'Idempotency-Key': 'save-7-once' };
      const first = await kit.post('/candidates/save_job', { job_id: 7 }, { token: me.token, headers });
      const replay = await kit.post('/candidates/save_job', { job_id: 7 }, { token: me.token, headers });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await countSaved(me.userId)).toBe(1);
    });

    it('refuses an unknown job (404) and bad input (400)', async () => {
      const missing = await kit.post('/candidates/save_job', { job_id: 999999 }, { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('job_not_found');
      // the desired state too, either way (nothing changes, so the job is looked for)
      for (const saved of [true, false]) {
        const desired = await kit.post(
          '/candidates/save_job',
          { job_id: 999999, saved },
          { token: me.token },
        );
        expect(desired.status, `saved: ${saved}`).toBe(404);
        expect(desired.body.code).toBe('job_not_found');
      }
      expect(await countSaved(me.userId)).toBe(0);
      for (const body of [
        {},
        { job_id: '7' },
        { job_id: 0 },
        { job_id: 99999999999 },
        { job_id: 7, saved: 'yes' },
      ]) {
        expect((await kit.post('/candidates/save_job', body, { token: me.token })).status).toBe(400);
      }
    });
  });

  describe('saved and applied lists', () => {
    it("lists only the caller's saved jobs, newest saved first, with filters and pages", async () => {
      const other = await kit.candidate();
      for (const jobId of [10, 11, 12]) {
        kit.advance(1000);
        await kit.post('/candidates/save_job', { job_id: jobId, saved: true }, { token: me.token });
      }
      await kit.post('/candidates/save_job', { job_id: 20, saved: true }, { token: other.token });
      const mine = await kit.post('/candidates/saved_jobs', {}, { token: me.token });
      ok(mine, savedJobsEndpoint.answer);
      expect(pageOf(mine).total).toBe(3);
      expect(pageOf(mine).jobs.map((job) => job.id)).toEqual([12, 11, 10]);
      expect(pageOf(mine).jobs.every((job) => job.saved_status)).toBe(true);
      const theirs = await kit.post('/candidates/saved_jobs', {}, { token: other.token });
      expect(pageOf(theirs).jobs.map((job) => job.id)).toEqual([20]);
      const [job11] = await kit.deps.db.select().from(jobs).where(eq(jobs.id, 11));
      const filtered = await kit.post(
        '/candidates/saved_jobs',
        { location: job11.location },
        { token: me.token },
      );
      expect(pageOf(filtered).jobs.map((job) => job.id)).toContain(11);
      expect(pageOf(filtered).jobs.every((job) => job.location === job11.location)).toBe(true);
      const empty = await kit.post('/candidates/saved_jobs', { job_role: 'astronaut' }, { token: me.token });
      expect(pageOf(empty)).toMatchObject({ jobs: [], total: 0 });
      expect((await kit.post('/candidates/saved_jobs', { page: -1 }, { token: me.token })).status).toBe(400);
    });

    it("lists only the caller's applications with their status", async () => {
      const other = await kit.candidate();
      await kit.postForm(
        '/candidates/apply_job',
        form({ job_id: '1', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
        me.token,
      );
      await kit.postForm(
        '/candidates/apply_job',
        form({ job_id: '3', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
        other.token,
      );
      await kit.deps.db
        .update(applications)
        .set({ status: 'shortlisted' })
        .where(eq(applications.userId, other.userId));
      const mine = await kit.post('/candidates/applied_jobs', {}, { token: me.token });
      ok(mine, appliedJobs.answer);
      expect(pageOf(mine).jobs.map((job) => [job.id, job.application_status, job.applied_status])).toEqual([
        [1, 'new', true],
      ]);
      const theirs = await kit.post('/candidates/applied_jobs', {}, { token: other.token });
      expect(pageOf(theirs).jobs.map((job) => [job.id, job.application_status])).toEqual([
        [3, 'shortlisted'],
      ]);
      expect((await kit.post('/candidates/applied_jobs', {})).status).toBe(401);
    });

    it('says when the candidate applied to each job (V5)', async () => {
      await kit.postForm(
        '/candidates/apply_job',
        form({ job_id: '2', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
        me.token,
      );
      const appliedAt = new Date('2026-11-20T09:30:00.000Z');
      await kit.deps.db
        .update(applications)
        .set({ createdAt: appliedAt })
        .where(eq(applications.userId, me.userId));
      const mine = await kit.post('/candidates/applied_jobs', {}, { token: me.token });
      ok(mine, appliedJobs.answer);
      const cards = pageOf(mine).jobs as AppliedJobCard[];
      expect(cards.map((job) => [job.id, job.applied_at])).toEqual([[2, appliedAt.toISOString()]]);
      // the other lists' cards carry no application time
      const search = await kit.post('/candidates/job_search', {}, { token: me.token });
      expect(cardsOf(search).every((job) => !('applied_at' in job))).toBe(true);
    });
  });

  describe('POST /candidates/apply_job', () => {
    const apply = (parts: Record<string, string | Blob | undefined>, token = me.token) =>
      kit.postForm('/candidates/apply_job', form(parts), token);
    const countFiles = async () => (await kit.deps.db.select({ id: files.id }).from(files)).length;

    it('stores the resume and says whether an assessment is required', async () => {
      const plain = await apply({
        job_id: '1',
        new_resume: 'true',
        resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf'),
      });
      ok(plain, applyJob.answer);
      expect(plain.body.result).toMatchObject({ assessment_required: false });
      const assessed = await apply({ job_id: '2', resume: fileOf(SAMPLE_FILES.docx(), 'cv.docx') });
      expect(assessed.body.result).toMatchObject({ assessment_required: true });
      expect(await countFiles()).toBe(2);
      const job = await kit.get('/candidates/job?id=2', { token: me.token });
      expect((job.body.result as { job: JobCard }).job).toMatchObject({
        applied_status: true,
        application_status: 'new',
      });
    });

    it('applying twice keeps one application with the newest resume (the old file removed)', async () => {
      const first = await apply({ job_id: '1', resume: fileOf(SAMPLE_FILES.pdf(), 'old.pdf') });
      const second = await apply({ job_id: '1', resume: fileOf(SAMPLE_FILES.pdf(), 'new.pdf') });
      expect(second.body.result).toMatchObject({
        application_id: (first.body.result as { application_id: number }).application_id,
      });
      const rows = await kit.deps.db.select().from(applications).where(eq(applications.userId, me.userId));
      expect(rows).toHaveLength(1);
      const stored = await kit.deps.db.select({ name: files.originalName }).from(files);
      expect(stored.map((file) => file.name)).toEqual(['new.pdf']);
    });

    it('refuses a wrong file by content, an oversized one, a missing one and an unknown job, writing nothing', async () => {
      const fake = await apply({
        job_id: '1',
        resume: new File([new TextEncoder().encode('just text')], 'cv.pdf'),
      });
      expect(fake.status).toBe(400);
      expect(fake.body.code).toBe('file_type_not_allowed');
      const huge = await apply({ job_id: '1', resume: fileOf(pdfOfSize(5 * 1024 * 1024 + 1), 'big.pdf') });
      expect(huge.status).toBe(413);
      expect(huge.body.code).toBe('file_too_large');
      const none = await apply({ job_id: '1' });
      expect(none.status).toBe(400);
      const unknown = await apply({ job_id: '999999', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') });
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('job_not_found');
      const badId = await apply({ job_id: 'one', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') });
      expect(badId.status).toBe(400);
      const hugeId = await apply({ job_id: '9999999999', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') });
      expect(hugeId.status).toBe(400);
      expect(await countFiles()).toBe(0);
      expect(await kit.deps.db.select().from(applications)).toEqual([]);
      expect(
        (await apply({ job_id: '1', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }, 'dead-token')).status,
      ).toBe(403);
    });
  });

  describe('GET /candidates/dashboard', () => {
    it('computes completion from what was filled, counts applications and matches recent jobs to the preferences', async () => {
      const before = await kit.get('/candidates/dashboard', { token: me.token });
      ok(before, dashboard.answer);
      const start = before.body.result as { profile_completion: number; recent_jobs: JobCard[] };
      expect(start.profile_completion).toBe(10);
      // no preferences yet: the newest jobs
      expect(start.recent_jobs.map((job) => job.id)).toEqual([1, 2, 3, 4, 5, 6]);

      await kit.deps.db.insert(jobPreferences).values({ userId: me.userId, process: 'nonvoice' });
      await kit.deps.db.insert(profiles).values({
        userId: me.userId,
        gender: 'Female',
        dateOfBirth: '1999-01-01',
        termsAccepted: true,
        preferredLocations: ['pune', 'Chennai'],
        currentWorkLocation: 'Pune',
        openToWork: 'Remote',
        willingToRelocate: false,
        willingForNightShift: false,
      });
      await kit.postForm(
        '/candidates/apply_job',
        form({ job_id: '1', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
        me.token,
      );
      await kit.deps.db
        .update(applications)
        .set({ status: 'rejected' })
        .where(eq(applications.userId, me.userId));
      // issue 23: recruiter views are a company's recruiters' views, not statuses
      expect((await kit.get('/candidates/dashboard', { token: me.token })).body.result).toMatchObject({
        recruiter_views: 0,
      });
      const viewer = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'viewer@acme.example' });
      const [application] = await kit.deps.db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.userId, me.userId));
      await kit.deps.db
        .insert(applicationViews)
        .values({ applicationId: application.id, recruiterId: viewer.recruiterId });
      const after = await kit.get('/candidates/dashboard', { token: me.token });
      ok(after, dashboard.answer);
      const result = after.body.result as {
        profile_completion: number;
        applied_count: number;
        recruiter_views: number;
        recent_jobs: JobCard[];
      };
      expect(result.profile_completion).toBe(10 + 20 + 15);
      expect(result.applied_count).toBe(1);
      expect(result.recruiter_views).toBe(1);
      expect(result.recent_jobs.length).toBeGreaterThan(0);
      for (const job of result.recent_jobs) {
        expect(['Pune', 'Chennai']).toContain(job.location);
        const [row] = await kit.deps.db
          .select({ process: jobs.process })
          .from(jobs)
          .where(eq(jobs.id, job.id));
        expect(row.process).toBe('nonvoice');
      }
      const times = result.recent_jobs.map((job) => Date.parse(job.created_at ?? ''));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });
  });

  describe('GET /candidates/similar_jobs', () => {
    it('ranks by shared role, then process, then specialisations in common, then newest; never the job itself', async () => {
      const [base] = generateJobs(1);
      const role = 'Ranking Test Role';
      const like = (over: Partial<typeof base>) => ({
        ...base,
        roleName: role,
        process: 'voice' as const,
        ...over,
      });
      // oldest first in this list: target, then A (everything shared, oldest), B, C, D (newest)
      const fixed = [
        like({ jobTitle: 'Target', specialisations: 'Skill Alpha, Skill Beta', ageMinutes: 1 }),
        like({ jobTitle: 'A', specialisations: 'skill beta,Skill Alpha', ageMinutes: 5 }),
        like({ jobTitle: 'B', specialisations: 'Skill Alpha, Other', ageMinutes: 4 }),
        like({
          jobTitle: 'C',
          process: 'nonvoice',
          specialisations: 'Skill Alpha, Skill Beta',
          ageMinutes: 3,
        }),
        like({
          jobTitle: 'D',
          roleName: 'Another Role',
          specialisations: 'Skill Alpha, Skill Beta',
          ageMinutes: 2,
        }),
      ];
      await insertJobs(kit.deps.db, fixed, kit.deps.now(), [1], false);
      try {
        const rows = await kit.deps.db
          .select({ id: jobs.id, title: jobs.jobTitle })
          .from(jobs)
          .where(sql`${jobs.id} > ${CATALOGUE_JOBS}`);
        const idOf = (title: string) => rows.find((row) => row.title === title)?.id;
        const ranked = await similarJobIds(kit.deps.db, idOf('Target') ?? 0, 4);
        expect(ranked).toEqual(['A', 'B', 'C', 'D'].map(idOf));

        const answer = await kit.get(`/candidates/similar_jobs?id=${idOf('Target')}`, { token: me.token });
        ok(answer, similarJobs.answer);
        expect(cardsOf(answer).map((job) => job.job_title)).toEqual(['A', 'B']);
        expect(cardsOf(answer)[0]).toMatchObject({ saved_status: false, applied_status: false });
      } finally {
        await kit.deps.db.delete(jobs).where(sql`${jobs.id} > ${CATALOGUE_JOBS}`);
      }
    });

    it('404 job_not_found for an unknown job, 400 for a bad id, 401 without a session', async () => {
      const missing = await kit.get('/candidates/similar_jobs?id=999999', { token: me.token });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, code: 'job_not_found' });
      expect((await kit.get('/candidates/similar_jobs?id=abc', { token: me.token })).status).toBe(400);
      expect((await kit.get('/candidates/similar_jobs?id=1')).status).toBe(401);
      const catalogue = await kit.get('/candidates/similar_jobs?id=1', { token: me.token });
      expect(cardsOf(catalogue)).toHaveLength(2);
      expect(cardsOf(catalogue).map((job) => job.id)).not.toContain(1);
    });
  });

  describe('GET /api/company-logos/{id}.svg', () => {
    it('draws the initials as a public, cacheable SVG; 404 for unknown ids and names', async () => {
      const answer = await kit.app.request('/api/company-logos/1.svg');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('image/svg+xml');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await answer.text()).toMatch(/^<svg[^>]*>.*<text[^>]*>OH<\/text><\/svg>$/);
      for (const name of ['999.svg', '1.gif', '..%2Fsecret.svg', '0.svg']) {
        expect((await kit.app.request(`/api/company-logos/${name}`)).status).toBe(404);
      }
    });
  });

  describe('GET /api/company-logos/{id}.png', () => {
    it('draws the same logo as a public, cacheable PNG for link previews', async () => {
      const answer = await kit.app.request('/api/company-logos/1.png');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('set-cookie')).toBeNull();
      const bytes = Buffer.from(await answer.arrayBuffer());
      const png = decodePng(bytes);
      expect([png.width, png.height]).toEqual([COMPANY_LOGO_PNG_SIZE, COMPANY_LOGO_PNG_SIZE]);
      expect(png.chunks.every((chunk) => chunk.crcOk)).toBe(true);
      // company 1 (Omega Healthcare) in the colour its SVG has
      const svg = await (await kit.app.request('/api/company-logos/1.svg')).text();
      const fill = /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)?.[1] ?? '';
      expect(png.pixel(0, 0)).toEqual([...rgbOf(fill)]);
      // a second ask answers the same bytes
      const again = await kit.app.request('/api/company-logos/1.png');
      expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('answers 404, never 500, for an unknown company or any other file name', async () => {
      for (const name of [
        '999.png',
        '999999999.png',
        '0.png',
        '01.png',
        '1.PNG',
        '1.png.svg',
        '1.svg.png',
        'a.png',
        '1.jpg',
        '..%2F1.png',
        '1e3.png',
        '-1.png',
        '9999999999.png',
      ]) {
        const answer = await kit.app.request(`/api/company-logos/${name}`);
        expect(answer.status, name).toBe(404);
        expect(await answer.json(), name).toMatchObject({ success: false, code: 'not_found' });
      }
    });
  });

  it('the catalogue is seeded once, deterministically', async () => {
    const [{ count }] = await kit.deps.db.select({ count: sql<number>`count(*)::int` }).from(jobs);
    expect(count).toBe(CATALOGUE_JOBS);
    expect((await seedCatalogueIfEmpty(kit.deps)).seeded).toBe(false);
    const [first] = await kit.deps.db.select().from(jobs).where(eq(jobs.id, 1));
    expect(first).toMatchObject({
      jobTitle: 'AR Caller - Physician Billing',
      location: 'Pune',
      roleName: 'AR Caller',
    });
  });
});
