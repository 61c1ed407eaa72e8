import type { Endpoint } from '@contract/endpoint';
import * as accountArea from '@contract/recruiter/account';
import * as applicantsArea from '@contract/recruiter/applicants';
import * as bulkArea from '@contract/recruiter/bulk';
import * as chatArea from '@contract/recruiter/chat';
import * as contactArea from '@contract/recruiter/contact-request';
import * as findCandidatesArea from '@contract/recruiter/find-candidates';
import * as interviewsArea from '@contract/recruiter/interviews';
import * as jobCopiesArea from '@contract/recruiter/job-copies';
import * as jobsArea from '@contract/recruiter/jobs';
import { fillPath } from '@contract/recruiter/paths';
import * as templatesArea from '@contract/recruiter/templates';
import {
  answerReviews,
  applicationReviews,
  applications,
  applicationViews,
  bulkJobs,
  interviews,
  jobs,
  messages,
  messageTemplates,
  sessions,
  users,
  walkInDrives,
} from '@server/db/schema';
import { seedIfEmpty } from '@server/db/seed';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { GUARDED_RECRUITER_CALLS } from '@server/middleware/require-recruiter';
import { createSession } from '@server/services/sessions';
import { type AuthKit, openAuthKit } from '@server/test-kits/auth-test-kit';
import {
  COMPLETE_JOB,
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Every recruiter call of the contract: the descriptors, and the calls answering bytes. */
const declared = [
  accountArea,
  jobsArea,
  applicantsArea,
  chatArea,
  bulkArea,
  templatesArea,
  jobCopiesArea,
  interviewsArea,
  contactArea,
  findCandidatesArea,
].flatMap((module) =>
  Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'answer' in value,
  ),
);
const CALLS: { method: string; path: string; session: boolean; body: boolean }[] = [
  ...declared.map((e) => ({
    method: e.method,
    path: e.path,
    session: e.session === true,
    body: e.request !== null && e.method !== 'GET',
  })),
  ...applicantsArea.RECRUITER_FILE_CALLS.map((call) => ({ ...call, session: true, body: false })),
];
const key = (call: { method: string; path: string }) => `${call.method} ${call.path}`;

/**
 * Issue 23's IDOR sweep: with two companies, every id-taking recruiter call of one company's
 * recruiter, pointed at the other company's rows, answers 404 and changes nothing.
 */
describe.each(sqlBackends())('the company scope of every recruiter call ($name)', (backend) => {
  let kit: AuthKit & {
    postForm: (
      path: string,
      data: FormData,
      token?: string,
    ) => Promise<{ status: number; body: Record<string, unknown> }>;
  };
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikram: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikramsJob: Awaited<ReturnType<typeof publishedJob>>;
  let vikramsApplication: number;
  let candidateToken: string;
  let vikramsCandidate: number;
  let vikramsConversation: { conversation_id: number; message: { message_id: number } };
  let vikramsBulkJob: number;
  let vikramsTemplate: number;
  let vikramsInterview: number;

  beforeAll(async () => {
    const opened = await openAuthKit(backend);
    await opened.reset();
    kit = Object.assign(opened, {
      async postForm(path: string, data: FormData, token?: string) {
        const response = await opened.app.request(`/api${path}`, {
          method: 'POST',
          body: data,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      },
    });
    await seedIfEmpty(kit.deps);
    await seedCatalogueIfEmpty(kit.deps);
    anita = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@a.example' });
    vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@b.example' });
    await publishedJob(kit, anita.token);
    vikramsJob = await publishedJob(kit, vikram.token);
    const candidateId = await kit.insertUser({
      email: 'priya@example.com',
      phoneNo: '9876543210',
      onboardingCompleted: true,
    });
    candidateToken = await createSession(kit.deps, candidateId);
    vikramsCandidate = candidateId;
    vikramsApplication = await candidateApplies(kit, candidateToken, vikramsJob);
    const wrote = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${vikramsApplication}/messages`,
      { body: 'Hello from Vikram' },
      vikram.token,
    );
    vikramsConversation = wrote.body.result as typeof vikramsConversation;
    // bulk work (issue 36 §4)
    const bulk = await sendJson(
      kit,
      'POST',
      `/recruiters/jobs/${vikramsJob.id}/bulk-jobs`,
      { kind: 'message', body: 'Hello all', filters: {} },
      vikram.token,
    );
    vikramsBulkJob = (bulk.body.result as { bulk_job: { bulk_job_id: number } }).bulk_job.bulk_job_id;
    const template = await sendJson(
      kit,
      'POST',
      '/recruiters/templates',
      { name: 'Invite', body: 'Hi {first_name}' },
      vikram.token,
    );
    vikramsTemplate = (template.body.result as { template: { template_id: number } }).template.template_id;
    const interview = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${vikramsApplication}/interviews`,
      INTERVIEW,
      vikram.token,
    );
    vikramsInterview = (interview.body.result as { interview: { interview_id: number } }).interview
      .interview_id;
    await sendJson(kit, 'PUT', `/recruiters/jobs/${vikramsJob.id}/walk_in`, WALK_IN, vikram.token);
  }, 120_000);
  afterAll(async () => {
    await kit?.close();
  });

  const INTERVIEW = { mode: 'phone', slots: ['2027-01-05T05:00:00.000Z'] };
  const WALK_IN = {
    start_date: '2027-01-04',
    end_date: '2027-01-08',
    start_time: '10:00',
    end_time: '17:00',
    venue: 'Vikram’s office',
  };

  /** Anita's request aimed at Vikram's rows: the body each call takes. */
  const SWEEP: Record<string, () => { params: Record<string, number>; body?: unknown }> = {
    'GET /recruiters/jobs/:job_id': () => ({ params: { job_id: vikramsJob.id } }),
    'PUT /recruiters/jobs/:job_id': () => ({
      params: { job_id: vikramsJob.id },
      body: { ...COMPLETE_JOB, job_title: 'Taken over', version: 1 },
    }),
    'POST /recruiters/jobs/:job_id/publish': () => ({ params: { job_id: vikramsJob.id } }),
    'POST /recruiters/jobs/:job_id/close': () => ({ params: { job_id: vikramsJob.id } }),
    'POST /recruiters/jobs/:job_id/reopen': () => ({ params: { job_id: vikramsJob.id } }),
    'GET /recruiters/jobs/:job_id/applicants': () => ({ params: { job_id: vikramsJob.id } }),
    'GET /recruiters/applications/:application_id': () => ({
      params: { application_id: vikramsApplication },
    }),
    'PUT /recruiters/applications/:application_id/status': () => ({
      params: { application_id: vikramsApplication },
      body: { status: 'rejected', reason: 'x', version: 0 },
    }),
    // issue 36: the status with its version, and its Undo
    'POST /recruiters/applications/:application_id/status/undo': () => ({
      params: { application_id: vikramsApplication },
      body: { version: 0 },
    }),
    'PUT /recruiters/applications/:application_id/note': () => ({
      params: { application_id: vikramsApplication },
      body: { note: 'mine', version: 1 },
    }),
    // issue 37 §3: Ask to share contact
    'POST /recruiters/applications/:application_id/contact_request': () => ({
      params: { application_id: vikramsApplication },
    }),
    'GET /recruiters/applications/:application_id/resume': () => ({
      params: { application_id: vikramsApplication },
    }),
    // answer reviews (issue 36 §5)
    'PUT /recruiters/applications/:application_id/answers/:question_id/review': () => ({
      params: { application_id: vikramsApplication, question_id: vikramsJob.questions[1].id },
      body: { rating: 1, comment: 'Not my company' },
    }),
    'GET /recruiters/applications/:application_id/audio/:question_id': () => ({
      params: { application_id: vikramsApplication, question_id: vikramsJob.questions[1].id },
    }),
    // chat (issue 24)
    'GET /recruiters/applications/:application_id/conversation': () => ({
      params: { application_id: vikramsApplication },
    }),
    'POST /recruiters/applications/:application_id/messages': () => ({
      params: { application_id: vikramsApplication },
      body: { body: 'Not my company' },
    }),
    'POST /recruiters/conversations/:conversation_id/read': () => ({
      params: { conversation_id: vikramsConversation.conversation_id },
      body: { message_id: vikramsConversation.message.message_id },
    }),
    // colleagues (H6, issue 35)
    'DELETE /recruiters/colleagues/:recruiter_id': () => ({ params: { recruiter_id: vikram.recruiterId } }),
    // bulk work (issue 36 §4)
    'POST /recruiters/jobs/:job_id/bulk-jobs': () => ({
      params: { job_id: vikramsJob.id },
      body: { kind: 'status', status: 'rejected', filters: {} },
    }),
    'GET /recruiters/bulk-jobs/:bulk_job_id': () => ({ params: { bulk_job_id: vikramsBulkJob } }),
    'PUT /recruiters/templates/:template_id': () => ({
      params: { template_id: vikramsTemplate },
      body: { name: 'Mine now', body: 'Taken over' },
    }),
    'DELETE /recruiters/templates/:template_id': () => ({ params: { template_id: vikramsTemplate } }),
    'GET /recruiters/jobs/:job_id/applicants.csv': () => ({ params: { job_id: vikramsJob.id } }),
    'POST /recruiters/jobs/:job_id/copy': () => ({ params: { job_id: vikramsJob.id } }),
    'POST /recruiters/jobs/close': () => ({ params: {}, body: { job_ids: [vikramsJob.id] } }),
    // interviews and walk-in drives (issue 36 §3)
    'POST /recruiters/applications/:application_id/interviews': () => ({
      params: { application_id: vikramsApplication },
      body: INTERVIEW,
    }),
    'GET /recruiters/applications/:application_id/interviews': () => ({
      params: { application_id: vikramsApplication },
    }),
    'PUT /recruiters/interviews/:interview_id': () => ({
      params: { interview_id: vikramsInterview },
      body: INTERVIEW,
    }),
    'POST /recruiters/interviews/:interview_id/cancel': () => ({
      params: { interview_id: vikramsInterview },
    }),
    'GET /recruiters/jobs/:job_id/walk_in': () => ({ params: { job_id: vikramsJob.id } }),
    'PUT /recruiters/jobs/:job_id/walk_in': () => ({ params: { job_id: vikramsJob.id }, body: WALK_IN }),
    'DELETE /recruiters/jobs/:job_id/walk_in': () => ({ params: { job_id: vikramsJob.id } }),
    'POST /recruiters/interviews': () => ({
      params: {},
      body: { application_ids: [vikramsApplication], details: INTERVIEW },
    }),
    // Find candidates (issue 37 §3): another company's job
    'POST /recruiters/candidates/:candidate_id/connect': () => ({
      params: { candidate_id: vikramsCandidate },
      body: { job_id: vikramsJob.id, message: 'About your job' },
    }),
    // ids in the body
    'POST /recruiters/applications/status': () => ({
      params: {},
      body: { application_ids: [vikramsApplication], status: 'rejected' },
    }),
  };

  it('sweeps every call that takes an id (a new one must be added here)', () => {
    const idTaking = CALLS.filter(
      (call) =>
        call.path.includes(':') ||
        ['POST /recruiters/applications/status', 'POST /recruiters/interviews'].includes(key(call)),
    );
    expect(idTaking.length).toBeGreaterThanOrEqual(12);
    for (const call of idTaking) expect(Object.keys(SWEEP), key(call)).toContain(key(call));
  });

  it('another company’s jobs, applicants, resumes and recordings: 404 everywhere, nothing changed, nothing leaked', async () => {
    const before = await snapshot();
    let leaks = 0;
    for (const [call, build] of Object.entries(SWEEP)) {
      const [method, path] = call.split(' ');
      const { params, body } = build();
      const answer = await sendJson(kit, method, fillPath(path, params as never), body, anita.token);
      if (answer.status !== 404) leaks += 1;
      expect(answer.status, `${call}: ${JSON.stringify(answer.body)}`).toBe(404);
      expect([
        'job_not_found',
        'applicant_not_found',
        'conversation_not_found',
        'recruiter_not_found',
        'bulk_job_not_found',
        'template_not_found',
        'interview_not_found',
        'not_found',
      ]).toContain(answer.body.code);
      expect(JSON.stringify(answer.body)).not.toContain('priya');
    }
    expect(leaks).toBe(0);
    expect(await snapshot()).toEqual(before);
    // and Anita's own lists hold none of Vikram's rows
    const mine = await sendJson(kit, 'GET', '/recruiters/jobs', undefined, anita.token);
    expect((mine.body.result as { jobs: { id: number }[] }).jobs.map((job) => job.id)).not.toContain(
      vikramsJob.id,
    );
    // Vikram still reaches his own
    expect(
      (await sendJson(kit, 'GET', `/recruiters/applications/${vikramsApplication}`, undefined, vikram.token))
        .status,
    ).toBe(200);
  });

  async function snapshot() {
    const [job] = await kit.deps.db.select().from(jobs).where(eq(jobs.id, vikramsJob.id));
    const [application] = await kit.deps.db
      .select()
      .from(applications)
      .where(eq(applications.id, vikramsApplication));
    const [vikramsAccount] = await kit.deps.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, vikram.recruiterId));
    return {
      vikram: vikramsAccount.status,
      revoked: await kit.deps.db.select({ revokedAt: sessions.revokedAt }).from(sessions),
      job: { status: job.status, title: job.jobTitle, updatedAt: job.updatedAt },
      application: { status: application.status, updatedAt: application.updatedAt },
      reviews: await kit.deps.db.select().from(applicationReviews),
      views: await kit.deps.db
        .select()
        .from(applicationViews)
        .where(eq(applicationViews.applicationId, vikramsApplication)),
      messages: await kit.deps.db.select().from(messages),
      answerReviews: await kit.deps.db.select().from(answerReviews),
      bulkJobs: await kit.deps.db.select({ id: bulkJobs.id }).from(bulkJobs),
      templates: await kit.deps.db.select().from(messageTemplates),
      interviews: await kit.deps.db.select().from(interviews),
      walkIns: await kit.deps.db.select().from(walkInDrives),
    };
  }

  it('a candidate’s token: 403 recruiters_only on every recruiter call; no token: 401', async () => {
    const signedIn = CALLS.filter((call) => call.session);
    expect(signedIn.length).toBeGreaterThanOrEqual(15);
    for (const call of signedIn) {
      const path = fillPath(call.path, {
        job_id: vikramsJob.id,
        application_id: vikramsApplication,
        question_id: 1,
        conversation_id: vikramsConversation.conversation_id,
        recruiter_id: vikram.recruiterId,
        bulk_job_id: vikramsBulkJob,
        template_id: vikramsTemplate,
        interview_id: vikramsInterview,
        candidate_id: vikramsCandidate,
      } as never);
      const body = call.body ? { email: 'x@y.co' } : undefined;
      const answer = await sendJson(kit, call.method, path, body, candidateToken);
      expect(answer, key(call)).toEqual({
        status: 403,
        body: { success: false, message: 'Recruiters only', code: 'recruiters_only' },
      });
      const anonymous = await kit.app.request(`/api${path}`, { method: call.method });
      expect(anonymous.status, key(call)).toBe(401);
    }
  });

  it('every recruiter call that needs a session is registered through the company-scope guard', () => {
    for (const call of CALLS.filter((c) => c.session))
      expect(GUARDED_RECRUITER_CALLS, key(call)).toContain(key(call));
  });

  it('bad input on every recruiter call with a body: 4xx, never 500', async () => {
    for (const call of CALLS.filter((c) => c.body && c.session)) {
      const path = fillPath(call.path, {
        job_id: vikramsJob.id,
        application_id: vikramsApplication,
        conversation_id: vikramsConversation.conversation_id,
        question_id: vikramsJob.questions[1].id,
        template_id: vikramsTemplate,
        interview_id: vikramsInterview,
        candidate_id: vikramsCandidate,
      } as never);
      for (const raw of ['{', '[]', '{"note": 5, "status": 9, "email": [], "job_title": {}}', 'null']) {
        const response = await kit.app.request(`/api${path}`, {
          method: call.method,
          headers: { authorization: `Bearer ${vikram.token}`, 'content-type': 'application/json' },
          body: raw,
        });
        expect(response.status, `${key(call)} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${key(call)} ${raw}`).toBeLessThan(500);
      }
    }
  });
});
