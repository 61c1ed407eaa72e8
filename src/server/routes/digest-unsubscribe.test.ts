import { EMPTY_SAVED_SEARCH } from '@contract/saved-searches';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestDatabase } from '../db/client';
import { companies, deliveryQueue, jobs, users } from '../db/schema';
import type { AppDeps } from '../deps';
import { smtpTransport } from '../services/delivery/email/smtp';
import { DEFAULT_SENDER_RULES, deliverDueMail } from '../services/delivery/sender';
import { writeDigest } from '../services/digest/saved-search-digest';
import {
  BAD_LINK_TITLE,
  EXPIRED_LINK_TITLE,
  NOT_ONE_CLICK_TITLE,
  STALE_LINK_TITLE,
  UNKNOWN_LINK_TITLE,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBED_TITLE,
} from '../services/digest/unsubscribe-page';
import { savePreferences } from '../services/preferences';
import { createSavedSearch } from '../services/saved-searches';
import { startSmtpTestServer } from '../test-kits/smtp-test-server';
import { testBackends } from '../test-kits/test-backends';
import { insertUser, testApp, testClock, testDeps } from '../test-kits/test-helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PUBLIC_URL = 'https://careers.example.in';
const HOUR = 60 * 60_000;
const ONE_CLICK = 'List-Unsubscribe=One-Click';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

describe.each(testBackends())('the digest’s one-click unsubscribe ($name)', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  let app: Hono;
  const clock = testClock(new Date('2026-11-26T03:30:00.000Z'));
  let serial = 0;

  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, { publicUrl: PUBLIC_URL }, clock.now);
    app = testApp(deps);
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A candidate whose digest was just queued: the row and the digest's unsubscribe link. */
  async function digested(known?: Awaited<ReturnType<typeof insertUser>>) {
    const city = `Unsub${String.fromCharCode(97 + ++serial)}town`;
    const user = known ?? (await insertUser(deps));
    await createSavedSearch(deps, user.id, {
      name: `Coders ${serial}`,
      search: { ...EMPTY_SAVED_SEARCH, location: city },
    });
    clock.advance(HOUR);
    const [company] = await database.db
      .insert(companies)
      .values({ name: `Acme Health ${city}`, city })
      .returning({ id: companies.id });
    await database.db.insert(jobs).values({
      companyId: company.id,
      jobTitle: 'Medical Coder',
      roleName: 'Medical Coder',
      typeName: 'Full Time',
      process: 'nonvoice',
      location: city,
      experienceLevel: 'Experienced',
      specialisations: '',
      certificationsRequired: '',
      searchRole: 'medical coder',
      searchSkill: '',
      searchCert: '',
      createdAt: clock.now(),
    });
    clock.advance(HOUR);
    expect(await writeDigest(deps, user.id)).toBe(true);
    const [mail] = await database.db
      .select()
      .from(deliveryQueue)
      .where(and(eq(deliveryQueue.recipient, user.email), eq(deliveryQueue.purpose, 'digest')))
      .orderBy(desc(deliveryQueue.id));
    const link = new URL(mail.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '');
    expect(link.origin).toBe(PUBLIC_URL);
    return { user, mail, path: `${link.pathname}${link.search}` };
  }

  /** Daily digest, and Email alerts, which no unsubscribe link may change. */
  const digestOf = async (userId: number) => {
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row.emailAlerts).toBe(true);
    return row.dailyDigest;
  };
  const unsubscribe = (path: string) => app.request(path, { method: 'POST', headers: FORM, body: ONE_CLICK });

  it('reaches a real SMTP server with List-Unsubscribe, List-Unsubscribe-Post and both parts', async () => {
    const { user, path } = await digested();
    const smtp = await startSmtpTestServer();
    const transport = smtpTransport(smtp.url, 'RCM Careers <jobs@example.in>');
    try {
      // one by one: the other tests' queued e-mails may go first
      for (let round = 0; round < 20 && smtp.receivedBy(user.email).length === 0; round++) {
        await deliverDueMail(deps, transport, { ...DEFAULT_SENDER_RULES, batchSize: 50 });
      }
      const [received] = smtp.receivedBy(user.email);
      // the headers as sent (unfolded), and as a mail client reads them (mailparser's `list`)
      const headers = received.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
      expect(headers).toContain(`List-Unsubscribe: <${PUBLIC_URL}${path}>`);
      expect(headers).toContain(`List-Unsubscribe-Post: ${ONE_CLICK}`);
      expect(received.headers.get('list')).toEqual({
        unsubscribe: { url: `${PUBLIC_URL}${path}` },
        'unsubscribe-post': { name: ONE_CLICK },
      });
      expect(received.raw).toContain('multipart/alternative');
      expect(received.text).toContain('Medical Coder, Acme Health');
      expect(received.html).toContain('>Medical Coder</a>');
    } finally {
      transport.close();
      await smtp.close();
    }
  });

  it('a GET shows the question and its button, and changes nothing', async () => {
    const { user, path } = await digested();
    const page = await app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(html).toContain(`<button type="submit">${UNSUBSCRIBE_BUTTON}</button>`);
    expect(await digestOf(user.id)).toBe(true);
  });

  it('a POST with the RFC 8058 body, without any session, turns Daily digest off and Email alerts not; a replay answers the same', async () => {
    const { user, path } = await digested();
    const first = await unsubscribe(path);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(UNSUBSCRIBED_TITLE);
    expect(await digestOf(user.id)).toBe(false);
    const again = await unsubscribe(path);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain(UNSUBSCRIBED_TITLE);
    expect(await digestOf(user.id)).toBe(false);
    // the digest is off: the next day's new matches are not e-mailed
    clock.advance(24 * HOUR);
    expect(await writeDigest(deps, user.id)).toBe(false);
  });

  it('takes the one-click body as multipart/form-data too', async () => {
    const { user, path } = await digested();
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const answer = await app.request(path, { method: 'POST', body: form });
    expect(answer.status).toBe(200);
    expect(await digestOf(user.id)).toBe(false);
  });

  it('a replay of a link issued before the candidate turned Daily digest on changes nothing', async () => {
    const { user, path: old } = await digested();
    expect((await unsubscribe(old)).status).toBe(200);
    expect(await digestOf(user.id)).toBe(false);
    clock.advance(HOUR);
    await savePreferences(database.db, user.id, { daily_digest: true }, clock.now());
    clock.advance(HOUR);
    const replay = await unsubscribe(old);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toContain(STALE_LINK_TITLE);
    expect(await digestOf(user.id)).toBe(true);
    // the next digest's link, issued after the opt-in, works
    clock.advance(24 * HOUR);
    const { path: newer } = await digested(user);
    expect(await (await unsubscribe(newer)).text()).toContain(UNSUBSCRIBED_TITLE);
    expect(await digestOf(user.id)).toBe(false);
  });

  it('a link stops working after 60 days, with a page saying so', async () => {
    const { user, path } = await digested();
    clock.advance(60 * 24 * HOUR);
    expect((await app.request(path)).status).toBe(200);
    clock.advance(1000);
    for (const init of [undefined, { method: 'POST', headers: FORM, body: ONE_CLICK }]) {
      const answer = await app.request(path, init);
      expect(answer.status).toBe(410);
      expect(await answer.text()).toContain(EXPIRED_LINK_TITLE);
    }
    expect(await digestOf(user.id)).toBe(true);
  });

  it('refuses a bad or unknown token, or a POST without the one-click body, with a 4xx page (never 500)', async () => {
    const { user, path } = await digested();
    const base = path.split('?')[0];
    const cases: [string, RequestInit | undefined, number, string][] = [
      [base, undefined, 400, BAD_LINK_TITLE],
      [`${base}?token=abc`, undefined, 400, BAD_LINK_TITLE],
      [`${base}?token=${user.id}`, { method: 'POST', headers: FORM, body: ONE_CLICK }, 400, BAD_LINK_TITLE],
      [`${base}?token=${'A'.repeat(43)}`, undefined, 404, UNKNOWN_LINK_TITLE],
      [
        `${base}?token=${'A'.repeat(43)}`,
        { method: 'POST', headers: FORM, body: ONE_CLICK },
        404,
        UNKNOWN_LINK_TITLE,
      ],
      [path, { method: 'POST', headers: FORM, body: '' }, 400, NOT_ONE_CLICK_TITLE],
      [path, { method: 'POST', headers: FORM, body: 'List-Unsubscribe=Yes' }, 400, NOT_ONE_CLICK_TITLE],
      [
        path,
        { method: 'POST', headers: FORM, body: `${ONE_CLICK}&x=${'y'.repeat(5000)}` },
        413,
        NOT_ONE_CLICK_TITLE,
      ],
    ];
    for (const [url, init, status, title] of cases) {
      const answer = await app.request(url, init);
      expect(answer.status, `${init?.method ?? 'GET'} ${url.slice(0, 80)}`).toBe(status);
      expect(await answer.text()).toContain(title);
    }
    expect(await digestOf(user.id)).toBe(true);
  });
});
