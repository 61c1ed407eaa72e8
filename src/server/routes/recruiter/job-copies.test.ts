import type { RecruiterJob, RecruiterJobRow } from '@contract/recruiter/jobs';
import { jobs } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

/** The jobs list by posted date, copying a job, closing several at once (issue 36 §4). */
describe.each(sqlBackends())('copy and close several jobs ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikram: Awaited<ReturnType<typeof signedInRecruiter>>;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    anita = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@other.example' });
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const statusesOf = async (ids: number[]) =>
    (await kit.deps.db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(inArray(jobs.id, ids)))
      .sort((a, b) => a.id - b.id)
      .map((row) => row.status);

  it('lists the jobs by posted date, newest first, whatever was edited since', async () => {
    const older = await publishedJob(kit, anita.token, { ...COMPLETE_JOB, job_title: 'Older' });
    kit.advance(1000);
    const newer = await publishedJob(kit, anita.token, { ...COMPLETE_JOB, job_title: 'Newer' });
    kit.advance(1000);
    expect(
      (
        await send('PUT', `/recruiters/jobs/${older.id}`, {
          ...COMPLETE_JOB,
          job_title: 'Older, edited',
          version: older.version,
        })
      ).status,
    ).toBe(200);
    const list = (await send('GET', '/recruiters/jobs')).body.result as { jobs: RecruiterJobRow[] };
    expect(list.jobs.map((job) => job.id)).toEqual([newer.id, older.id]);
    expect(list.jobs[0].created_at).toBe(new Date(kit.deps.now().getTime() - 1000).toISOString());
  });

  it('copies a job as a new draft with its fields and questions; another company’s is 404', async () => {
    const job = await publishedJob(kit, anita.token);
    const copied = await send('POST', `/recruiters/jobs/${job.id}/copy`);
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    const copy = (copied.body.result as { job: RecruiterJob }).job;
    expect(copy).toMatchObject({
      status: 'draft',
      job_title: 'Copy of Denial Analyst',
      role_name: COMPLETE_JOB.role_name,
      min_ctc: 300000,
      max_ctc: 450000,
      questions: [
        { question: 'Pick one', question_type: 'MCQ', options: ['A', 'B'], required: true, answered: false },
        { question: 'Say hello', question_type: 'audio', required: true, answered: false },
      ],
    });
    expect(copy.id).not.toBe(job.id);
    expect(copy.questions.map((q) => q.id)).not.toContain(job.questions[0].id);
    expect(await send('POST', `/recruiters/jobs/${job.id}/copy`, undefined, vikram.token)).toMatchObject({
      status: 404,
      body: { code: 'job_not_found' },
    });
  });

  it('closes several jobs in one transaction by the close rule: all, or (one not open, or not ours) none', async () => {
    const one = await publishedJob(kit, anita.token);
    const two = await publishedJob(kit, anita.token);
    const draft = (await send('POST', '/recruiters/jobs', { job_title: 'Draft only' })).body.result as {
      job: { id: number };
    };
    const theirs = await publishedJob(kit, vikram.token);
    const notOpen = await send('POST', '/recruiters/jobs/close', { job_ids: [one.id, draft.job.id] });
    expect(notOpen).toMatchObject({ status: 409, body: { code: 'job_status' } });
    const notOurs = await send('POST', '/recruiters/jobs/close', { job_ids: [one.id, theirs.id] });
    expect(notOurs).toMatchObject({ status: 404, body: { code: 'job_not_found' } });
    expect(await statusesOf([one.id, two.id, theirs.id])).toEqual(['open', 'open', 'open']);
    const closed = await send('POST', '/recruiters/jobs/close', { job_ids: [two.id, one.id] });
    expect(closed).toMatchObject({ status: 200, body: { result: { closed: 2 } } });
    expect(await statusesOf([one.id, two.id, theirs.id])).toEqual(['closed', 'closed', 'open']);
    expect((await send('POST', '/recruiters/jobs/close', { job_ids: [one.id, one.id] })).status).toBe(400);
  });
});
