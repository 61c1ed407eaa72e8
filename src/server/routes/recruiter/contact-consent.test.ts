import type { MyData } from '@contract/account';
import type { Applicant } from '@contract/recruiter/applicants';
import { fillPath } from '@contract/recruiter/paths';
import { contactConsentLog, deliveryQueue, profiles } from '@server/db/schema';
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

/**
 * Issue 37 §3: no answer of any recruiter call carries the candidate's phone, e-mail, date of
 * birth or gender without the candidate's consent; after it, the phone and e-mail where expected,
 * the date of birth and gender still never. Every call of GUARDED_RECRUITER_CALLS is called with
 * valid ids of the recruiter's own company (a new call without a request here fails the test).
 */

const PHONE = '9123456780';
const EMAIL = 'zq.meera.contact@example.com';
const DOB = '1987-03-14';
const GENDER = 'Non-binary';
/** The date of birth as any answer could spell it. */
const DOB_SPELLINGS = [DOB, '14/03/1987', '14-03-1987', '03/14/1987', '14 Mar 1987', 'Mar 14, 1987'];

type Kit = AuthKit & {
  postForm: (
    path: string,
    data: FormData,
    token?: string,
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
};

describe.each(sqlBackends())('contact only with consent, every recruiter call ($name)', (backend) => {
  let kit: Kit;
  let recruiter: Awaited<ReturnType<typeof signedInRecruiter>>;
  let colleague: Awaited<ReturnType<typeof signedInRecruiter>>;
  let job: Awaited<ReturnType<typeof publishedJob>>;
  let spareJob: Awaited<ReturnType<typeof publishedJob>>;
  let application: number;
  let company: string;
  let colleagues = 0;
  let candidateToken: string;
  let candidateId: number;
  const ids = {
    draft: 0,
    conversation: 0,
    message: 0,
    bulkJob: 0,
    template: 0,
    interview: 0,
    version: 0,
    noteVersion: 1,
  };

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
    company = uniqueCompany('AGS Health');
    recruiter = await signedInRecruiter(kit, { company, email: 'asha@ags.example' });
    job = await publishedJob(kit, recruiter.token);
    candidateId = await kit.insertUser({ email: EMAIL, phoneNo: PHONE, onboardingCompleted: true });
    await kit.deps.db.insert(profiles).values({
      userId: candidateId,
      gender: GENDER,
      dateOfBirth: DOB,
      termsAccepted: true,
      preferredLocations: ['Chennai'],
      currentWorkLocation: 'Chennai',
      openToWork: 'Full Time',
      willingToRelocate: true,
      willingForNightShift: false,
    });
    candidateToken = await createSession(kit.deps, candidateId);
    application = await candidateApplies(kit, candidateToken, job);
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
    venue: 'Our office',
  };

  /** Each guarded call with valid ids and body, in an order where each can succeed. */
  const CALLS: [string, () => { params?: Record<string, number>; body?: unknown }][] = [
    ['GET /recruiters/me', () => ({})],
    ['GET /recruiters/colleagues', () => ({})],
    ['POST /recruiters/invites', () => ({ body: { email: 'new@ags.example' } })],
    ['GET /recruiters/job_roles', () => ({})],
    // the company's own profile and mailbox (issue 37 §1): nothing of a candidate, refused input here
    ['GET /recruiters/company', () => ({})],
    ['PUT /recruiters/company', () => ({ body: {} })],
    ['POST /recruiters/company/mailbox', () => ({ body: { email: 'hr@gmail.com' } })],
    ['POST /recruiters/company/mailbox/verify', () => ({ body: { code: '000000' } })],
    // Find candidates (issue 37 §3): the candidate is not findable, so the connect is 404
    ['GET /recruiters/candidates', () => ({})],
    [
      'POST /recruiters/candidates/:candidate_id/connect',
      () => ({ params: { candidate_id: candidateId }, body: { job_id: job.id, message: 'Hello' } }),
    ],
    ['GET /recruiters/jobs', () => ({})],
    ['POST /recruiters/jobs', () => ({ body: COMPLETE_JOB })],
    ['GET /recruiters/jobs/:job_id', () => ({ params: { job_id: job.id } })],
    ['GET /recruiters/jobs/:job_id/applicants', () => ({ params: { job_id: job.id } })],
    ['GET /recruiters/jobs/:job_id/applicants.csv', () => ({ params: { job_id: job.id } })],
    ['GET /recruiters/applications/:application_id', () => ({ params: { application_id: application } })],
    [
      'GET /recruiters/applications/:application_id/resume',
      () => ({ params: { application_id: application } }),
    ],
    [
      'GET /recruiters/applications/:application_id/audio/:question_id',
      () => ({ params: { application_id: application, question_id: job.questions[1].id } }),
    ],
    [
      'PUT /recruiters/applications/:application_id/answers/:question_id/review',
      () => ({
        params: { application_id: application, question_id: job.questions[1].id },
        body: { rating: 4, comment: 'Clear' },
      }),
    ],
    [
      'PUT /recruiters/applications/:application_id/note',
      () => ({
        params: { application_id: application },
        body: { note: 'Call back', version: ids.noteVersion },
      }),
    ],
    [
      'POST /recruiters/applications/:application_id/contact_request',
      () => ({ params: { application_id: application } }),
    ],
    [
      'POST /recruiters/applications/:application_id/messages',
      () => ({ params: { application_id: application }, body: { body: 'Hello from AGS Health' } }),
    ],
    [
      'GET /recruiters/applications/:application_id/conversation',
      () => ({ params: { application_id: application } }),
    ],
    ['GET /recruiters/conversations', () => ({})],
    [
      'POST /recruiters/conversations/:conversation_id/read',
      () => ({ params: { conversation_id: ids.conversation }, body: { message_id: ids.message } }),
    ],
    [
      'POST /recruiters/applications/:application_id/interviews',
      () => ({ params: { application_id: application }, body: INTERVIEW }),
    ],
    [
      'GET /recruiters/applications/:application_id/interviews',
      () => ({ params: { application_id: application } }),
    ],
    ['GET /recruiters/interviews', () => ({})],
    [
      'PUT /recruiters/interviews/:interview_id',
      () => ({ params: { interview_id: ids.interview }, body: INTERVIEW }),
    ],
    ['POST /recruiters/interviews/:interview_id/cancel', () => ({ params: { interview_id: ids.interview } })],
    ['POST /recruiters/interviews', () => ({ body: { application_ids: [application], details: INTERVIEW } })],
    ['PUT /recruiters/jobs/:job_id/walk_in', () => ({ params: { job_id: job.id }, body: WALK_IN })],
    ['GET /recruiters/jobs/:job_id/walk_in', () => ({ params: { job_id: job.id } })],
    ['DELETE /recruiters/jobs/:job_id/walk_in', () => ({ params: { job_id: job.id } })],
    [
      'POST /recruiters/templates',
      () => ({ body: { name: `Invite ${ids.template}`, body: 'Hi {first_name}' } }),
    ],
    ['GET /recruiters/templates', () => ({})],
    [
      'PUT /recruiters/templates/:template_id',
      () => ({
        params: { template_id: ids.template },
        body: { name: `Renamed ${ids.template}`, body: 'Hello {first_name}' },
      }),
    ],
    ['DELETE /recruiters/templates/:template_id', () => ({ params: { template_id: ids.template } })],
    [
      'POST /recruiters/jobs/:job_id/bulk-jobs',
      () => ({
        params: { job_id: job.id },
        body: { kind: 'message', body: 'Hello {first_name}', filters: {} },
      }),
    ],
    ['GET /recruiters/bulk-jobs/:bulk_job_id', () => ({ params: { bulk_job_id: ids.bulkJob } })],
    [
      'PUT /recruiters/applications/:application_id/status',
      () => ({
        params: { application_id: application },
        body: { status: 'interview', version: ids.version },
      }),
    ],
    [
      'POST /recruiters/applications/:application_id/status/undo',
      () => ({ params: { application_id: application }, body: { version: ids.version } }),
    ],
    [
      'POST /recruiters/applications/status',
      () => ({ body: { application_ids: [application], status: 'shortlisted' } }),
    ],
    [
      'PUT /recruiters/jobs/:job_id',
      () => ({ params: { job_id: spareJob.id }, body: { ...COMPLETE_JOB, version: spareJob.version } }),
    ],
    ['POST /recruiters/jobs/:job_id/copy', () => ({ params: { job_id: spareJob.id } })],
    ['POST /recruiters/jobs/:job_id/close', () => ({ params: { job_id: spareJob.id } })],
    ['POST /recruiters/jobs/:job_id/reopen', () => ({ params: { job_id: spareJob.id } })],
    ['POST /recruiters/jobs/close', () => ({ body: { job_ids: [spareJob.id] } })],
    ['POST /recruiters/jobs/:job_id/publish', () => ({ params: { job_id: ids.draft } })],
    [
      'DELETE /recruiters/colleagues/:recruiter_id',
      () => ({ params: { recruiter_id: colleague.recruiterId } }),
    ],
  ];
  /** With no undo window (the test's config) the change has reached the candidate at once: 409 undo_expired. */
  const REFUSED = new Map([
    ['POST /recruiters/applications/:application_id/status/undo', 409],
    ['PUT /recruiters/company', 400],
    ['POST /recruiters/company/mailbox', 400],
    ['POST /recruiters/company/mailbox/verify', 400],
    ['POST /recruiters/candidates/:candidate_id/connect', 404],
  ]);
  /** The calls a recruiter makes without a session (an invitation's acceptance): nothing of a candidate. */
  const UNGUARDED = ['POST /recruiters/invites/accept'];

  /** Calls every recruiter call once; answers each call's status and body as text (JSON, CSV, bytes). */
  async function sweep(): Promise<Map<string, { status: number; text: string }>> {
    const answers = new Map<string, { status: number; text: string }>();
    // a fresh open job for the job calls and a colleague to remove (the last sweep closed and removed its own)
    spareJob = await publishedJob(kit, recruiter.token);
    colleague = await signedInRecruiter(kit, { company, email: `ravi${++colleagues}@ags.example` });
    for (const [call, build] of CALLS) {
      const [method, path] = call.split(' ');
      // a schedule moved the applicant on: the status change names the version it is based on
      if (call.startsWith('PUT /recruiters/applications/:application_id/status')) {
        const page = await sendJson(
          kit,
          'GET',
          `/recruiters/applications/${application}`,
          undefined,
          recruiter.token,
        );
        remember('', JSON.stringify(page.body));
      }
      if (call === 'PUT /recruiters/jobs/:job_id') {
        const read = await sendJson(
          kit,
          'GET',
          `/recruiters/jobs/${spareJob.id}`,
          undefined,
          recruiter.token,
        );
        spareJob.version = (read.body.result as { job: { version: number } }).job.version;
      }
      const { params = {}, body } = build();
      const response = await kit.app.request(`/api${fillPath(path, params as never)}`, {
        method,
        headers: { authorization: `Bearer ${recruiter.token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
      answers.set(call, { status: response.status, text });
      remember(call, text);
    }
    return answers;
  }

  /** What the sweep reads of the answers. */
  type Answered = {
    conversation_id?: number;
    message?: { message_id: number };
    interview?: { interview_id: number };
    job?: { id: number };
    template?: { template_id: number };
    bulk_job?: { bulk_job_id: number };
    applicant?: { version: number };
    version?: number;
  };

  /** Keeps the ids the later calls need from an answer. */
  function remember(call: string, text: string) {
    const result = (() => {
      try {
        return (JSON.parse(text) as { result?: Answered }).result ?? {};
      } catch {
        return {};
      }
    })();
    if (call === 'POST /recruiters/applications/:application_id/messages' && result.conversation_id) {
      ids.conversation = result.conversation_id;
      ids.message = result.message?.message_id ?? 0;
    }
    if (call === 'POST /recruiters/applications/:application_id/interviews' && result.interview)
      ids.interview = result.interview.interview_id;
    if (call === 'POST /recruiters/jobs' && result.job) ids.draft = result.job.id;
    if (call === 'POST /recruiters/templates' && result.template) ids.template = result.template.template_id;
    if (call === 'POST /recruiters/jobs/:job_id/bulk-jobs' && result.bulk_job)
      ids.bulkJob = result.bulk_job.bulk_job_id;
    if (result.applicant) ids.version = result.applicant.version;
    if (call.endsWith('/note') && result.version) ids.noteVersion = result.version;
  }

  const never = (text: string, call: string, values: string[]) => {
    for (const value of values) expect(text, `${call} carries ${value}`).not.toContain(value);
  };

  it('every guarded recruiter call is swept here', () => {
    const swept = new Set([...CALLS.map(([call]) => call), ...UNGUARDED]);
    for (const call of GUARDED_RECRUITER_CALLS) expect([...swept], call).toContain(call);
  });

  it('without consent no answer carries the phone, e-mail, date of birth or gender; with it the phone and e-mail where expected, never the rest', async () => {
    const before = await sweep();
    for (const [call, { status, text }] of before) {
      expect(status < 400 ? 200 : status, `${call}: ${text.slice(0, 300)}`).toBe(REFUSED.get(call) ?? 200);
      never(text, call, [PHONE, EMAIL, GENDER, ...DOB_SPELLINGS]);
    }
    // nor does any e-mail to the recruiter (an interview's .ics names its attendee)
    const mails = await kit.deps.db
      .select()
      .from(deliveryQueue)
      .where(eq(deliveryQueue.recipient, 'asha@ags.example'));
    expect(mails.length).toBeGreaterThan(0);
    never(JSON.stringify(mails), 'the recruiter’s e-mails', [PHONE, EMAIL, GENDER, ...DOB_SPELLINGS]);
    // the shortlist (the sweep's last status change) asked the candidate; they share
    const asked = await sendJson(kit, 'GET', '/candidates/contact_sharing', undefined, candidateToken);
    expect(asked.body.result).toEqual({
      shares: [expect.objectContaining({ company_id: recruiter.companyId, state: 'asked' })],
    });
    const shared = await sendJson(
      kit,
      'POST',
      '/candidates/contact_sharing/answer',
      { company_id: recruiter.companyId, share: true },
      candidateToken,
    );
    expect(shared.status).toBe(200);
    const after = await sweep();
    for (const [call, { status, text }] of after) {
      expect(status < 400 ? 200 : status, `${call}: ${text.slice(0, 300)}`).toBe(REFUSED.get(call) ?? 200);
      never(text, call, [GENDER, ...DOB_SPELLINGS]);
    }
    for (const call of [
      'GET /recruiters/applications/:application_id',
      'GET /recruiters/jobs/:job_id/applicants.csv',
    ]) {
      expect(after.get(call)?.text, call).toContain(PHONE);
      expect(after.get(call)?.text, call).toContain(EMAIL);
    }
  });

  it('a share withdrawn hides the contact again; each consent is logged once, in the export', async () => {
    const page = `/recruiters/applications/${application}`;
    const shown = await sendJson(kit, 'GET', page, undefined, recruiter.token);
    expect((shown.body.result as { applicant: Applicant }).applicant.contact).toEqual({
      email: EMAIL,
      phone_no: PHONE,
    });
    // a second Share (a replay, another device) logs nothing more
    await sendJson(
      kit,
      'POST',
      '/candidates/contact_sharing/answer',
      { company_id: recruiter.companyId, share: true },
      candidateToken,
    );
    const withdrawn = await sendJson(
      kit,
      'POST',
      '/candidates/contact_sharing/withdraw',
      { company_id: recruiter.companyId },
      candidateToken,
    );
    expect(withdrawn.body.result).toEqual({ shares: [] });
    const hidden = await sendJson(kit, 'GET', page, undefined, recruiter.token);
    expect((hidden.body.result as { applicant: Applicant }).applicant).toMatchObject({
      contact: null,
      contact_state: 'not_shared',
    });
    never(JSON.stringify(hidden.body), page, [PHONE, EMAIL]);
    const log = await kit.deps.db
      .select()
      .from(contactConsentLog)
      .where(eq(contactConsentLog.companyId, recruiter.companyId));
    expect(log.map((row) => row.action)).toEqual(['given', 'withdrawn']);
    // who saw my profile: the application viewed, the resume downloaded, the contact seen (the sweeps)
    const seen = await sendJson(kit, 'GET', '/candidates/profile_sightings', undefined, candidateToken);
    const sightings = (seen.body.result as { sightings: { company_name: string; kind: string }[] }).sightings;
    expect(sightings.map((row) => row.kind).sort()).toEqual(['application', 'contact', 'resume']);
    expect(sightings.every((row) => row.company_name === company)).toBe(true);
    const exported = await sendJson(kit, 'GET', '/candidates/export', undefined, candidateToken);
    expect((exported.body.result as MyData).profile_sightings).toHaveLength(3);
    expect((exported.body.result as MyData).contact_consents).toEqual([
      expect.objectContaining({ company_name: expect.stringContaining('AGS Health'), action: 'given' }),
      expect.objectContaining({ company_name: expect.stringContaining('AGS Health'), action: 'withdrawn' }),
    ]);
  });
});
