import type { Message } from '@contract/chat';
import { OPERATOR_ROLE_ID } from '@contract/limits';
import { operatorReports, type ReportedThing, reviewReports } from '@contract/operator/reports';
import { OPERATORS_ONLY } from '@server/middleware/require-operator';
import { createSession } from '@server/services/sessions';
import { candidateAt, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { insertUser } from '@server/test-kits/test-helpers';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { seedCatalogueIfEmpty } from '../../db/seed-catalogue';
import { NO_SUCH_REPORTS } from './reports';

const NO_QUESTIONS = { ...COMPLETE_JOB, job_title: 'Medical Coder', role_name: 'Coding', questions: [] };

/**
 * The operator's reports queue (issue 37 §2): operators only; the reported things grouped, newest
 * first, with counts; the fee-flagged messages and their companies; a review dismisses (the job
 * shown again) or upholds (the job stays hidden and is closed).
 */
describe.each(testBackends())('the operator’s reports queue ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  it('lists the reports by thing with counts, the flagged messages and companies; operators only', async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const company = uniqueCompany('Quick Jobs');
    const recruiter = await signedInRecruiter(kit, { company, email: `q${Date.now()}@quick.example` });
    const job = await publishedJob(kit, recruiter.token, NO_QUESTIONS);
    const candidates = [];
    for (let i = 0; i < 3; i++) candidates.push(await candidateAt(kit, 'experienced'));
    // applied before the reports: the third report hides the job, which then takes no applications
    const applicationId = await candidateApplies(kit, candidates[0].token, job);
    for (const [i, who] of candidates.entries())
      await sendJson(
        kit,
        'POST',
        `/candidates/jobs/${job.id}/report`,
        { reason: 'asks_for_money', lost_money: i === 0 },
        who.token,
      );
    const written = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${applicationId}/messages`,
      { body: 'Pay Rs 2000 registration fee by UPI to confirm your joining' },
      recruiter.token,
    );
    const message = (written.body.result as { message: Message }).message;
    await sendJson(
      kit,
      'POST',
      `/candidates/messages/${message.message_id}/report`,
      { reason: 'asks_for_money' },
      candidates[0].token,
    );
    await sendJson(
      kit,
      'POST',
      `/candidates/companies/${recruiter.companyId}/report`,
      { reason: 'fake_company' },
      candidates[1].token,
    );

    const operator = await insertUser(kit.deps, { roleId: OPERATOR_ROLE_ID });
    const token = await createSession(kit.deps, operator.id);
    for (const other of [recruiter.token, candidates[0].token]) {
      const refused = await sendJson(kit, 'GET', '/operator/reports', undefined, other);
      expect(refused).toEqual({
        status: 403,
        body: { success: false, message: OPERATORS_ONLY, code: 'operators_only' },
      });
      const review = await sendJson(
        kit,
        'POST',
        '/operator/reports/review',
        { kind: 'job', id: job.id, outcome: 'dismissed' },
        other,
      );
      expect(review.status).toBe(403);
    }
    expect((await kit.app.request('/api/operator/reports')).status).toBe(401);

    const listed = await sendJson(kit, 'GET', '/operator/reports', undefined, token);
    expect(listed.status).toBe(200);
    const result = v.parse(operatorReports.answer, listed.body).result;
    const mine = result.things.filter((thing) => thing.company_id === recruiter.companyId);
    const byKind = Object.fromEntries(mine.map((thing) => [thing.kind, thing])) as Record<
      string,
      ReportedThing
    >;
    // newest first: the company's report, then the message's, then the job's
    expect(mine.map((thing) => thing.kind)).toEqual(['company', 'message', 'job']);
    expect(byKind.job).toMatchObject({
      id: job.id,
      title: 'Medical Coder',
      company_name: company,
      open_count: 3,
      total_count: 3,
    });
    expect(byKind.job.hidden_at).not.toBeNull();
    expect(byKind.job.reports.map((report) => report.lost_money).sort()).toEqual([false, false, true]);
    expect(byKind.message).toMatchObject({
      id: message.message_id,
      title: 'Pay Rs 2000 registration fee by UPI to confirm your joining',
    });
    expect(byKind.company).toMatchObject({ id: recruiter.companyId, title: company, open_count: 1 });
    expect(
      result.flagged_messages.find((row) => row.message_id === message.message_id)?.fee_flags.length,
    ).toBeGreaterThan(0);
    expect(result.flagged_companies.find((row) => row.company_id === recruiter.companyId)).toEqual({
      company_id: recruiter.companyId,
      company_name: company,
      flagged_messages: 1,
      suspended: false,
    });
  });

  it('dismissing shows a hidden job again; upholding keeps it hidden and closes it; refuses what nobody reported', async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const recruiter = await signedInRecruiter(kit, {
      company: uniqueCompany('Fast Hire'),
      email: `f${Date.now()}@fast.example`,
    });
    const job = await publishedJob(kit, recruiter.token, NO_QUESTIONS);
    const candidates = [];
    for (let i = 0; i < 4; i++) candidates.push(await candidateAt(kit, 'experienced'));
    const report = (who: { token: string }) =>
      sendJson(kit, 'POST', `/candidates/jobs/${job.id}/report`, { reason: 'misleading_job' }, who.token);
    for (const who of candidates.slice(0, 3)) await report(who);
    const operator = await insertUser(kit.deps, { roleId: OPERATOR_ROLE_ID });
    const token = await createSession(kit.deps, operator.id);
    const review = (body: unknown) => sendJson(kit, 'POST', '/operator/reports/review', body, token);
    const jobRow = async () => (await kit.deps.db.select().from(jobs).where(eq(jobs.id, job.id)))[0];

    const dismissed = await review({ kind: 'job', id: job.id, outcome: 'dismissed' });
    expect(v.parse(reviewReports.answer, dismissed.body).result).toEqual({
      reviewed: 3,
      hidden_at: null,
      job_closed: false,
    });
    expect((await jobRow()).hiddenAt).toBeNull();
    // reviewed reports no longer count: a fourth reporter alone does not hide it again
    await report(candidates[3]);
    expect((await jobRow()).hiddenAt).toBeNull();

    const upheld = await review({ kind: 'job', id: job.id, outcome: 'upheld' });
    expect(upheld.body.result).toMatchObject({ reviewed: 1, job_closed: true });
    const closed = await jobRow();
    expect(closed.status).toBe('closed');
    expect(closed.hiddenAt).not.toBeNull();

    expect(await review({ kind: 'company', id: recruiter.companyId, outcome: 'upheld' })).toEqual({
      status: 404,
      body: { success: false, message: NO_SUCH_REPORTS, code: 'not_found' },
    });
    const bad = await review({ kind: 'job', id: job.id, outcome: 'maybe' });
    expect(bad.status).toBe(400);
  });
});
