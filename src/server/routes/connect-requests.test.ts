import { CONNECT_REQUEST_ANSWERED, CONNECT_REQUEST_NOT_FOUND } from '@contract/connect-requests';
import { JOB_CLOSED } from '@contract/jobs';
import {
  applicationEvents,
  applications,
  connectRequests,
  conversations,
  messages,
  users,
} from '@server/db/schema';
import { type AuthKit, openAuthKit } from '@server/test-kits/auth-test-kit';
import { connect, findWorld, recordedCandidate, search } from '@server/test-kits/find-candidates-test-kit';
import { PLAIN_JOB } from '@server/test-kits/interview-test-kit';
import {
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const MESSAGE = 'Hello, your coding experience fits our Medical Coder opening. Shall we talk?';
type Request = { request_id: number; status: string; conversation_id: number | null };

/** Let recruiters find me and the requests to connect, the candidate's side (issue 37 §3). */
describe.each(testBackends())('requests to connect ($name)', (backend) => {
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

  /** A findable candidate with Anita's pending request; answers the candidate and the request's id. */
  async function requested() {
    const candidate = await recordedCandidate(kit);
    expect((await connect(kit, world.anita.token, candidate.id, world.job.id, MESSAGE)).status).toBe(200);
    const list = await sendJson(kit, 'GET', '/candidates/connect_requests', undefined, candidate.token);
    const [request] = (list.body.result as { requests: Request[] }).requests;
    return { candidate, requestId: request.request_id };
  }
  const answer = (token: string, requestId: number, accept: boolean) =>
    sendJson(kit, 'POST', `/candidates/connect_requests/${requestId}/answer`, { accept }, token);

  it('Let recruiters find me is off by default, turned on and off by its own call', async () => {
    const candidate = await recordedCandidate(kit, {}, { findable: false });
    const read = () => sendJson(kit, 'GET', '/candidates/discoverability', undefined, candidate.token);
    expect((await read()).body.result).toEqual({ findable: false, findable_since: null });
    expect((await search(kit, world.anita.token)).body.result).toMatchObject({ total: 0 });
    const on = await sendJson(
      kit,
      'POST',
      '/candidates/discoverability',
      { findable: true },
      candidate.token,
    );
    expect(on.body.result).toEqual({ findable: true, findable_since: kit.deps.now().toISOString() });
    expect((await read()).body.result).toMatchObject({ findable: true });
    expect((await search(kit, world.anita.token)).body.result).toMatchObject({ total: 1 });
    await sendJson(kit, 'POST', '/candidates/discoverability', { findable: false }, candidate.token);
    expect((await read()).body.result).toEqual({ findable: false, findable_since: null });
    expect((await search(kit, world.anita.token)).body.result).toMatchObject({ total: 0 });
    const bad = await sendJson(
      kit,
      'POST',
      '/candidates/discoverability',
      { findable: 'yes' },
      candidate.token,
    );
    expect(bad.status).toBe(400);
  });

  it('lists the candidate’s requests, the pending first, with the company, its Verified state, the job and the message', async () => {
    const { candidate, requestId } = await requested();
    const list = await sendJson(kit, 'GET', '/candidates/connect_requests', undefined, candidate.token);
    expect(list.body.result).toEqual({
      requests: [
        {
          request_id: requestId,
          company_name: world.company,
          company_verified: true,
          job_id: world.job.id,
          job_title: PLAIN_JOB.job_title,
          message: MESSAGE,
          status: 'pending',
          created_at: kit.deps.now().toISOString(),
          answered_at: null,
          conversation_id: null,
        },
      ],
    });
    // answered ones after the pending, newest first
    await answer(candidate.token, requestId, false);
    kit.advance(60_000);
    const vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@order.example' });
    const vikramsJob = await publishedJob(kit, vikram.token, PLAIN_JOB);
    expect((await connect(kit, vikram.token, candidate.id, vikramsJob.id)).status).toBe(200);
    kit.advance(60_000);
    const colleague = await signedInRecruiter(kit, { company: world.company, email: 'ravi@order.example' });
    expect((await connect(kit, colleague.token, candidate.id, world.job.id)).status).toBe(200);
    const ordered = await sendJson(kit, 'GET', '/candidates/connect_requests', undefined, candidate.token);
    expect(
      (ordered.body.result as { requests: (Request & { company_name: string })[] }).requests.map((r) => [
        r.company_name,
        r.status,
      ]),
    ).toEqual([
      [world.company, 'pending'],
      [expect.stringContaining('Acme RCM'), 'pending'],
      [world.company, 'declined'],
    ]);
    const other = await recordedCandidate(kit);
    const theirs = await sendJson(kit, 'GET', '/candidates/connect_requests', undefined, other.token);
    expect(theirs.body.result).toEqual({ requests: [] });
  });

  it('accepting makes an application (new, no resume) and opens the conversation with the recruiter’s message; the recruiter then sees the name', async () => {
    const { candidate, requestId } = await requested();
    // Recruiter reach out off: the candidate's own acceptance still opens the conversation
    await kit.deps.db.update(users).set({ recruiterReachOut: false }).where(eq(users.id, candidate.id));
    const accepted = await answer(candidate.token, requestId, true);
    expect(accepted.status).toBe(200);
    const request = (accepted.body.result as { request: Request }).request;
    expect(request).toMatchObject({ status: 'accepted', answered_at: kit.deps.now().toISOString() });
    const [application] = await kit.deps.db
      .select()
      .from(applications)
      .where(eq(applications.userId, candidate.id));
    expect(application).toMatchObject({ jobId: world.job.id, status: 'new', resumeFileId: null });
    const events = await kit.deps.db
      .select({ event: applicationEvents.event })
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, application.id));
    expect(events).toEqual([{ event: 'applied' }]);
    const [conversation] = await kit.deps.db
      .select()
      .from(conversations)
      .where(eq(conversations.applicationId, application.id));
    expect(request.conversation_id).toBe(conversation.id);
    const written = await kit.deps.db
      .select({ body: messages.body, role: messages.senderRole })
      .from(messages)
      .where(eq(messages.conversationId, conversation.id));
    expect(written).toEqual([{ body: MESSAGE, role: 'recruiter' }]);
    const chat = await sendJson(
      kit,
      'GET',
      `/candidates/conversations/${conversation.id}`,
      undefined,
      candidate.token,
    );
    expect(JSON.stringify(chat.body)).toContain(MESSAGE);
    // the recruiter's applicant page: the name now, and no resume
    const page = await sendJson(
      kit,
      'GET',
      `/recruiters/applications/${application.id}`,
      undefined,
      world.anita.token,
    );
    expect(page.status).toBe(200);
    expect(JSON.stringify(page.body)).toContain('Meenakshi');
    expect(page.body.result).toMatchObject({ applicant: { resume: null } });
    const [row] = (
      (await search(kit, world.anita.token)).body.result as { candidates: { request: unknown }[] }
    ).candidates;
    expect(row.request).toMatchObject({ status: 'accepted' });
    // a repeat answers plainly and changes nothing
    expect(await answer(candidate.token, requestId, true)).toEqual({
      status: 409,
      body: { success: false, message: CONNECT_REQUEST_ANSWERED, code: 'connect_request_answered' },
    });
    expect(await kit.deps.db.select({ n: count() }).from(messages)).toEqual([{ n: 1 }]);
  });

  it('a job closed meanwhile: 409 job_closed and nothing changes', async () => {
    const { candidate, requestId } = await requested();
    await sendJson(kit, 'POST', `/recruiters/jobs/${world.job.id}/close`, undefined, world.anita.token);
    expect(await answer(candidate.token, requestId, true)).toEqual({
      status: 409,
      body: { success: false, message: JOB_CLOSED, code: 'job_closed' },
    });
    const [request] = await kit.deps.db.select().from(connectRequests);
    expect(request).toMatchObject({ status: 'pending', answeredAt: null, applicationId: null });
    expect(await kit.deps.db.select({ n: count() }).from(applications)).toEqual([{ n: 0 }]);
    expect(await kit.deps.db.select({ n: count() }).from(conversations)).toEqual([{ n: 0 }]);
  });

  it('declining records it and nothing else; the company may ask again later', async () => {
    const { candidate, requestId } = await requested();
    const declined = await answer(candidate.token, requestId, false);
    expect(declined.body.result).toMatchObject({ request: { status: 'declined', conversation_id: null } });
    expect(await kit.deps.db.select({ n: count() }).from(applications)).toEqual([{ n: 0 }]);
    expect((await answer(candidate.token, requestId, true)).status).toBe(409);
    expect((await connect(kit, world.anita.token, candidate.id, world.job.id)).status).toBe(200);
  });

  it('another candidate’s request: 404 as if absent, and it stays pending', async () => {
    const { requestId } = await requested();
    const other = await recordedCandidate(kit);
    expect(await answer(other.token, requestId, true)).toEqual({
      status: 404,
      body: { success: false, message: CONNECT_REQUEST_NOT_FOUND, code: 'connect_request_not_found' },
    });
    expect(await kit.deps.db.select({ status: connectRequests.status }).from(connectRequests)).toEqual([
      { status: 'pending' },
    ]);
  });
});
