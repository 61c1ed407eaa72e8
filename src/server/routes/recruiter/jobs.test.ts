import type { JobCard } from '@contract/jobs';
import {
  createRecruiterJob,
  JOB_ROLE_REQUIRED,
  LOCATION_NOT_LISTED,
  questionLocked,
  type RecruiterJob,
  recruiterJobs,
} from '@contract/recruiter/jobs';
import { applications, assessmentSubmissions, jobs } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import type { AnswerOf } from '@server/test-kits/auth-test-kit';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import { sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';

const complete = {
  job_title: 'Zygomatic Denial Analyst',
  role_name: 'Denial management',
  experience_level: 'Experienced',
  location: 'chennai',
  type_name: 'Full Time',
  min_ctc: 300000,
  max_ctc: 450000,
  description: 'Work denials.\n- CO-97\n- CO-16',
  specialisations: ['Denials', 'AR follow-up'],
  certifications_required: ['CPC'],
  questions: [
    { question: 'Why RCM?', question_type: 'paragraph', required: true },
    { question: 'Pick one', question_type: 'MCQ', options: ['A', 'B'], required: true },
    { question: 'Say hello', question_type: 'audio' },
  ],
};

describe.each(sqlBackends())('the recruiter jobs calls ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: { companyId: number; recruiterId: number; token: string };
  let company: string;
  let candidate: { userId: number; token: string };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    company = uniqueCompany();
    anita = await signedInRecruiter(kit, { company, email: 'anita@acme.example' });
    candidate = await kit.candidate();
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const jobOf = (answer: AnswerOf) => (answer.body.result as { job: RecruiterJob }).job;
  const search = (body: unknown) => kit.post('/candidates/job_search', body, { token: candidate.token });
  const created = async (draft: unknown = complete) => {
    const answer = await send('POST', '/recruiters/jobs', draft);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(v.is(createRecruiterJob.answer, answer.body)).toBe(true);
    return jobOf(answer);
  };

  it('a draft saves with a title only, is the company’s alone, and publishes once complete', async () => {
    const draft = await created({ job_title: 'Zygomatic Coder' });
    expect(draft).toMatchObject({ status: 'draft', job_title: 'Zygomatic Coder', questions: [] });
    expect((await kit.get(`/candidates/job?id=${draft.id}`, { token: candidate.token })).status).toBe(404);
    const before = await search({ q: 'zygomatic' });
    expect((before.body.result as unknown as JobCard[]).map((job) => job.id)).not.toContain(draft.id);

    const incomplete = await send('POST', `/recruiters/jobs/${draft.id}/publish`);
    expect(incomplete).toEqual({
      status: 400,
      body: { success: false, message: JOB_ROLE_REQUIRED, code: 'job_incomplete' },
    });
    const totalBefore = (await search({})).body.total as number;
    const saved = await send('PUT', `/recruiters/jobs/${draft.id}`, {
      ...complete,
      job_title: 'Zygomatic Coder',
      version: draft.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(jobOf(saved)).toMatchObject({ location: 'Chennai', specialisations: ['Denials', 'AR follow-up'] });
    const published = await send('POST', `/recruiters/jobs/${draft.id}/publish`);
    expect(jobOf(published).status).toBe('open');
    // in the candidates' search at once: the kept total moved, the words find it
    expect((await search({})).body.total).toBe(totalBefore + 1);
    expect((await search({})).body.result).toMatchObject({ 0: { id: draft.id } });
    const found = await search({ q: 'zygomatic' });
    expect((found.body.result as unknown as JobCard[]).map((job) => job.id)).toContain(draft.id);
    const detail = await kit.get(`/candidates/job?id=${draft.id}`, { token: candidate.token });
    expect(detail.body.result).toMatchObject({
      job: { job_title: 'Zygomatic Coder', company_name: company, accepting_applications: true },
    });
    expect((await send('POST', `/recruiters/jobs/${draft.id}/publish`)).body.code).toBe('job_status');
  });

  it('close and reopen: only from open and closed, the search following at once', async () => {
    const job = await created();
    await send('POST', `/recruiters/jobs/${job.id}/publish`);
    const total = (await search({})).body.total as number;
    expect((await send('POST', `/recruiters/jobs/${job.id}/reopen`)).body).toMatchObject({
      code: 'job_status',
    });
    expect(jobOf(await send('POST', `/recruiters/jobs/${job.id}/close`)).status).toBe('closed');
    expect((await search({})).body.total).toBe(total - 1);
    expect((await send('POST', `/recruiters/jobs/${job.id}/close`)).status).toBe(409);
    const closedDetail = await kit.get(`/candidates/job?id=${job.id}`, { token: candidate.token });
    expect(closedDetail.body.result).toMatchObject({ job: { accepting_applications: false } });
    expect(jobOf(await send('POST', `/recruiters/jobs/${job.id}/reopen`)).status).toBe('open');
    expect((await search({})).body.total).toBe(total);
    // an open job saves only when complete
    const emptied = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...complete,
      role_name: '',
      version: job.version + 3,
    });
    expect(emptied.body).toMatchObject({ code: 'job_incomplete', message: JOB_ROLE_REQUIRED });
  });

  it('an answered question can be reworded, not deleted nor changed to another type; a save is all or nothing', async () => {
    const job = await created();
    await send('POST', `/recruiters/jobs/${job.id}/publish`);
    const [why, pick, hello] = job.questions;
    await kit.deps.db.insert(applications).values({ userId: candidate.userId, jobId: job.id });
    await kit.deps.db.insert(assessmentSubmissions).values({
      userId: candidate.userId,
      jobId: job.id,
      status: 'draft',
      answers: { [String(why.id)]: 'I like it', [String(pick.id)]: '' },
    });
    const reread = jobOf(await send('GET', `/recruiters/jobs/${job.id}`));
    expect(reread.questions.map((q) => q.answered)).toEqual([true, false, false]);

    const keep = (q: typeof why) => ({
      id: q.id,
      question: q.question,
      question_type: q.question_type,
      options: q.options,
      required: q.required,
    });
    const version = reread.version;
    const deleting = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...complete,
      version,
      job_title: 'Renamed first',
      questions: [keep(pick), keep(hello)],
    });
    expect(deleting).toEqual({
      status: 409,
      body: { success: false, message: questionLocked('Why RCM?'), code: 'question_locked' },
    });
    const retyped = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...complete,
      version,
      questions: [{ ...keep(why), question_type: 'short_answer' }, keep(pick), keep(hello)],
    });
    expect(retyped.status).toBe(409);
    // nothing of the refused saves was kept
    const unchanged = jobOf(await send('GET', `/recruiters/jobs/${job.id}`));
    expect(unchanged.job_title).toBe(complete.job_title);
    expect(unchanged.questions.map((q) => q.id)).toEqual([why.id, pick.id, hello.id]);
    // a question of another job: 400, nothing kept
    const foreign = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...complete,
      version,
      job_title: 'Renamed',
      questions: [keep(why), { ...keep(pick), id: 999_999 }],
    });
    expect(foreign.status).toBe(400);
    expect(jobOf(await send('GET', `/recruiters/jobs/${job.id}`)).job_title).toBe(complete.job_title);

    // reworded, reordered, the unanswered MCQ deleted, a new checkbox question added
    const saved = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...complete,
      version,
      questions: [
        keep(hello),
        { ...keep(why), question: 'Why revenue cycle management?' },
        { question: 'Tick all', question_type: 'checkboxes', options: ['X', 'Y'] },
      ],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(jobOf(saved).questions).toMatchObject([
      { id: hello.id, question_type: 'audio' },
      { id: why.id, question: 'Why revenue cycle management?', answered: true },
      { question: 'Tick all', options: ['X', 'Y'], answered: false },
    ]);
  });

  it('the Jobs list: newest changed first, applicants by status and new since the last look', async () => {
    const first = await created({ job_title: 'First' });
    const second = await created();
    await send('POST', `/recruiters/jobs/${second.id}/publish`);
    kit.advance(1000);
    await kit.deps.db
      .insert(applications)
      .values({ userId: candidate.userId, jobId: second.id, createdAt: kit.deps.now() });
    const list = await send('GET', '/recruiters/jobs');
    expect(v.is(recruiterJobs.answer, list.body)).toBe(true);
    expect(list.body.result).toMatchObject({
      total: 2,
      jobs: [
        {
          id: second.id,
          status: 'open',
          applicants: { new: 1, shortlisted: 0, rejected: 0 },
          new_since_last_look: 1,
        },
        { id: first.id, status: 'draft', new_since_last_look: 0 },
      ],
    });
    kit.advance(1000);
    await send('GET', `/recruiters/jobs/${second.id}`);
    const after = await send('GET', '/recruiters/jobs');
    expect(after.body.result).toMatchObject({ jobs: [{ id: second.id, new_since_last_look: 0 }, {}] });
    expect((await send('GET', '/recruiters/jobs?page=2')).body.result).toMatchObject({ jobs: [], total: 2 });
  });

  it('bad input is a clear 4xx', async () => {
    const job = await created();
    const cases: [string, string, unknown, number, string][] = [
      ['POST', '/recruiters/jobs', { ...complete, location: 'Atlantis' }, 400, LOCATION_NOT_LISTED],
      [
        'POST',
        '/recruiters/jobs',
        { ...complete, min_ctc: 5, max_ctc: 4 },
        400,
        'CTC max must be at least CTC min',
      ],
      ['POST', '/recruiters/jobs', [], 400, ''],
      [
        'PUT',
        '/recruiters/jobs/abc',
        { ...complete, version: 1 },
        400,
        'job_id must be a positive whole number',
      ],
      [
        'PUT',
        '/recruiters/jobs/99999999999',
        { ...complete, version: 1 },
        400,
        'job_id must be a positive whole number',
      ],
      ['GET', '/recruiters/jobs/0', undefined, 400, 'job_id must be a positive whole number'],
      ['GET', '/recruiters/jobs?page=x', undefined, 400, 'page must be a whole number from 1'],
      ['PUT', `/recruiters/jobs/${job.id}`, { job_title: '', version: 1 }, 400, 'Please enter the job title'],
    ];
    for (const [method, path, body, status, message] of cases) {
      const answer = await send(method, path, body);
      expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body)}`).toBe(status);
      if (message) expect(answer.body.message).toBe(message);
    }
    const [row] = await kit.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.jobTitle).toBe(complete.job_title);
  });
});
