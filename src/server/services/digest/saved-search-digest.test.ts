import { EMPTY_SAVED_SEARCH } from '@contract/saved-searches';
import type { TestDatabase } from '@server/db/client';
import { companies, deliveryQueue, jobs, savedSearchDigests, users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { testBackends } from '@server/test-kits/test-backends';
import { insertUser, testClock, testDeps } from '@server/test-kits/test-helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSavedSearch } from '../saved-searches';
import {
  DIGEST_UNSUBSCRIBE_PATH,
  digestDay,
  digestOfToken,
  isDigestHour,
  startDigestRuns,
  unsubscribeDigest,
  writeDigest,
  writeDueDigests,
} from './saved-search-digest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const PUBLIC_URL = 'https://careers.example.in';
const HOUR = 60 * 60_000;

describe('digestDay', () => {
  it('is the calendar day in India', () => {
    expect(digestDay(new Date('2026-11-26T18:29:59.000Z'))).toBe('2026-11-26');
    expect(digestDay(new Date('2026-11-26T18:30:00.000Z'))).toBe('2026-11-27');
  });
});

describe('isDigestHour', () => {
  it('is from 08:00 to midnight in India', () => {
    expect(isDigestHour(new Date('2026-11-26T18:30:00.000Z'))).toBe(false); // 00:00
    expect(isDigestHour(new Date('2026-11-27T02:29:59.000Z'))).toBe(false); // 07:59:59
    expect(isDigestHour(new Date('2026-11-27T02:30:00.000Z'))).toBe(true); // 08:00
    expect(isDigestHour(new Date('2026-11-27T18:29:59.000Z'))).toBe(true); // 23:59:59
  });
});

describe.each(testBackends())('the saved-search digest ($name)', (backend) => {
  let database: TestDatabase;
  let deps: AppDeps;
  let companyId: number;
  // 09:00 in India
  const clock = testClock(new Date('2026-11-26T03:30:00.000Z'));
  let serial = 0;

  beforeAll(async () => {
    database = await backend.open();
    deps = testDeps(database.db, { publicUrl: PUBLIC_URL }, clock.now);
    const [company] = await database.db
      .insert(companies)
      .values({ name: 'Acme <Health>', city: 'Chennai' })
      .returning({ id: companies.id });
    companyId = company.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A city of the test's own, so no other test's jobs match its searches. */
  const newCity = () => `Digest${String.fromCharCode(97 + ++serial)}pur`;

  async function postJob(title: string, city: string, options: { status?: string } = {}) {
    const [job] = await database.db
      .insert(jobs)
      .values({
        companyId,
        jobTitle: title,
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
        status: options.status ?? 'open',
        createdAt: clock.now(),
      })
      .returning({ id: jobs.id });
    return job.id;
  }

  /** A candidate with one saved search (the jobs in `city`), saved now. */
  async function candidateSearching(city: string, fields: Partial<typeof users.$inferInsert> = {}) {
    const user = await insertUser(deps, fields);
    await createSavedSearch(deps, user.id, {
      name: `Coder in ${city}`,
      search: { ...EMPTY_SAVED_SEARCH, location: city },
    });
    return user;
  }

  const digestsTo = (to: string) =>
    database.db
      .select()
      .from(deliveryQueue)
      .where(and(eq(deliveryQueue.recipient, to), eq(deliveryQueue.purpose, 'digest')))
      .orderBy(deliveryQueue.id);

  const tokenOf = (mail: { headers: Record<string, string> | null }) => {
    const header = mail.headers?.['List-Unsubscribe'] ?? '';
    return new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
  };

  it('e-mails the new matches, grouped by search, with both parts, the job links and the RFC 8058 headers', async () => {
    const city = newCity();
    const other = newCity();
    const user = await candidateSearching(city);
    await createSavedSearch(deps, user.id, {
      name: 'Anywhere else',
      search: { ...EMPTY_SAVED_SEARCH, location: other },
    });
    clock.advance(HOUR);
    const first = await postJob('Medical Coder <II>', city);
    const second = await postJob('AR Caller', other);
    await postJob('Draft job', city, { status: 'draft' });
    clock.advance(HOUR);

    expect(await writeDueDigests(deps)).toBeGreaterThanOrEqual(1);
    const [mail] = await digestsTo(user.email);
    expect(mail.subject).toBe('New jobs for your saved searches');
    expect(mail.status).toBe('queued');
    expect(mail.body).toContain(`Coder in ${city} (1 new job)`);
    expect(mail.body).toContain(
      `- Medical Coder <II>, Acme <Health>, ${city}\n  ${PUBLIC_URL}/jobs/${first}`,
    );
    expect(mail.body).toContain(`Anywhere else (1 new job)`);
    expect(mail.body).toContain(`${PUBLIC_URL}/jobs/${second}`);
    expect(mail.body).toContain(`See all jobs for this search: ${PUBLIC_URL}/jobs?location=${city}`);
    expect(mail.body).not.toContain('Draft job');
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/jobs/${first}">Medical Coder &lt;II&gt;</a>`);
    expect(mail.html).toContain('Acme &lt;Health&gt;');
    expect(mail.html).not.toContain('<II>');
    const token = tokenOf(mail);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${PUBLIC_URL}${DIGEST_UNSUBSCRIBE_PATH}?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.body).toContain(`${PUBLIC_URL}${DIGEST_UNSUBSCRIBE_PATH}?token=${token}`);
    // the token is not stored, only its hash; the user id is not in it
    const [digest] = await database.db
      .select()
      .from(savedSearchDigests)
      .where(eq(savedSearchDigests.userId, user.id));
    expect(digest.tokenHash).not.toContain(token);
    expect(digest.jobCount).toBe(2);
  });

  it('sends at most one a day, and only jobs no digest sent before', async () => {
    const city = newCity();
    const user = await candidateSearching(city);
    clock.advance(HOUR);
    const first = await postJob('Coder one', city);
    clock.advance(HOUR);
    expect(await writeDigest(deps, user.id)).toBe(true);
    // a new match the same day waits for tomorrow
    clock.advance(HOUR);
    const second = await postJob('Coder two', city);
    clock.advance(HOUR);
    expect(await writeDigest(deps, user.id)).toBe(false);
    await writeDueDigests(deps);
    expect(await digestsTo(user.email)).toHaveLength(1);

    clock.advance(24 * HOUR);
    expect(await writeDigest(deps, user.id)).toBe(true);
    const mails = await digestsTo(user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1].body).toContain(`/jobs/${second}`);
    expect(mails[1].body).not.toContain(`/jobs/${first}`);
    expect(mails[1].subject).toBe(`1 new job for “Coder in ${city}”`);
    // each digest has its own token
    expect(tokenOf(mails[1])).not.toBe(tokenOf(mails[0]));
  });

  it('sends nothing without a new match, and a match later that day still goes that day', async () => {
    const city = newCity();
    const user = await candidateSearching(city);
    clock.advance(HOUR);
    // an old job (posted before the search was saved) is not new to it
    expect(await writeDigest(deps, user.id)).toBe(false);
    expect(await digestsTo(user.email)).toHaveLength(0);
    const rows = await database.db
      .select()
      .from(savedSearchDigests)
      .where(eq(savedSearchDigests.userId, user.id));
    expect(rows).toHaveLength(0);
    await postJob('Coder later', city);
    clock.advance(HOUR);
    expect(await writeDigest(deps, user.id)).toBe(true);
  });

  it('sends nothing with Daily digest off, or to an account that is not active; Email alerts is apart', async () => {
    const city = newCity();
    const off = await candidateSearching(city, { dailyDigest: false });
    const alertsOff = await candidateSearching(city, { emailAlerts: false });
    const gone = await candidateSearching(city, { status: 'deactivated' });
    clock.advance(HOUR);
    await postJob('Coder', city);
    clock.advance(HOUR);
    await writeDueDigests(deps);
    expect(await writeDigest(deps, off.id)).toBe(false);
    expect(await writeDigest(deps, gone.id)).toBe(false);
    expect(await digestsTo(off.email)).toHaveLength(0);
    expect(await digestsTo(gone.email)).toHaveLength(0);
    expect(await digestsTo(alertsOff.email)).toHaveLength(1);
    // turned on again: the matches it missed are still new
    await database.db.update(users).set({ dailyDigest: true }).where(eq(users.id, off.id));
    expect(await writeDigest(deps, off.id)).toBe(true);
  });

  it('two runs at once (two server processes) write one digest', async () => {
    const city = newCity();
    const candidates = [await candidateSearching(city), await candidateSearching(city)];
    clock.advance(HOUR);
    await postJob('Coder', city);
    clock.advance(HOUR);
    const other: AppDeps = testDeps(database.db, { publicUrl: PUBLIC_URL }, clock.now);
    await Promise.all([
      writeDigest(deps, candidates[0].id),
      writeDigest(other, candidates[0].id),
      writeDueDigests(deps),
      writeDueDigests(other),
    ]);
    for (const candidate of candidates) {
      expect(await digestsTo(candidate.email)).toHaveLength(1);
      const rows = await database.db
        .select()
        .from(savedSearchDigests)
        .where(eq(savedSearchDigests.userId, candidate.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('each process runs it every DIGEST_EVERY_MINUTES, from 08:00 in India', async () => {
    const city = newCity();
    const user = await candidateSearching(city);
    clock.advance(HOUR);
    await postJob('Coder', city);
    // the next day, 07:30 in India
    const start = clock.now().getTime();
    const morning = Date.parse(`${digestDay(new Date(start + 24 * HOUR))}T02:00:00.000Z`);
    clock.advance(morning - start);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const runs: Promise<number>[] = [];
    const stop = startDigestRuns(deps, 60, (runDeps) => {
      const run = writeDueDigests(runDeps);
      runs.push(run);
      return run;
    });
    try {
      await vi.advanceTimersByTimeAsync(59 * 60_000);
      expect(runs).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(60_000);
      // 07:30: not yet
      expect(runs).toHaveLength(0);
      clock.advance(HOUR); // 08:30
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(runs).toHaveLength(1);
      await Promise.all(runs);
      expect(await digestsTo(user.email)).toHaveLength(1);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });

  it('the token turns the digest off (Daily digest alone), again and again; a bad or unknown one is refused', async () => {
    const city = newCity();
    const user = await candidateSearching(city);
    clock.advance(HOUR);
    await postJob('Coder', city);
    clock.advance(HOUR);
    await writeDigest(deps, user.id);
    const [mail] = await digestsTo(user.email);
    const token = tokenOf(mail);

    expect(await digestOfToken(deps, token)).toMatchObject({ ok: true });
    expect(await unsubscribeDigest(deps, token)).toMatchObject({ ok: true });
    const [after] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ dailyDigest: false, emailAlerts: true });
    expect(await unsubscribeDigest(deps, token)).toMatchObject({ ok: true });

    expect(await unsubscribeDigest(deps, undefined)).toEqual({ ok: false, status: 400 });
    expect(await unsubscribeDigest(deps, 'short')).toEqual({ ok: false, status: 400 });
    expect(await unsubscribeDigest(deps, String(user.id))).toEqual({ ok: false, status: 400 });
    expect(await unsubscribeDigest(deps, 'A'.repeat(43))).toEqual({ ok: false, status: 404 });
  });
});
