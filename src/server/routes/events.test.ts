import type { AddressInfo } from 'node:net';
import { type Message, messageSchema } from '@contract/chat';
import { EVENTS_PATH, parseEvent } from '@contract/events';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { compressAnswers } from '../compress-answers';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { DEMO_PASSWORD } from '../db/seed-data';
import { DEMO_RECRUITERS, RECRUITER_DEMO_PASSWORD } from '../db/seed-recruiters';
import { eventBusOf } from '../deps';
import { revokeSession } from '../services/sessions';
import { candidateAt, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '../test-kits/recruiter-test-kit';
import { type SseReader, sseReader } from '../test-kits/sse-reader';
import { testBackends } from '../test-kits/test-backends';
import { useTwoProcesses } from '../test-kits/two-processes';
import { eventRoutes } from './events';

const NO_QUESTIONS = { ...COMPLETE_JOB, job_title: 'Medical Coder', questions: [] };

describe.each(testBackends())('the event stream ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;
  let sunil: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikram: Awaited<ReturnType<typeof signedInRecruiter>>;
  let priya: { userId: number; token: string };
  let ravi: { userId: number; token: string };
  let priyaApp: number;
  let raviApp: number;
  let meenaApp: number;

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const company = uniqueCompany('Acme Health');
    anita = await signedInRecruiter(kit, { company, email: 'anita@acme.example' });
    sunil = await signedInRecruiter(kit, { company, email: 'sunil@acme.example' });
    vikram = await signedInRecruiter(kit, {
      company: uniqueCompany('Beta RCM'),
      email: 'vikram@beta.example',
    });
    const jobA = await publishedJob(kit, anita.token, NO_QUESTIONS);
    const jobB = await publishedJob(kit, vikram.token, NO_QUESTIONS);
    priya = await candidateAt(kit, 'experienced');
    ravi = await candidateAt(kit, 'experienced');
    const meena = await candidateAt(kit, 'experienced');
    priyaApp = await candidateApplies(kit, priya.token, jobA);
    raviApp = await candidateApplies(kit, ravi.token, jobA);
    meenaApp = await candidateApplies(kit, meena.token, jobB);
  });

  /** Opens the caller's stream and waits for `ready`. */
  async function connect(token: string, app: { request: Hono['request'] } = kit.app): Promise<SseReader> {
    const response = await app.request(`/api${EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = sseReader(response);
    onTestFinished(() => reader.close());
    expect(await reader.next()).toEqual({ event: 'ready', data: '{}' });
    return reader;
  }
  const write = async (who: { token: string }, path: string, body: string) => {
    const answer = await sendJson(kit, 'POST', path, { body }, who.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result as { message: Message; conversation_id: number };
  };
  const messageOf = (event: { event: string; data: string }) => {
    expect(event.event).toBe('message');
    const parsed = parseEvent(event.event, JSON.parse(event.data));
    if (!parsed) throw new Error(`not a message event: ${event.data}`);
    return (parsed.data as { message: Message }).message;
  };

  it('a candidate’s stream gets the message a recruiter wrote, and the notification; another candidate’s does not', async () => {
    const priyaStream = await connect(priya.token);
    const raviStream = await connect(ravi.token);
    const sent = await write(anita, `/recruiters/applications/${priyaApp}/messages`, 'Hello Priya');

    const got = messageOf(await priyaStream.next());
    expect(v.is(messageSchema, got)).toBe(true);
    expect(got).toEqual(sent.message);
    const notification = await priyaStream.next();
    expect(notification.event).toBe('notification');
    expect(JSON.parse(notification.data)).toMatchObject({
      notification: { kind: 'message', link: `/chat?c=${sent.conversation_id}`, read: false },
    });

    // Ravi's first event is his own conversation's (events arrive in commit order)
    const toRavi = await write(anita, `/recruiters/applications/${raviApp}/messages`, 'Hello Ravi');
    expect(messageOf(await raviStream.next())).toEqual(toRavi.message);
    expect(raviStream.received.filter((e) => e.event === 'message')).toHaveLength(1);
  });

  it('the company’s recruiters get the candidate’s reply and her read; another company’s do not', async () => {
    const sunilStream = await connect(sunil.token);
    const vikramStream = await connect(vikram.token);
    // a colleague's message reaches every recruiter of the company
    const started = await write(anita, `/recruiters/applications/${priyaApp}/messages`, 'Hello');
    expect(messageOf(await sunilStream.next())).toEqual(started.message);
    const reply = await write(priya, `/candidates/conversations/${started.conversation_id}/messages`, 'Hi!');
    expect(messageOf(await sunilStream.next())).toEqual(reply.message);

    const read = await sendJson(
      kit,
      'POST',
      `/candidates/conversations/${started.conversation_id}/read`,
      { message_id: started.message.message_id },
      priya.token,
    );
    expect(read.status).toBe(200);
    const readEvent = await sunilStream.next();
    expect(readEvent.event).toBe('read');
    expect(JSON.parse(readEvent.data)).toEqual({
      conversation_id: started.conversation_id,
      reader: 'candidate',
      message_id: started.message.message_id,
    });

    const own = await write(vikram, `/recruiters/applications/${meenaApp}/messages`, 'Hello Meena');
    expect(messageOf(await vikramStream.next())).toEqual(own.message);
    expect(vikramStream.received.filter((e) => e.event !== 'ready')).toHaveLength(1);
  });

  it('is never gzipped, cached or buffered; needs a live session', async () => {
    const fetch = compressAnswers(kit.app.fetch);
    const response = await fetch(
      new Request(`http://localhost/api${EVENTS_PATH}`, {
        headers: { authorization: `Bearer ${priya.token}`, 'accept-encoding': 'gzip, deflate, br' },
      }),
    );
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(response.headers.get('x-accel-buffering')).toBe('no');
    const reader = sseReader(response);
    onTestFinished(() => reader.close());
    expect((await reader.next()).event).toBe('ready');

    expect((await kit.app.request(`/api${EVENTS_PATH}`)).status).toBe(401);
    await revokeSession(kit.deps, ravi.token);
    const dead = await kit.app.request(`/api${EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${ravi.token}` },
    });
    expect(dead.status).toBe(403);
    expect(await dead.json()).toMatchObject({ code: 'invalid_session' });
  });

  it('a client that goes away is unsubscribed (served over HTTP as main.ts serves)', async () => {
    const server = serve({ fetch: compressAnswers(kit.app.fetch), port: 0, hostname: '127.0.0.1' });
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const before = eventBusOf(kit.deps).subscriberCount();
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api${EVENTS_PATH}`, {
      headers: { authorization: `Bearer ${priya.token}` },
      signal: controller.signal,
    });
    const reader = sseReader(response);
    expect((await reader.next()).event).toBe('ready');
    expect(eventBusOf(kit.deps).subscriberCount()).toBe(before + 1);
    controller.abort();
    await expect.poll(() => eventBusOf(kit.deps).subscriberCount()).toBe(before);
  });

  it('sends a heartbeat comment when quiet, and ends when the bus stops (the client reconnects)', async () => {
    const app = new Hono().route('/api', eventRoutes(kit.deps, { heartbeatMs: 50 }));
    const stream = await connect(priya.token, app);
    expect(await stream.next({ comments: true })).toEqual({ event: 'comment', data: 'heartbeat' });
    await kit.deps.bus?.close();
    kit.deps.bus = undefined;
    await expect(stream.next({ timeoutMs: 5000 })).rejects.toThrow('the stream ended');
    // a new stream works on a new bus
    const again = await connect(priya.token);
    await write(anita, `/recruiters/applications/${priyaApp}/messages`, 'Still there?');
    expect(messageOf(await again.next()).body).toBe('Still there?');
  });
});

/**
 * Issue 24: with several server processes on one PostgreSQL, a message written through one
 * reaches a reader connected to another (LISTEN/NOTIFY). Two real servers, started as `npm start`
 * runs them, with DATABASE_URL on one test database.
 */
describe.each(testBackends().filter((backend) => backend.name === 'postgres'))(
  'two server processes on one PostgreSQL ($name)',
  (backend) => {
    const processes = useTwoProcesses(backend);
    const { call, login, stream } = processes;
    const nextMessage = async (reader: SseReader) => {
      for (;;) {
        const event = await reader.next({ timeoutMs: 20_000 });
        if (event.event === 'message') return (JSON.parse(event.data) as { message: Message }).message;
      }
    };

    it('a message written through one process reaches the reader connected to the other, both ways', async () => {
      const [first, second] = [processes.first(), processes.second()];
      const anita = DEMO_RECRUITERS[0];
      const anitaToken = await login(first, anita.email, RECRUITER_DEMO_PASSWORD, 2);
      const priyaToken = await login(second, 'priya.sharma@example.com', DEMO_PASSWORD, 3);
      const applicants = (await call(
        first,
        'GET',
        `/recruiters/jobs/${anita.jobId}/applicants`,
        anitaToken,
      )) as {
        applicants: { application_id: number; name: string }[];
      };
      const priyas = applicants.applicants.find((row) => row.name === 'Priya Sharma');
      if (!priyas) throw new Error('Priya is not an applicant of job 6');

      const priyaOnSecond = await stream(second, priyaToken);
      const anitaOnFirst = await stream(first, anitaToken);

      const sent = (await call(
        first,
        'POST',
        `/recruiters/applications/${priyas.application_id}/messages`,
        anitaToken,
        {
          body: 'Written through the first process',
        },
      )) as { message: Message; conversation_id: number };
      expect(await nextMessage(priyaOnSecond)).toEqual(sent.message);

      const reply = (await call(
        second,
        'POST',
        `/candidates/conversations/${sent.conversation_id}/messages`,
        priyaToken,
        { body: 'Answered through the second' },
      )) as { message: Message };
      // Anita's stream has her own message first, then Priya's reply
      expect(await nextMessage(anitaOnFirst)).toEqual(sent.message);
      expect(await nextMessage(anitaOnFirst)).toEqual(reply.message);
    });
  },
);
