import { JOB_ROLE_NOT_LISTED } from '@contract/recruiter/job-roles';
import { jobs } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { NON_VOICE_SUB_CATEGORIES, VOICE_SUB_CATEGORIES } from '@server/db/seed-data';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

type Job = { id: number; role_name: string; version: number };

/**
 * A job's role is chosen from the job roles list (issue 36): the candidate side's sub-categories.
 * The editor reads the list; the server refuses a role not on it, with a clear message, but a role
 * saved before (the demo's 'AR Caller') stays readable and saves unchanged.
 */
describe.each(sqlBackends())('the job roles list ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: { token: string };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const company = uniqueCompany();
    anita = await signedInRecruiter(kit, {
      company,
      email: `anita-${company.replace(/\W/g, '')}@acme.example`,
    });
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const jobOf = (answer: { body: { result?: unknown } }) => (answer.body.result as { job: Job }).job;

  it("lists the candidate side's job roles, each once, to recruiters only", async () => {
    const answer = await send('GET', '/recruiters/job_roles');
    expect(answer.status).toBe(200);
    expect((answer.body.result as { roles: string[] }).roles).toEqual([
      ...new Set([...VOICE_SUB_CATEGORIES, ...NON_VOICE_SUB_CATEGORIES]),
    ]);
    const candidate = await kit.candidate();
    expect((await send('GET', '/recruiters/job_roles', undefined, candidate.token)).status).toBe(403);
  });

  it("refuses a role not on the list (400, the list's message) and keeps the list's spelling", async () => {
    const refused = await send('POST', '/recruiters/jobs', { ...COMPLETE_JOB, role_name: 'Denial Analyst' });
    expect(refused).toMatchObject({
      status: 400,
      body: { message: JOB_ROLE_NOT_LISTED, code: 'validation_failed' },
    });
    const created = await send('POST', '/recruiters/jobs', { ...COMPLETE_JOB, role_name: 'payment POSTING' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const job = jobOf(created);
    expect(job.role_name).toBe('Payment posting');
    const changed = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...COMPLETE_JOB,
      role_name: 'Rocket science',
      version: job.version,
    });
    expect(changed).toMatchObject({ status: 400, body: { message: JOB_ROLE_NOT_LISTED } });
    // a draft may leave it empty
    expect((await send('POST', '/recruiters/jobs', { ...COMPLETE_JOB, role_name: '' })).status).toBe(200);
  });

  it('a role saved before the list was enforced reads as it is, saves unchanged and copies', async () => {
    const job = jobOf(await send('POST', '/recruiters/jobs', COMPLETE_JOB));
    await kit.deps.db.update(jobs).set({ roleName: 'AR Caller' }).where(eq(jobs.id, job.id));
    const read = jobOf(await send('GET', `/recruiters/jobs/${job.id}`));
    expect(read.role_name).toBe('AR Caller');
    const saved = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...COMPLETE_JOB,
      role_name: 'AR Caller',
      job_title: 'AR Caller (night)',
      version: read.version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(jobOf(saved).role_name).toBe('AR Caller');
    const copied = await send('POST', `/recruiters/jobs/${job.id}/copy`);
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    expect(jobOf(copied).role_name).toBe('AR Caller');
    // changed, it must come from the list
    const changed = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...COMPLETE_JOB,
      role_name: 'AR Callers',
      version: jobOf(saved).version,
    });
    expect(changed).toMatchObject({ status: 400, body: { message: JOB_ROLE_NOT_LISTED } });
  });
});
