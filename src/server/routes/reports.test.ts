import { randomUUID } from 'node:crypto';
import type { Message } from '@contract/chat';
import { REPORT_SENT_MESSAGE, reportCompany, reportJob } from '@contract/reports';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs, reports } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import type { AnswerOf } from '../test-kits/auth-test-kit';
import { candidateAt, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '../test-kits/recruiter-test-kit';
import { testBackends } from '../test-kits/test-backends';

const NO_QUESTIONS = { ...COMPLETE_JOB, job_title: 'Medical Coder', role_name: 'Coding', questions: [] };

type Candidate = { userId: number; token: string };

/** Issue 37 §2: a candidate's reports of a job, a message or a company; the third reporter hides a job. */
describe.each(testBackends())('the reports ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let recruiter: { companyId: number; token: string };
  let other: { companyId: number; token: string };
  let jobId: number;
  let candidates: Candidate[];

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    recruiter = await signedInRecruiter(kit, {
      company: uniqueCompany('Acme Health'),
      email: `a${randomUUID()}@acme.example`,
    });
    other = await signedInRecruiter(kit, {
      company: uniqueCompany('Beta RCM'),
      email: `b${randomUUID()}@beta.example`,
    });
    jobId = (await publishedJob(kit, recruiter.token, NO_QUESTIONS)).id;
    candidates = [];
    for (let i = 0; i < 4; i++) candidates.push(await candidateAt(kit, 'experienced'));
  });

  const send = (who: { token: string }, path: string, body: unknown, headers: Record<string, string> = {}) =>
    Object.keys(headers).length
      ? Promise.resolve(
          kit.app.request(`/api${path}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          }),
        ).then(async (response) => ({ status: response.status, body: await response.json() }) as AnswerOf)
      : sendJson(kit, 'POST', path, body, who.token);
  const hiddenAt = async (id: number) =>
    (await kit.deps.db.select({ hiddenAt: jobs.hiddenAt }).from(jobs).where(eq(jobs.id, id)))[0].hiddenAt;
  const reportRows = () => kit.deps.db.select().from(reports).orderBy(reports.id);

  it('reports a job with a reason, details and lost money; a repeat answers plainly and changes nothing', async () => {
    const path = `/candidates/jobs/${jobId}/report`;
    const first = await send(candidates[0], path, {
      reason: 'asks_for_money',
      details: ' wants Rs 2000 for training ',
      lost_money: true,
    });
    expect(first.status).toBe(200);
    expect(v.parse(reportJob.answer, first.body).result).toEqual({ reported: true, already_reported: false });
    expect(first.body.message).toBe(REPORT_SENT_MESSAGE);
    const again = await send(candidates[0], path, { reason: 'other', details: 'changed my mind' });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ reported: true, already_reported: true });
    const rows = await reportRows();
    expect(
      rows.map((row) => [row.kind, row.jobId, row.reporterId, row.reason, row.details, row.lostMoney]),
    ).toEqual([['job', jobId, candidates[0].userId, 'asks_for_money', 'wants Rs 2000 for training', true]]);
    expect(await hiddenAt(jobId)).toBeNull();
  });

  it('the third different candidate’s report hides the job, in the same write; a repeat never counts', async () => {
    const path = `/candidates/jobs/${jobId}/report`;
    await send(candidates[0], path, { reason: 'fake_company' });
    await send(candidates[0], path, { reason: 'fake_company' });
    await send(candidates[1], path, { reason: 'misleading_job' });
    expect(await hiddenAt(jobId)).toBeNull();
    const third = await send(candidates[2], path, { reason: 'asks_for_money' });
    expect(third.status).toBe(200);
    expect(await hiddenAt(jobId)).toEqual(kit.deps.now());
    // a fourth keeps the first hiding time
    await send(candidates[3], path, { reason: 'abusive' });
    expect(await hiddenAt(jobId)).toEqual(kit.deps.now());
  });

  it('three reports at once (two connections racing) still hide the job: the job row is locked', async () => {
    const path = `/candidates/jobs/${jobId}/report`;
    await send(candidates[0], path, { reason: 'fake_company' });
    const answers = await Promise.all(
      [candidates[1], candidates[2]].map((who) => send(who, path, { reason: 'asks_for_money' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await hiddenAt(jobId)).not.toBeNull();
  });

  it('a replayed write (the same Idempotency-Key, as the write queue sends it) is one report', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    const path = `/candidates/jobs/${jobId}/report`;
    const first = await send(candidates[0], path, { reason: 'fake_company' }, key);
    const replay = await send(candidates[0], path, { reason: 'fake_company' }, key);
    expect(replay.body).toEqual(first.body);
    expect(await reportRows()).toHaveLength(1);
  });

  it('reports the company of a listed job, or of a conversation; not any company', async () => {
    const ok = await send(candidates[0], `/candidates/companies/${recruiter.companyId}/report`, {
      reason: 'fake_company',
      details: 'No such office',
    });
    expect(v.parse(reportCompany.answer, ok.body).result.already_reported).toBe(false);
    const again = await send(candidates[0], `/candidates/companies/${recruiter.companyId}/report`, {
      reason: 'other',
    });
    expect(again.body.result).toEqual({ reported: true, already_reported: true });
    // a company with no published job and no conversation with her
    const none = await send(candidates[0], `/candidates/companies/${other.companyId}/report`, {
      reason: 'other',
    });
    expect({ status: none.status, code: none.body.code }).toEqual({ status: 404, code: 'not_found' });
    const missing = await send(candidates[0], '/candidates/companies/999999/report', { reason: 'other' });
    expect(missing.status).toBe(404);
    const rows = await reportRows();
    expect(rows.map((row) => [row.kind, row.companyId, row.reason])).toEqual([
      ['company', recruiter.companyId, 'fake_company'],
    ]);
  });

  it('refuses a job the candidate cannot read, a bad body, a recruiter and no session; writes nothing', async () => {
    const draft = await sendJson(kit, 'POST', '/recruiters/jobs', NO_QUESTIONS, other.token);
    const draftId = (draft.body.result as { job: { id: number } }).job.id;
    const refusals: [AnswerOf, number, string][] = [
      [
        await send(candidates[0], `/candidates/jobs/${draftId}/report`, { reason: 'other' }),
        404,
        'job_not_found',
      ],
      [
        await send(candidates[0], '/candidates/jobs/999999/report', { reason: 'other' }),
        404,
        'job_not_found',
      ],
      [
        await send(candidates[0], `/candidates/jobs/${jobId}/report`, { reason: 'scam' }),
        400,
        'validation_failed',
      ],
      [
        await send(candidates[0], `/candidates/jobs/${jobId}/report`, {
          reason: 'other',
          details: 'x'.repeat(501),
        }),
        400,
        'validation_failed',
      ],
      [
        await send(recruiter, `/candidates/jobs/${jobId}/report`, { reason: 'other' }),
        403,
        'candidates_only',
      ],
    ];
    for (const [answer, status, code] of refusals)
      expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    const anonymous = await kit.app.request(`/api/candidates/jobs/${jobId}/report`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'other' }),
    });
    expect(anonymous.status).toBe(401);
    expect(await reportRows()).toEqual([]);
  });

  it('a message report keeps its rules: only a recruiter’s message of her own conversation', async () => {
    const applicationId = await candidateApplies(kit, candidates[0].token, { id: jobId, questions: [] });
    const written = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${applicationId}/messages`,
      { body: 'Send Rs 3000 by UPI to confirm' },
      recruiter.token,
    );
    const message = (written.body.result as { message: Message }).message;
    const theirs = await send(candidates[1], `/candidates/messages/${message.message_id}/report`, {
      reason: 'asks_for_money',
    });
    expect(theirs.status).toBe(404);
    const own = await send(candidates[0], `/candidates/messages/${message.message_id}/report`, {
      reason: 'asks_for_money',
      lost_money: true,
    });
    expect(own.body.result).toEqual({ reported: true, already_reported: false });
    const rows = await kit.deps.db
      .select()
      .from(reports)
      .where(and(eq(reports.kind, 'message'), eq(reports.reporterId, candidates[0].userId)));
    expect(rows.map((row) => [row.messageId, row.reason, row.lostMoney])).toEqual([
      [message.message_id, 'asks_for_money', true],
    ]);
  });
});
