import type { AppliedJobCard } from '@contract/jobs';
import { type Applicant, type ApplicantRow, jobApplicants } from '@contract/recruiter/applicants';
import { recruiterJobs } from '@contract/recruiter/jobs';
import { deliveryQueue } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import type { AnswerOf } from '@server/test-kits/auth-test-kit';
import { candidateAt, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { like } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';

const NO_QUESTIONS = { ...COMPLETE_JOB, questions: [] };

describe.each(sqlBackends())('the pipeline to joining (issue 36 §2) ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let company: string;
  let anita: { companyId: number; recruiterId: number; token: string };
  let job: Awaited<ReturnType<typeof publishedJob>>;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    company = uniqueCompany();
    anita = await signedInRecruiter(kit, {
      company,
      email: `anita-${company.replace(/\W/g, '')}@acme.example`,
    });
    job = await publishedJob(kit, anita.token, NO_QUESTIONS);
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const applicantOf = (answer: AnswerOf) => (answer.body.result as { applicant: Applicant }).applicant;
  const open = async (id: number) => applicantOf(await send('GET', `/recruiters/applications/${id}`));
  const move = (id: number, status: string, version?: number) =>
    send('PUT', `/recruiters/applications/${id}/status`, { status, reason: '', version });
  const listOf = async (query = '') => {
    const answer = await send('GET', `/recruiters/jobs/${job.id}/applicants${query}`);
    expect(v.is(jobApplicants.answer, answer.body), JSON.stringify(answer.body)).toBe(true);
    return answer.body.result as unknown as {
      applicants: ApplicantRow[];
      total: number;
      counts: Record<string, number>;
    };
  };
  const appliedCard = async (token: string) => {
    const answer = await kit.post('/candidates/applied_jobs', { page: 1 }, { token });
    return (answer.body.result as { jobs: AppliedJobCard[] }).jobs.find((card) => card.id === job.id);
  };
  const withdraw = (token: string, jobId = job.id) =>
    kit.post('/candidates/withdraw_application', { job_id: jobId }, { token });

  it('moves an applicant through Shortlisted, Interview, Offered, Joined: each stage with its date, the candidate told each time', async () => {
    const priya = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, priya.token, job);
    const stages = ['shortlisted', 'interview', 'offered', 'joined'] as const;
    let version = (await open(id)).version;
    expect(version).toBe(0);
    for (const stage of stages) {
      kit.advance(60 * 60_000);
      const moved = await move(id, stage, version);
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const applicant = applicantOf(moved);
      expect(applicant.status).toBe(stage);
      expect(applicant.version).toBe(version + 1);
      version = applicant.version;
      // the contact stays hidden at every stage until the candidate shares it (issue 37 §3)
      expect(applicant).toMatchObject({ contact: null, contact_state: 'asked' });
    }
    const timeline = (await open(id)).timeline;
    expect(timeline.map((entry) => entry.event)).toEqual(['applied', 'viewed', ...stages]);
    // each stage has its own date, an hour apart
    const dates = timeline.slice(2).map((entry) => Date.parse(entry.at));
    expect(dates.slice(1).map((at, index) => at - dates[index])).toEqual([3_600_000, 3_600_000, 3_600_000]);
    const card = await appliedCard(priya.token);
    expect(card).toMatchObject({ application_status: 'joined' });
    expect(card?.timeline?.map((entry) => entry.event)).toEqual(['applied', 'viewed', ...stages]);
    const notes = await kit.get('/candidates/notifications', { token: priya.token });
    const texts = (notes.body.result as { notifications: { text: string }[] }).notifications.map(
      (n) => n.text,
    );
    expect(texts).toEqual(
      expect.arrayContaining([
        `${company} moved your application for Denial Analyst to Interview`,
        `${company} moved your application for Denial Analyst to Offered`,
        `${company} moved your application for Denial Analyst to Joined`,
      ]),
    );
    const mails = await kit.deps.db
      .select()
      .from(deliveryQueue)
      .where(like(deliveryQueue.topic, 'application:%'));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.at(-1)?.subject).toBe(`${company} moved your application for Denial Analyst to Joined`);
  });

  it('counts each stage, filters by each, and shows the funnel per job on the jobs list', async () => {
    const ids: number[] = [];
    for (const level of ['experienced', 'experienced', 'experienced', 'coder'] as const) {
      ids.push(await candidateApplies(kit, (await candidateAt(kit, level)).token, job));
    }
    await move(ids[0], 'interview');
    await move(ids[1], 'offered');
    await move(ids[2], 'joined');
    const all = await listOf();
    expect(all.counts).toEqual({
      new: 1,
      shortlisted: 0,
      interview: 1,
      offered: 1,
      joined: 1,
      rejected: 0,
      withdrawn: 0,
    });
    const interview = await listOf('?status=interview');
    expect(interview.total).toBe(1);
    expect(interview.applicants.map((row) => row.application_id)).toEqual([ids[0]]);
    expect((await listOf('?status=withdrawn')).total).toBe(0);
    const jobs = await send('GET', '/recruiters/jobs');
    expect(v.is(recruiterJobs.answer, jobs.body), JSON.stringify(jobs.body)).toBe(true);
    const row = (
      jobs.body.result as { jobs: { id: number; applicants: Record<string, number> }[] }
    ).jobs.find((one) => one.id === job.id);
    expect(row?.applicants).toEqual({
      new: 1,
      shortlisted: 0,
      interview: 1,
      offered: 1,
      joined: 1,
      rejected: 0,
      withdrawn: 0,
    });
    // a recruiter cannot set withdrawn: it is the candidate's
    const refused = await move(ids[3], 'withdrawn');
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('validation_failed');
  });

  it('a candidate withdraws (again: the same answer); the recruiter sees Withdrawn and cannot move it on (409)', async () => {
    const priya = await candidateAt(kit, 'experienced');
    const ravi = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, priya.token, job);
    const other = await candidateApplies(kit, ravi.token, job);
    await move(id, 'interview');
    const before = await open(id);
    kit.advance(60_000);
    const first = await withdraw(priya.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toMatchObject({ job_id: job.id, status: 'withdrawn' });
    const timeline = (first.body.result as { timeline: { event: string; at: string }[] }).timeline;
    expect(timeline.at(-1)).toEqual({ event: 'withdrawn', at: kit.deps.now().toISOString() });
    const again = await withdraw(priya.token);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(await appliedCard(priya.token)).toMatchObject({ application_status: 'withdrawn' });

    const seen = await open(id);
    expect(seen.status).toBe('withdrawn');
    expect(seen.version).toBe(before.version + 1);
    expect(seen.timeline.filter((entry) => entry.event === 'withdrawn')).toHaveLength(1);
    const refused = await move(id, 'offered', seen.version);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('application_withdrawn');
    expect((await open(id)).status).toBe('withdrawn');
    // in bulk, the withdrawn one stays withdrawn and is counted apart
    const bulk = await send('POST', '/recruiters/applications/status', {
      application_ids: [id, other],
      status: 'shortlisted',
    });
    expect(bulk.body.result).toEqual({ updated: 1, withdrawn: 1 });
    expect((await listOf()).counts).toMatchObject({ withdrawn: 1, shortlisted: 1 });
    expect((await listOf('?status=withdrawn')).applicants.map((row) => row.status)).toEqual(['withdrawn']);
  });

  it('withdrawing a job not applied to answers 404 not_applied; another candidate’s application is untouched', async () => {
    const priya = await candidateAt(kit, 'experienced');
    const ravi = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, priya.token, job);
    const refused = await withdraw(ravi.token);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('not_applied');
    expect((await open(id)).status).toBe('new');
    expect((await withdraw(priya.token, 999_999)).body.code).toBe('not_applied');
  });

  it('a stale version answers 409 version_conflict and writes nothing (R2)', async () => {
    const priya = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, priya.token, job);
    const colleague = await signedInRecruiter(kit, {
      company,
      email: `ravi-${company.replace(/\W/g, '')}@acme.example`,
    });
    const seen = await open(id);
    const theirs = await move(id, 'interview', seen.version);
    expect(theirs.status).toBe(200);
    const mine = await send(
      'PUT',
      `/recruiters/applications/${id}/status`,
      { status: 'rejected', reason: 'No', version: seen.version },
      colleague.token,
    );
    expect(mine.status).toBe(409);
    expect(mine.body).toMatchObject({
      code: 'version_conflict',
      message: 'A colleague changed this while you were editing. Review their changes.',
    });
    const now = await open(id);
    expect(now).toMatchObject({ status: 'interview', version: seen.version + 1, reason: null });
    // kept mine with the fresh version
    const kept = await send(
      'PUT',
      `/recruiters/applications/${id}/status`,
      { status: 'rejected', reason: '', version: now.version },
      colleague.token,
    );
    expect(kept.status).toBe(200);
    expect(applicantOf(kept)).toMatchObject({ status: 'rejected', version: now.version + 1 });
  });
});
