import { randomUUID } from 'node:crypto';
import {
  COMPANY_BLOCKED,
  CONVERSATION_NOT_FOUND,
  candidateConversation,
  candidateConversations,
  MESSAGE_MAX,
  MESSAGE_NOT_FOUND,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  type Message,
  NO_CONVERSATION,
  REACH_OUT_OFF,
  readCandidateConversation,
  sendCandidateMessage,
  setCompanyChatSettings,
  UNBLOCK_TO_REPLY,
} from '@contract/chat';
import {
  applicationConversation,
  readRecruiterConversation,
  recruiterConversations,
  sendRecruiterMessage,
} from '@contract/recruiter/chat';
import { reportMessage } from '@contract/reports';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, notifications, reports, users } from '../db/schema';
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

const NO_QUESTIONS = {
  ...COMPLETE_JOB,
  job_title: 'Medical Coder',
  role_name: 'Coding',
  questions: [],
};

type Recruiter = Awaited<ReturnType<typeof signedInRecruiter>>;
type Candidate = { userId: number; token: string };

describe.each(testBackends())('the chat calls ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Recruiter; // company A
  let sunil: Recruiter; // company A too
  let vikram: Recruiter; // company B
  let priya: Candidate; // applied to A's job
  let ravi: Candidate; // applied to A's job
  let meena: Candidate; // applied to B's job
  let priyaApp: number;
  let raviApp: number;
  let meenaApp: number;
  let companyA: string;

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    companyA = uniqueCompany('Acme Health');
    anita = await signedInRecruiter(kit, { company: companyA, email: 'anita@acme.example' });
    sunil = await signedInRecruiter(kit, { company: companyA, email: 'sunil@acme.example' });
    vikram = await signedInRecruiter(kit, {
      company: uniqueCompany('Beta RCM'),
      email: 'vikram@beta.example',
    });
    const jobA = await publishedJob(kit, anita.token, NO_QUESTIONS);
    const jobB = await publishedJob(kit, vikram.token, NO_QUESTIONS);
    priya = await candidateAt(kit, 'experienced');
    ravi = await candidateAt(kit, 'experienced');
    meena = await candidateAt(kit, 'experienced');
    priyaApp = await candidateApplies(kit, priya.token, jobA);
    raviApp = await candidateApplies(kit, ravi.token, jobA);
    meenaApp = await candidateApplies(kit, meena.token, jobB);
  });

  const send = (who: { token: string }, method: string, path: string, body?: unknown, headers = {}) =>
    headers && Object.keys(headers).length
      ? Promise.resolve(
          kit.app.request(`/api${path}`, {
            method,
            headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json', ...headers },
            body: JSON.stringify(body),
          }),
        ).then(async (response) => ({ status: response.status, body: await response.json() }) as AnswerOf)
      : sendJson(kit, method, path, body, who.token);
  const recruiterWrites = async (
    recruiter: Recruiter,
    applicationId: number,
    body = 'Hello, are you free to talk?',
  ) => {
    const answer = await send(recruiter, 'POST', `/recruiters/applications/${applicationId}/messages`, {
      body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(v.is(sendRecruiterMessage.answer, answer.body)).toBe(true);
    return answer.body.result as { message: Message; conversation_id: number };
  };
  const valid = (schema: v.GenericSchema, answer: AnswerOf) => {
    const parsed = v.safeParse(schema, answer.body);
    expect(parsed.issues?.[0], JSON.stringify(answer.body).slice(0, 400)).toBeUndefined();
    return answer.body.result as Record<string, unknown>;
  };
  const refused = (answer: AnswerOf, status: number, code: string, message?: string) => {
    expect({ status: answer.status, code: answer.body.code }).toEqual({ status, code });
    if (message) expect(answer.body.message).toBe(message);
  };
  const messageCount = async () =>
    Number((await kit.deps.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0].n);

  it('a recruiter writes first; the candidate lists, opens, reads and replies; Seen and the unread counts follow', async () => {
    const started = await recruiterWrites(anita, priyaApp, 'Hello Priya, <b>can we talk</b>?');
    expect(started.message).toMatchObject({
      sender: 'recruiter',
      sender_name: 'Test Recruiter',
      body: 'Hello Priya, <b>can we talk</b>?',
    });
    await recruiterWrites(sunil, priyaApp, 'Also: https://example.test/form');

    const list = valid(candidateConversations.answer, await send(priya, 'GET', '/candidates/conversations'));
    expect(list).toMatchObject({
      unread_total: 2,
      conversations: [
        {
          conversation_id: started.conversation_id,
          application_id: priyaApp,
          job_title: 'Medical Coder',
          company_name: companyA,
          company_id: anita.companyId,
          unread: 2,
          muted: false,
          blocked: false,
          last_message: { body: 'Also: https://example.test/form', sender: 'recruiter' },
        },
      ],
    });

    const opened = valid(
      candidateConversation.answer,
      await send(priya, 'GET', `/candidates/conversations/${started.conversation_id}`),
    );
    const shown = opened.messages as Message[];
    expect(shown.map((m) => m.body)).toEqual([
      'Hello Priya, <b>can we talk</b>?',
      'Also: https://example.test/form',
    ]);
    expect(opened.seen_message_id).toBeNull();

    // reads the first: one left; a read never moves back
    const read = await send(priya, 'POST', `/candidates/conversations/${started.conversation_id}/read`, {
      message_id: shown[0].message_id,
    });
    expect(valid(readCandidateConversation.answer, read)).toEqual({ unread_total: 1 });
    const readAll = { message_id: shown[1].message_id };
    expect(
      (await send(priya, 'POST', `/candidates/conversations/${started.conversation_id}/read`, readAll)).body
        .result,
    ).toEqual({
      unread_total: 0,
    });
    const back = { message_id: shown[0].message_id };
    expect(
      (await send(priya, 'POST', `/candidates/conversations/${started.conversation_id}/read`, back)).body
        .result,
    ).toEqual({
      unread_total: 0,
    });

    // the recruiter's side: the candidate has read both: Seen under the second
    const ofApplication = valid(
      applicationConversation.answer,
      await send(anita, 'GET', `/recruiters/applications/${priyaApp}/conversation`),
    );
    expect(ofApplication).toMatchObject({
      can_start: true,
      cannot_start_reason: null,
      seen_message_id: shown[1].message_id,
    });

    const reply = await send(priya, 'POST', `/candidates/conversations/${started.conversation_id}/messages`, {
      body: '  Yes, after 5 pm.  ',
    });
    const replied = valid(sendCandidateMessage.answer, reply).message as Message;
    expect(replied).toMatchObject({
      sender: 'candidate',
      body: 'Yes, after 5 pm.',
      sender_name: 'Test Candidate',
    });

    // the inbox: both recruiters see it, each with its own unread
    const inbox = valid(recruiterConversations.answer, await send(sunil, 'GET', '/recruiters/conversations'));
    expect(inbox).toMatchObject({
      total: 1,
      unread_total: 1,
      conversations: [
        {
          conversation_id: started.conversation_id,
          application_id: priyaApp,
          candidate_name: 'Test Candidate',
          unread: 1,
          last_message: { body: 'Yes, after 5 pm.' },
        },
      ],
    });
    // Seen for the candidate only once a recruiter read her reply
    let candidateView = await send(priya, 'GET', `/candidates/conversations/${started.conversation_id}`);
    expect(candidateView.body.result).toMatchObject({ seen_message_id: null });
    const recruiterRead = await send(
      sunil,
      'POST',
      `/recruiters/conversations/${started.conversation_id}/read`,
      {
        message_id: replied.message_id,
      },
    );
    expect(valid(readRecruiterConversation.answer, recruiterRead)).toEqual({ unread_total: 0 });
    candidateView = await send(priya, 'GET', `/candidates/conversations/${started.conversation_id}`);
    expect(candidateView.body.result).toMatchObject({ seen_message_id: replied.message_id });
    // anita has not read it
    expect((await send(anita, 'GET', '/recruiters/conversations')).body.result).toMatchObject({
      unread_total: 1,
    });

    // the recruiter's message told the candidate (one notification per message)
    const told = await kit.deps.db.select().from(notifications).where(eq(notifications.userId, priya.userId));
    expect(told.map((n) => ({ kind: n.kind, text: n.text, link: n.link }))).toEqual([
      {
        kind: 'message',
        text: `${companyA} sent you a message about Medical Coder`,
        link: `/chat?c=${started.conversation_id}`,
      },
      {
        kind: 'message',
        text: `${companyA} sent you a message about Medical Coder`,
        link: `/chat?c=${started.conversation_id}`,
      },
    ]);
  });

  it("reading every recruiter message of a conversation reads its 'message' notifications too", async () => {
    const write = async (body: string) =>
      (await send(anita, 'POST', `/recruiters/applications/${priyaApp}/messages`, { body })).body.result as {
        conversation_id: number;
        message: { message_id: number };
      };
    const first = await write('Hello Priya');
    const second = await write('Are you free on Monday?');
    const unreadNotifications = async () =>
      (await kit.deps.db.select().from(notifications).where(eq(notifications.userId, priya.userId))).filter(
        (n) => n.readAt === null,
      ).length;
    const read = (messageId: number) =>
      send(priya, 'POST', `/candidates/conversations/${first.conversation_id}/read`, {
        message_id: messageId,
      });
    expect(await unreadNotifications()).toBe(2);
    // a newer message is still unread: the bell keeps both
    expect((await read(first.message.message_id)).status).toBe(200);
    expect(await unreadNotifications()).toBe(2);
    expect((await read(second.message.message_id)).status).toBe(200);
    expect(await unreadNotifications()).toBe(0);
    const badges = await send(priya, 'GET', '/candidates/badges');
    expect(badges.body.result).toEqual({ chat_unread: 0, notifications_unread: 0 });
    await write('One more thing');
    expect(await unreadNotifications()).toBe(1);
  });

  it('a candidate cannot open a conversation first', async () => {
    const list = await send(priya, 'GET', '/candidates/conversations');
    expect(list.body.result).toEqual({ conversations: [], unread_total: 0 });
    // no call writes to a company or an application: only to a conversation a recruiter started
    refused(
      await send(priya, 'POST', `/candidates/applications/${priyaApp}/messages`, { body: 'Hi' }),
      404,
      'not_found',
    );
    refused(
      await send(priya, 'POST', `/recruiters/applications/${priyaApp}/messages`, { body: 'Hi' }),
      403,
      'recruiters_only',
    );
    refused(
      await send(priya, 'POST', '/candidates/conversations/1/messages', { body: 'Hi' }),
      404,
      'conversation_not_found',
      CONVERSATION_NOT_FOUND,
    );
    refused(
      await send(priya, 'POST', `/candidates/companies/${anita.companyId}/chat_settings`, { blocked: true }),
      404,
      'no_conversation',
      NO_CONVERSATION,
    );
    expect(await messageCount()).toBe(0);
  });

  it('IDOR sweep: a candidate reaches only its own conversations, a recruiter only its company’s (404)', async () => {
    const withRavi = await recruiterWrites(anita, raviApp);
    const withMeena = await recruiterWrites(vikram, meenaApp);
    const withPriya = await recruiterWrites(anita, priyaApp);
    const before = await messageCount();
    const raviId = withRavi.conversation_id;

    // priya on ravi's conversation, every candidate call
    refused(await send(priya, 'GET', `/candidates/conversations/${raviId}`), 404, 'conversation_not_found');
    refused(
      await send(priya, 'POST', `/candidates/conversations/${raviId}/messages`, { body: 'x' }),
      404,
      'conversation_not_found',
    );
    refused(
      await send(priya, 'POST', `/candidates/conversations/${raviId}/read`, {
        message_id: withRavi.message.message_id,
      }),
      404,
      'conversation_not_found',
    );
    refused(
      await send(priya, 'POST', `/candidates/messages/${withRavi.message.message_id}/report`, {
        reason: 'spam',
      }),
      404,
      'message_not_found',
    );
    // her own conversation, another's message
    refused(
      await send(priya, 'POST', `/candidates/conversations/${withPriya.conversation_id}/read`, {
        message_id: withRavi.message.message_id,
      }),
      404,
      'message_not_found',
      MESSAGE_NOT_FOUND,
    );
    // a company she has no conversation with
    refused(
      await send(priya, 'POST', `/candidates/companies/${vikram.companyId}/chat_settings`, { muted: true }),
      404,
      'no_conversation',
    );
    const listed = (await send(priya, 'GET', '/candidates/conversations')).body.result as {
      conversations: { conversation_id: number }[];
    };
    expect(listed.conversations.map((c) => c.conversation_id)).toEqual([withPriya.conversation_id]);

    // vikram (company B) on company A's application and conversation, every recruiter call
    refused(
      await send(vikram, 'GET', `/recruiters/applications/${raviApp}/conversation`),
      404,
      'applicant_not_found',
    );
    refused(
      await send(vikram, 'POST', `/recruiters/applications/${raviApp}/messages`, { body: 'x' }),
      404,
      'applicant_not_found',
    );
    refused(
      await send(vikram, 'POST', `/recruiters/applications/${priyaApp}/messages`, { body: 'x' }),
      404,
      'applicant_not_found',
    );
    refused(
      await send(vikram, 'POST', `/recruiters/conversations/${raviId}/read`, {
        message_id: withRavi.message.message_id,
      }),
      404,
      'conversation_not_found',
    );
    // his own conversation, another company's message
    refused(
      await send(vikram, 'POST', `/recruiters/conversations/${withMeena.conversation_id}/read`, {
        message_id: withRavi.message.message_id,
      }),
      404,
      'message_not_found',
    );
    const inbox = (await send(vikram, 'GET', '/recruiters/conversations')).body.result as {
      conversations: { conversation_id: number }[];
      total: number;
    };
    expect(inbox.total).toBe(1);
    expect(inbox.conversations.map((c) => c.conversation_id)).toEqual([withMeena.conversation_id]);

    // each role on the other's calls: 403
    refused(await send(anita, 'GET', `/candidates/conversations/${raviId}`), 403, 'candidates_only');
    refused(
      await send(anita, 'POST', `/candidates/conversations/${raviId}/messages`, { body: 'x' }),
      403,
      'candidates_only',
    );
    refused(await send(ravi, 'GET', '/recruiters/conversations'), 403, 'recruiters_only');
    refused(
      await send(ravi, 'POST', `/recruiters/conversations/${raviId}/read`, { message_id: 1 }),
      403,
      'recruiters_only',
    );
    // no session
    const anonymous = await kit.app.request(`/api/candidates/conversations/${raviId}`);
    expect(anonymous.status).toBe(401);

    expect(await messageCount()).toBe(before);
    expect(await kit.deps.db.select().from(reports)).toEqual([]);
  });

  it('muted: no notification and not counted; blocked: no messages either way until unblocked', async () => {
    const first = await recruiterWrites(anita, priyaApp);
    const settings = `/candidates/companies/${anita.companyId}/chat_settings`;
    const muted = await send(priya, 'POST', settings, { muted: true });
    expect(valid(setCompanyChatSettings.answer, muted)).toEqual({ muted: true, blocked: false });

    await recruiterWrites(sunil, priyaApp, 'Second');
    const told = await kit.deps.db.select().from(notifications).where(eq(notifications.userId, priya.userId));
    expect(told).toHaveLength(1); // the first only
    const list = (await send(priya, 'GET', '/candidates/conversations')).body.result as {
      unread_total: number;
      conversations: { unread: number; muted: boolean }[];
    };
    expect(list.unread_total).toBe(0);
    expect(list.conversations[0]).toMatchObject({ unread: 2, muted: true });

    expect((await send(priya, 'POST', settings, { blocked: true })).body.result).toEqual({
      muted: true,
      blocked: true,
    });
    refused(
      await send(anita, 'POST', `/recruiters/applications/${priyaApp}/messages`, { body: 'Third' }),
      409,
      'company_blocked',
      COMPANY_BLOCKED,
    );
    expect(
      (await send(anita, 'GET', `/recruiters/applications/${priyaApp}/conversation`)).body.result,
    ).toMatchObject({
      can_start: false,
      cannot_start_reason: COMPANY_BLOCKED,
    });
    refused(
      await send(priya, 'POST', `/candidates/conversations/${first.conversation_id}/messages`, {
        body: 'Hi',
      }),
      409,
      'company_blocked',
      UNBLOCK_TO_REPLY,
    );
    // ravi did not block them
    await recruiterWrites(anita, raviApp);

    expect((await send(priya, 'POST', settings, { blocked: false, muted: false })).body.result).toEqual({
      muted: false,
      blocked: false,
    });
    await recruiterWrites(anita, priyaApp, 'Fourth');
    const reply = await send(priya, 'POST', `/candidates/conversations/${first.conversation_id}/messages`, {
      body: 'Hi',
    });
    expect(reply.status).toBe(200);
    expect((await send(priya, 'GET', '/candidates/conversations')).body.result).toMatchObject({
      unread_total: 0,
    });
  });

  it('Recruiter reach out off: no recruiter can start a conversation; one already started goes on', async () => {
    const jobA2 = await publishedJob(kit, anita.token, { ...NO_QUESTIONS, job_title: 'AR Caller' });
    const secondApp = await candidateApplies(kit, priya.token, jobA2);
    const started = await recruiterWrites(anita, priyaApp);
    await kit.deps.db.update(users).set({ recruiterReachOut: false }).where(eq(users.id, priya.userId));

    refused(
      await send(sunil, 'POST', `/recruiters/applications/${secondApp}/messages`, { body: 'Hello' }),
      409,
      'reach_out_off',
      REACH_OUT_OFF,
    );
    expect(
      (await send(sunil, 'GET', `/recruiters/applications/${secondApp}/conversation`)).body.result,
    ).toEqual({
      conversation: null,
      messages: [],
      can_start: false,
      cannot_start_reason: REACH_OUT_OFF,
      seen_message_id: null,
    });
    // the started one goes on, both ways
    expect(
      (await send(sunil, 'GET', `/recruiters/applications/${priyaApp}/conversation`)).body.result,
    ).toMatchObject({
      can_start: true,
      cannot_start_reason: null,
    });
    const more = await recruiterWrites(sunil, priyaApp, 'Following up');
    expect(more.conversation_id).toBe(started.conversation_id);
    const reply = await send(priya, 'POST', `/candidates/conversations/${started.conversation_id}/messages`, {
      body: 'Ok',
    });
    expect(reply.status).toBe(200);
  });

  it('bad input is 4xx with a clear message, and writes nothing', async () => {
    const started = await recruiterWrites(anita, priyaApp);
    const before = await messageCount();
    const conversationPath = `/candidates/conversations/${started.conversation_id}`;
    const cases: [Candidate | Recruiter, string, string, unknown, number, string][] = [
      [priya, 'POST', `${conversationPath}/messages`, { body: '' }, 400, MESSAGE_REQUIRED],
      [priya, 'POST', `${conversationPath}/messages`, { body: ' \n ' }, 400, MESSAGE_REQUIRED],
      [
        priya,
        'POST',
        `${conversationPath}/messages`,
        { body: 'x'.repeat(MESSAGE_MAX + 1) },
        400,
        MESSAGE_TOO_LONG,
      ],
      [priya, 'POST', `${conversationPath}/messages`, { body: 42 }, 400, MESSAGE_REQUIRED],
      [priya, 'POST', `${conversationPath}/messages`, {}, 400, 'body is required'],
      [
        priya,
        'POST',
        `${conversationPath}/messages`,
        { body: 'x', html: true },
        400,
        'Request has an unknown field',
      ],
      [
        priya,
        'POST',
        '/candidates/conversations/abc/messages',
        { body: 'x' },
        400,
        'conversation_id must be a positive whole number',
      ],
      [
        priya,
        'POST',
        '/candidates/conversations/0/messages',
        { body: 'x' },
        400,
        'conversation_id must be a positive whole number',
      ],
      [
        priya,
        'POST',
        '/candidates/conversations/99999999999/messages',
        { body: 'x' },
        400,
        'conversation_id must be a positive whole number',
      ],
      [
        priya,
        'POST',
        '/candidates/conversations/999999/messages',
        { body: 'x' },
        404,
        CONVERSATION_NOT_FOUND,
      ],
      [
        priya,
        'POST',
        `${conversationPath}/read`,
        { message_id: '1' },
        400,
        'message_id must be a whole number',
      ],
      [priya, 'POST', `${conversationPath}/read`, { message_id: 999999 }, 404, MESSAGE_NOT_FOUND],
      [
        priya,
        'POST',
        `/candidates/companies/${anita.companyId}/chat_settings`,
        {},
        400,
        'Please say muted or blocked',
      ],
      [
        priya,
        'POST',
        `/candidates/companies/${anita.companyId}/chat_settings`,
        { muted: 'yes' },
        400,
        'muted must be true or false',
      ],
      [
        priya,
        'POST',
        `/candidates/messages/${started.message.message_id}/report`,
        { reason: 'rude' },
        400,
        'Please choose why you are reporting it',
      ],
      [priya, 'POST', '/candidates/messages/999999/report', { reason: 'spam' }, 404, MESSAGE_NOT_FOUND],
      [
        anita,
        'POST',
        `/recruiters/applications/${priyaApp}/messages`,
        { body: '   ' },
        400,
        MESSAGE_REQUIRED,
      ],
      [
        anita,
        'POST',
        `/recruiters/applications/${priyaApp}/messages`,
        { body: 'x'.repeat(MESSAGE_MAX + 1) },
        400,
        MESSAGE_TOO_LONG,
      ],
      [
        anita,
        'POST',
        `/recruiters/applications/${priyaApp}/messages`,
        { body: ['x'] },
        400,
        MESSAGE_REQUIRED,
      ],
      [anita, 'POST', '/recruiters/applications/999999/messages', { body: 'x' }, 404, 'Applicant not found'],
      [
        anita,
        'GET',
        '/recruiters/applications/x/conversation',
        undefined,
        400,
        'application_id must be a positive whole number',
      ],
      [
        anita,
        'GET',
        '/recruiters/conversations?page=0',
        undefined,
        400,
        'page must be a whole number from 1',
      ],
      [
        anita,
        'POST',
        '/recruiters/conversations/999999/read',
        { message_id: 1 },
        404,
        CONVERSATION_NOT_FOUND,
      ],
    ];
    for (const [who, method, path, body, status, message] of cases) {
      const answer = await send(who, method, path, body);
      expect({
        path,
        body: JSON.stringify(body)?.slice(0, 60),
        status: answer.status,
        message: answer.body.message,
      }).toEqual({
        path,
        body: JSON.stringify(body)?.slice(0, 60),
        status,
        message,
      });
    }
    // malformed JSON
    const malformed = await kit.app.request(`/api${conversationPath}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${priya.token}`, 'content-type': 'application/json' },
      body: '{"body":',
    });
    expect(malformed.status).toBe(400);
    // exactly 2,000 characters is fine
    const longest = await send(priya, 'POST', `${conversationPath}/messages`, {
      body: 'y'.repeat(MESSAGE_MAX),
    });
    expect(longest.status).toBe(200);
    expect(await messageCount()).toBe(before + 1);
  });

  it('a write replayed with the same Idempotency-Key is answered once', async () => {
    const key = { 'Idempotency-Key': randomUUID() };
    const path = `/recruiters/applications/${priyaApp}/messages`;
    const first = await send(anita, 'POST', path, { body: 'Once' }, key);
    const again = await send(anita, 'POST', path, { body: 'Once' }, key);
    expect(first.status).toBe(200);
    expect(again).toEqual(first);
    const conversationId = (first.body.result as { conversation_id: number }).conversation_id;

    const replyKey = { 'Idempotency-Key': randomUUID() };
    const replyPath = `/candidates/conversations/${conversationId}/messages`;
    const reply = await send(priya, 'POST', replyPath, { body: 'Offline reply' }, replyKey);
    const replayed = await send(priya, 'POST', replyPath, { body: 'Offline reply' }, replyKey);
    expect(replayed).toEqual(reply);
    const rows = await kit.deps.db.select({ body: messages.body }).from(messages).orderBy(messages.id);
    expect(rows.map((row) => row.body)).toEqual(['Once', 'Offline reply']);
    expect(
      await kit.deps.db.select().from(notifications).where(eq(notifications.userId, priya.userId)),
    ).toHaveLength(1);
  });

  it('reports: a recruiter’s message of her own conversation, one per message and reporter', async () => {
    const started = await recruiterWrites(anita, priyaApp, 'Pay a fee of Rs 5000 to join');
    const path = `/candidates/messages/${started.message.message_id}/report`;
    // the old reasons (a write queued before issue 37) still read: scam as asks_for_money
    const report = await send(priya, 'POST', path, { reason: 'scam', details: ' asks for money ' });
    expect(valid(reportMessage.answer, report)).toEqual({ reported: true, already_reported: false });
    const second = await send(priya, 'POST', path, { reason: 'abusive' });
    expect(second.body.result).toEqual({ reported: true, already_reported: true });
    expect(second.body.message).toBe('You have reported this already. Thank you: it will be looked at.');
    const rows = await kit.deps.db
      .select()
      .from(reports)
      .where(and(eq(reports.messageId, started.message.message_id), eq(reports.reporterId, priya.userId)));
    expect(rows.map((row) => ({ kind: row.kind, reason: row.reason, details: row.details }))).toEqual([
      { kind: 'message', reason: 'asks_for_money', details: 'asks for money' },
    ]);
    // her own message is not hers to report
    const reply = await send(priya, 'POST', `/candidates/conversations/${started.conversation_id}/messages`, {
      body: 'No',
    });
    const own = (reply.body.result as { message: Message }).message;
    refused(
      await send(priya, 'POST', `/candidates/messages/${own.message_id}/report`, { reason: 'spam' }),
      404,
      'message_not_found',
    );
  });

  it('the inbox pages 20 at a time, newest activity first', async () => {
    const ids: number[] = [];
    for (const applicationId of [priyaApp, raviApp]) {
      ids.push((await recruiterWrites(anita, applicationId)).conversation_id);
      kit.advance(60_000);
    }
    const page = (await send(anita, 'GET', '/recruiters/conversations?page=1')).body.result as {
      conversations: { conversation_id: number }[];
      total: number;
    };
    expect(page.total).toBe(2);
    expect(page.conversations.map((c) => c.conversation_id)).toEqual([ids[1], ids[0]]);
    const empty = (await send(anita, 'GET', '/recruiters/conversations?page=2')).body.result as {
      conversations: unknown[];
      total: number;
    };
    expect(empty).toMatchObject({ conversations: [], total: 2 });
  });
});
