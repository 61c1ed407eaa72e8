import { type RecruiterJob, updateRecruiterJob } from '@contract/recruiter/jobs';
import { VERSION_CONFLICT_MESSAGE } from '@contract/version-conflict';
import { jobDetails, jobs } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import type { AnswerOf } from '@server/test-kits/auth-test-kit';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * Issue 36 R2: two recruiters of one company editing one job. Every save names the version it was
 * based on; a stale one is 409 version_conflict and writes nothing; a save and each status step
 * move the version up by 1. On PostgreSQL too: two saves at once on two connections.
 */
describe.each(testBackends())('job versions ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: { token: string };
  let ravi: { token: string };
  let job: RecruiterJob;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const company = uniqueCompany();
    anita = await signedInRecruiter(kit, { company, email: 'anita@acme.example' });
    ravi = await signedInRecruiter(kit, { company, email: 'ravi@acme.example' });
    job = jobOf(await sendJson(kit, 'POST', '/recruiters/jobs', COMPLETE_JOB, anita.token));
  });
  const jobOf = (answer: AnswerOf) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.result as { job: RecruiterJob }).job;
  };
  const save = (token: string, version: number, changes: Record<string, unknown>) =>
    sendJson(kit, 'PUT', `/recruiters/jobs/${job.id}`, { ...COMPLETE_JOB, ...changes, version }, token);
  const stored = async () => {
    const [row] = await kit.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    const [details] = await kit.deps.db.select().from(jobDetails).where(eq(jobDetails.jobId, job.id));
    return { ...row, description: details?.description };
  };

  it('the read carries the version; a save based on it goes through and moves it up by 1', async () => {
    expect(job.version).toBe(1);
    const read = jobOf(await sendJson(kit, 'GET', `/recruiters/jobs/${job.id}`, undefined, ravi.token));
    expect(read.version).toBe(1);
    const saved = await save(ravi.token, read.version, { job_title: 'Senior Denial Analyst' });
    expect(v.is(updateRecruiterJob.answer, saved.body)).toBe(true);
    expect(jobOf(saved)).toMatchObject({ job_title: 'Senior Denial Analyst', version: 2 });
    expect((await stored()).version).toBe(2);
  });

  it('a save based on an older version answers 409 version_conflict and writes nothing', async () => {
    jobOf(await save(anita.token, 1, { job_title: 'Anita’s title', description: 'Anita’s words.' }));
    const before = await stored();
    const stale = await save(ravi.token, 1, { job_title: 'Ravi’s title', max_ctc: 900000 });
    expect(stale).toEqual({
      status: 409,
      body: { success: false, message: VERSION_CONFLICT_MESSAGE, code: 'version_conflict' },
    });
    const after = await stored();
    expect(after).toEqual(before);
    expect(after).toMatchObject({ jobTitle: 'Anita’s title', maxCtc: 450000, version: 2 });
    // based on the fresh read, it goes through
    expect(jobOf(await save(ravi.token, 2, { job_title: 'Ravi’s title' })).version).toBe(3);
  });

  it('publish, close and reopen move the version up too: a save read before a step is stale', async () => {
    const published = jobOf(
      await sendJson(kit, 'POST', `/recruiters/jobs/${job.id}/publish`, undefined, anita.token),
    );
    expect(published.version).toBe(2);
    expect((await save(ravi.token, 1, { job_title: 'Too late' })).body.code).toBe('version_conflict');
    const closed = jobOf(
      await sendJson(kit, 'POST', `/recruiters/jobs/${job.id}/close`, undefined, anita.token),
    );
    expect(closed.version).toBe(3);
    // a refused step moves nothing
    expect(
      (await sendJson(kit, 'POST', `/recruiters/jobs/${job.id}/close`, undefined, anita.token)).status,
    ).toBe(409);
    const reopened = jobOf(
      await sendJson(kit, 'POST', `/recruiters/jobs/${job.id}/reopen`, undefined, ravi.token),
    );
    expect(reopened.version).toBe(4);
    expect((await stored()).jobTitle).toBe(COMPLETE_JOB.job_title);
  });

  it('two saves at once on the same version: one is saved, the other is refused, never both', async () => {
    const [a, b] = await Promise.all([
      save(anita.token, 1, { job_title: 'From Anita' }),
      save(ravi.token, 1, { job_title: 'From Ravi' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? 'From Anita' : 'From Ravi';
    expect(await stored()).toMatchObject({ jobTitle: winner, version: 2 });
  });

  it('a body without a version is refused (400); another company’s job is still 404', async () => {
    const { version: _omit, ...noVersion } = { ...COMPLETE_JOB, version: 1 };
    const missing = await sendJson(kit, 'PUT', `/recruiters/jobs/${job.id}`, noVersion, anita.token);
    expect(missing.status).toBe(400);
    expect(
      (await sendJson(kit, 'PUT', `/recruiters/jobs/${job.id}`, { ...COMPLETE_JOB, version: 0 }, anita.token))
        .status,
    ).toBe(400);
    const vikram = await signedInRecruiter(kit, {
      company: uniqueCompany('Other RCM'),
      email: 'vikram@other.example',
    });
    const foreign = await save(vikram.token, 1, { job_title: 'Taken over' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('job_not_found');
    expect(await stored()).toMatchObject({ jobTitle: COMPLETE_JOB.job_title, version: 1 });
  });
});
