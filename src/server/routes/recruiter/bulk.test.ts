import { type BulkJob, getBulkJob } from '@contract/recruiter/bulk';
import { applicationEvents, applications, bulkJobs, messages, users } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import type { AnswerOf } from '@server/test-kits/auth-test-kit';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimBulkJob, DEFAULT_BULK_RULES, workBulkJob } from '../../services/recruiter/bulk-jobs';
import { seedApplicants } from '../../services/recruiter/seed-applicants';

/** Bulk work at 300 applicants (issue 36 §4): the server's bulk jobs. */
describe.each(testBackends())('bulk jobs ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikram: Awaited<ReturnType<typeof signedInRecruiter>>;
  let job: { id: number };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    anita = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@other.example' });
    job = await publishedJob(kit, anita.token);
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const bulkOf = (answer: AnswerOf) => (answer.body.result as { bulk_job: BulkJob }).bulk_job;
  const setStatus = (ids: number[], status: string) =>
    kit.deps.db.update(applications).set({ status }).where(inArray(applications.id, ids));
  /** Claims and works jobs until none is left (one process). */
  async function runAll() {
    for (let job = await claimBulkJob(kit.deps); job; job = await claimBulkJob(kit.deps))
      await workBulkJob(kit.deps, job);
  }

  it('shortlists all 300 matching in one job: progress, result counts, restart safe', async () => {
    const ids = await seedApplicants(kit.deps.db, job.id, 300);
    await setStatus(ids.slice(0, 14), 'withdrawn');
    await setStatus(ids.slice(14, 24), 'shortlisted');

    const started = await send('POST', `/recruiters/jobs/${job.id}/bulk-jobs`, {
      kind: 'status',
      status: 'shortlisted',
      filters: {},
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const bulk = bulkOf(started);
    expect(bulk).toMatchObject({ state: 'queued', total: 300, done: 0, summary: '' });

    // a process claims it, works 100 items and dies: the lease holds it from the others...
    const first = await claimBulkJob(kit.deps);
    if (!first) throw new Error('no job claimed');
    expect(first.id).toBe(bulk.bulk_job_id);
    expect(await workBulkJob(kit.deps, first, DEFAULT_BULK_RULES, { maxItems: 100 })).toBe(false);
    expect(await claimBulkJob(kit.deps)).toBeNull();
    const midway = await send('GET', `/recruiters/bulk-jobs/${bulk.bulk_job_id}`);
    expect(v.is(getBulkJob.answer, midway.body), JSON.stringify(midway.body)).toBe(true);
    expect(bulkOf(midway)).toMatchObject({ state: 'running', total: 300, done: 100, summary: '' });

    // ...until it ends: another process takes the rest, and nothing is done twice
    kit.advance(DEFAULT_BULK_RULES.leaseMs + 1);
    await runAll();
    const finished = bulkOf(await send('GET', `/recruiters/bulk-jobs/${bulk.bulk_job_id}`));
    expect(finished).toMatchObject({
      state: 'done',
      total: 300,
      done: 300,
      results: { changed: 276, already: 10, withdrawn: 14 },
      summary: 'Shortlisted 276; 10 were already Shortlisted; 14 had withdrawn',
    });
    const byStatus = await kit.deps.db
      .select({ status: applications.status, n: sql<number>`count(*)::int` })
      .from(applications)
      .where(eq(applications.jobId, job.id))
      .groupBy(applications.status);
    expect(Object.fromEntries(byStatus.map((row) => [row.status, Number(row.n)]))).toEqual({
      shortlisted: 286,
      withdrawn: 14,
    });
    // each change went through the one status change: one timeline step each, no more
    const [{ steps }] = await kit.deps.db
      .select({ steps: sql<number>`count(*)::int` })
      .from(applicationEvents)
      .where(and(inArray(applicationEvents.applicationId, ids), eq(applicationEvents.event, 'shortlisted')));
    expect(Number(steps)).toBe(276);
  }, 120_000);

  it('applies the filter on the server, and ids only of this job of the company (404 otherwise)', async () => {
    const ids = await seedApplicants(kit.deps.db, job.id, 6);
    await setStatus(ids.slice(0, 2), 'rejected');
    const filtered = await send('POST', `/recruiters/jobs/${job.id}/bulk-jobs`, {
      kind: 'status',
      status: 'shortlisted',
      filters: { status: 'new' },
    });
    expect(bulkOf(filtered).total).toBe(4);
    // the assessment's result is a filter of the list too (issue 36 §5): "all matching" keeps it
    await kit.deps.db.update(applications).set({ assessmentPassed: true }).where(eq(applications.id, ids[2]));
    const passed = await send('POST', `/recruiters/jobs/${job.id}/bulk-jobs`, {
      kind: 'message',
      body: 'Well done',
      filters: { result: 'passed' },
    });
    expect(bulkOf(passed).total).toBe(1);

    const vikramsJob = await publishedJob(kit, vikram.token);
    const [vikramsApplication] = await seedApplicants(kit.deps.db, vikramsJob.id, 1);
    const otherJob = await publishedJob(kit, anita.token);
    const [otherJobsApplication] = await seedApplicants(kit.deps.db, otherJob.id, 1);
    const before = await kit.deps.db.select({ id: bulkJobs.id }).from(bulkJobs);
    for (const [path, body] of [
      [`/recruiters/jobs/${vikramsJob.id}/bulk-jobs`, { kind: 'status', status: 'rejected', filters: {} }],
      [
        `/recruiters/jobs/${job.id}/bulk-jobs`,
        { kind: 'status', status: 'rejected', application_ids: [ids[0], vikramsApplication] },
      ],
      [
        `/recruiters/jobs/${job.id}/bulk-jobs`,
        { kind: 'message', body: 'Hi', application_ids: [otherJobsApplication] },
      ],
    ] as const) {
      const refused = await send('POST', path, body);
      expect(refused.status, JSON.stringify(refused.body)).toBe(404);
      expect(['job_not_found', 'applicant_not_found']).toContain(refused.body.code);
    }
    expect(await kit.deps.db.select({ id: bulkJobs.id }).from(bulkJobs)).toEqual(before);
    // another company's job's progress: 404 as if it did not exist
    const vikrams = bulkOf(
      await send(
        'POST',
        `/recruiters/jobs/${vikramsJob.id}/bulk-jobs`,
        { kind: 'status', status: 'rejected', filters: {} },
        vikram.token,
      ),
    );
    const peek = await send('GET', `/recruiters/bulk-jobs/${vikrams.bulk_job_id}`);
    expect(peek).toMatchObject({ status: 404, body: { code: 'bulk_job_not_found' } });
    // neither both selections nor none
    const both = await send('POST', `/recruiters/jobs/${job.id}/bulk-jobs`, {
      kind: 'status',
      status: 'rejected',
      filters: {},
      application_ids: [ids[0]],
    });
    expect(both).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });

  it('sends a bulk message through the chat: placeholders filled, refusals counted', async () => {
    const ids = await seedApplicants(kit.deps.db, job.id, 3, { names: ['Priya', 'Ravi', 'Meena'] });
    const [meena] = await kit.deps.db
      .select({ userId: applications.userId })
      .from(applications)
      .where(eq(applications.id, ids[2]));
    await kit.deps.db.update(users).set({ recruiterReachOut: false }).where(eq(users.id, meena.userId));
    const unknown = await send('POST', `/recruiters/jobs/${job.id}/bulk-jobs`, {
      kind: 'message',
      body: 'Hi {name}',
      application_ids: ids,
    });
    expect(unknown).toMatchObject({
      status: 400,
      body: { message: 'Unknown placeholder {name}: use {first_name}, {job_title}, {interview_time}' },
    });
    const started = await send('POST', `/recruiters/jobs/${job.id}/bulk-jobs`, {
      kind: 'message',
      body: 'Hi {first_name}, about {job_title}: interview {interview_time}.',
      application_ids: ids,
    });
    await runAll();
    const finished = bulkOf(await send('GET', `/recruiters/bulk-jobs/${bulkOf(started).bulk_job_id}`));
    expect(finished).toMatchObject({
      state: 'done',
      results: { changed: 2, refused: 1 },
      summary: 'Sent 2 messages; 1 could not be messaged (reach out off or company blocked)',
    });
    const sent = await kit.deps.db.select({ body: messages.body }).from(messages).orderBy(messages.id);
    expect(sent.map((row) => row.body)).toEqual([
      'Hi Priya, about Denial Analyst: interview to be confirmed.',
      'Hi Ravi, about Denial Analyst: interview to be confirmed.',
    ]);
  });
});
