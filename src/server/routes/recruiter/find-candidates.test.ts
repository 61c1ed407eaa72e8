import {
  ALREADY_APPLICANT,
  CANDIDATE_NOT_FOUND,
  COMPANY_NOT_VERIFIED,
  CONNECT_LIMIT_REACHED,
  CONNECT_MESSAGE_REQUIRED,
  CONNECT_MESSAGE_TOO_LONG,
  CONNECT_PENDING,
  CONNECTS_PER_DAY,
} from '@contract/recruiter/find-candidates';
import { connectRequests, deliveryQueue, notifications } from '@server/db/schema';
import { type AuthKit, openAuthKit } from '@server/test-kits/auth-test-kit';
import { connect, findWorld, recordedCandidate, search } from '@server/test-kits/find-candidates-test-kit';
import { PLAIN_JOB } from '@server/test-kits/interview-test-kit';
import {
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

type Found = { candidate_id: number; [key: string]: unknown };
const idsOf = (answer: { body: Record<string, unknown> }) =>
  ((answer.body.result as { candidates: Found[] }).candidates ?? []).map((c) => c.candidate_id);

/** Find candidates, the recruiter's side (issue 37 §3). */
describe.each(testBackends())('Find candidates ($name)', (backend) => {
  let kit: AuthKit;
  let world: Awaited<ReturnType<typeof findWorld>>;

  beforeAll(async () => {
    kit = await openAuthKit(backend);
  });
  afterAll(async () => {
    await kit?.close();
  });
  beforeEach(async () => {
    await kit.reset();
    world = await findWorld(kit);
  });

  it('finds only findable, active, onboarded candidates, and none of their name, contact, date of birth or gender', async () => {
    const found = await recordedCandidate(kit);
    const hidden = await recordedCandidate(kit, {}, { findable: false });
    const gone = await recordedCandidate(kit, {}, { status: 'deactivated' });
    const unfinished = await recordedCandidate(kit, {}, { onboarded: false });
    const answer = await search(kit, world.anita.token);
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual([found.id]);
    expect(answer.body.result).toMatchObject({
      total: 1,
      sent_today: 0,
      open_jobs: [{ job_id: world.job.id, job_title: PLAIN_JOB.job_title }],
    });
    const [row] = (answer.body.result as { candidates: Found[] }).candidates;
    expect(Object.keys(row).sort()).toEqual(
      [
        'candidate_id',
        'roles',
        'process',
        'certification',
        'city',
        'experience_level',
        'experience_months',
        'notice',
        'work_preference',
        'last_active',
        'request',
      ].sort(),
    );
    expect(row).toMatchObject({
      roles: ['Coding', 'AR Calling'],
      process: 'Non-voice Process',
      certification: 'CPC',
      city: 'Chennai',
      experience_level: 'experienced',
      experience_months: 42,
      notice: '30 days',
      work_preference: ['Hybrid', 'Remote'],
      last_active: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      request: null,
    });
    const text = JSON.stringify(answer.body);
    for (const secret of ['Meenakshi', 'Sundaram', found.email, found.phone, '1995-04-12', 'Female'])
      expect(text).not.toContain(secret);
    for (const other of [hidden, gone, unfinished]) expect(idsOf(answer)).not.toContain(other.id);
  });

  it('filters by role, certification, city, experience, notice and work preference', async () => {
    const coder = await recordedCandidate(kit, {
      roles: 'Coding',
      certified: 1,
      city: 'Chennai',
      level: 'experienced',
      years: 4,
      noticeDays: 15,
      openToWork: 'Remote',
    });
    const caller = await recordedCandidate(kit, {
      process: 'voice',
      roles: 'AR Calling',
      certified: null,
      city: 'Noida',
      experienceCity: 'Pune',
      level: 'freshers',
      years: 0,
      months: 0,
      noticeDays: null,
      openToWork: 'Work from Office',
    });
    const both = [coder.id, caller.id].sort();
    const cases: [Record<string, string | number>, number[]][] = [
      [{}, both],
      [{ role: 'coding' }, [coder.id]],
      [{ role: 'AR Calling' }, [caller.id]],
      [{ certification: 'certified' }, [coder.id]],
      [{ certification: 'not_certified' }, [caller.id]],
      [{ city: 'chennai' }, [coder.id]],
      [{ city: 'Pune' }, [caller.id]],
      [{ experience_level: 'freshers' }, [caller.id]],
      [{ min_years: 3 }, [coder.id]],
      [{ min_years: 5 }, []],
      [{ max_notice_days: 0 }, [caller.id]],
      [{ max_notice_days: 15 }, both],
      [{ work_preference: 'Remote' }, [coder.id]],
      [{ work_preference: 'Work from Office' }, [caller.id]],
      [{ role: 'Coding', city: 'Noida' }, []],
    ];
    for (const [filters, expected] of cases) {
      const answer = await search(kit, world.anita.token, filters);
      expect(answer.status, JSON.stringify(filters)).toBe(200);
      expect(idsOf(answer).sort(), JSON.stringify(filters)).toEqual(expected);
    }
    const bad = await search(kit, world.anita.token, { work_preference: 'Mars' });
    expect(bad.status).toBe(400);
  });

  it('refuses an unverified company plainly: 403 company_not_verified for the search and the connect', async () => {
    const candidate = await recordedCandidate(kit);
    const stranger = await signedInRecruiter(kit, {
      company: uniqueCompany('Unverified'),
      email: 'new@unverified.example',
      verified: false,
    });
    const refused = { success: false, message: COMPANY_NOT_VERIFIED, code: 'company_not_verified' };
    expect(await search(kit, stranger.token)).toEqual({ status: 403, body: refused });
    const asked = await connect(kit, stranger.token, candidate.id, world.job.id);
    expect(asked).toEqual({ status: 403, body: refused });
    const [{ n }] = await kit.deps.db.select({ n: count() }).from(connectRequests);
    expect(n).toBe(0);
  });

  it('sends a request: the candidate told in the app and by e-mail, the search shows it pending', async () => {
    const candidate = await recordedCandidate(kit);
    const sent = await connect(kit, world.anita.token, candidate.id, world.job.id);
    expect(sent.status).toBe(200);
    expect(sent.body.result).toMatchObject({ request: { status: 'pending' }, sent_today: 1 });
    const [notice] = await kit.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, candidate.id));
    expect(notice).toMatchObject({
      kind: 'connect',
      text: `${world.company} asks to connect about ${PLAIN_JOB.job_title}`,
      link: '/settings#connect-requests',
    });
    const mails = await kit.deps.db
      .select()
      .from(deliveryQueue)
      .where(eq(deliveryQueue.recipient, candidate.email));
    expect(mails.map((mail) => mail.purpose)).toEqual(['connect_request']);
    const [row] = ((await search(kit, world.anita.token)).body.result as { candidates: Found[] }).candidates;
    expect(row.request).toMatchObject({ status: 'pending' });
    // another company sees no request of Anita's
    const vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@other.example' });
    const [theirs] = ((await search(kit, vikram.token)).body.result as { candidates: Found[] }).candidates;
    expect(theirs.request).toBeNull();
  });

  it('refuses plainly: another company’s job, a closed job, a candidate not findable, an applicant, a second pending request, a bad message', async () => {
    const candidate = await recordedCandidate(kit);
    const hidden = await recordedCandidate(kit, {}, { findable: false });
    const vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@other.example' });
    const vikramsJob = await publishedJob(kit, vikram.token, PLAIN_JOB);
    expect((await connect(kit, world.anita.token, candidate.id, vikramsJob.id)).body.code).toBe(
      'job_not_found',
    );
    const closedJob = await publishedJob(kit, world.anita.token, PLAIN_JOB);
    await sendJson(kit, 'POST', `/recruiters/jobs/${closedJob.id}/close`, undefined, world.anita.token);
    const closed = await connect(kit, world.anita.token, candidate.id, closedJob.id);
    expect([closed.status, closed.body.code]).toEqual([409, 'job_closed']);
    expect(await connect(kit, world.anita.token, hidden.id, world.job.id)).toEqual({
      status: 404,
      body: { success: false, message: CANDIDATE_NOT_FOUND, code: 'candidate_not_found' },
    });
    expect((await connect(kit, world.anita.token, 999_999, world.job.id)).status).toBe(404);
    const applicant = await recordedCandidate(kit);
    await candidateApplies(
      {
        postForm: async (path, data, token) => {
          const response = await kit.app.request(`/api${path}`, {
            method: 'POST',
            body: data,
            headers: { authorization: `Bearer ${token}` },
          });
          return { status: response.status, body: await response.json() };
        },
      },
      applicant.token,
      world.job,
    );
    expect(await connect(kit, world.anita.token, applicant.id, world.job.id)).toEqual({
      status: 409,
      body: { success: false, message: ALREADY_APPLICANT, code: 'already_applicant' },
    });
    expect((await connect(kit, world.anita.token, candidate.id, world.job.id)).status).toBe(200);
    // a colleague of the same company: the company's request still waits
    const colleague = await signedInRecruiter(kit, { company: world.company, email: 'ravi@finder.example' });
    expect(await connect(kit, colleague.token, candidate.id, world.job.id)).toEqual({
      status: 409,
      body: { success: false, message: CONNECT_PENDING, code: 'connect_pending' },
    });
    const empty = await connect(kit, world.anita.token, applicant.id, world.job.id, '   ');
    expect([empty.status, empty.body.message]).toEqual([400, CONNECT_MESSAGE_REQUIRED]);
    const long = await connect(kit, world.anita.token, applicant.id, world.job.id, 'x'.repeat(1001));
    expect([long.status, long.body.message]).toEqual([400, CONNECT_MESSAGE_TOO_LONG]);
    const [{ n }] = await kit.deps.db.select({ n: count() }).from(connectRequests);
    expect(n).toBe(1);
  });

  it(`allows ${CONNECTS_PER_DAY} requests a recruiter in 24 hours: the next is 429 and writes nothing`, async () => {
    const candidate = await recordedCandidate(kit);
    const other = await recordedCandidate(kit);
    // the day's first 50 (to another candidate, answered): as the call writes them
    await kit.deps.db.insert(connectRequests).values(
      Array.from({ length: CONNECTS_PER_DAY }, (_, i) => ({
        companyId: world.anita.companyId,
        recruiterId: world.anita.recruiterId,
        candidateId: other.id,
        jobId: world.job.id,
        message: `Request ${i}`,
        status: 'declined',
        createdAt: new Date(kit.deps.now().getTime() - i * 60_000),
      })),
    );
    expect((await search(kit, world.anita.token)).body.result).toMatchObject({
      sent_today: CONNECTS_PER_DAY,
    });
    const before = await kit.deps.db.select({ n: count() }).from(notifications);
    expect(await connect(kit, world.anita.token, candidate.id, world.job.id)).toEqual({
      status: 429,
      body: { success: false, message: CONNECT_LIMIT_REACHED, code: 'connect_limit_reached' },
    });
    expect(await kit.deps.db.select({ n: count() }).from(connectRequests)).toEqual([{ n: CONNECTS_PER_DAY }]);
    expect(await kit.deps.db.select({ n: count() }).from(notifications)).toEqual(before);
    // a colleague has a limit of their own
    const colleague = await signedInRecruiter(kit, { company: world.company, email: 'ravi@finder.example' });
    expect((await connect(kit, colleague.token, candidate.id, world.job.id)).status).toBe(200);
    // 24 hours after the oldest, one more fits
    kit.advance(24 * 60 * 60 * 1000 - (CONNECTS_PER_DAY - 1) * 60_000 + 1);
    const third = await recordedCandidate(kit);
    expect((await connect(kit, world.anita.token, third.id, world.job.id)).status).toBe(200);
    expect((await connect(kit, world.anita.token, other.id, world.job.id)).status).toBe(429);
  });
});
