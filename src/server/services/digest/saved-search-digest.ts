import { createHash, randomBytes } from 'node:crypto';
import { publicJobListPath } from '@contract/job-search-query';
import { CANDIDATE_ROLE_ID } from '@contract/limits';
import { publicJobPath } from '@contract/public-jobs';
import { pickSavedSearch } from '@contract/saved-searches';
import { companies, jobs, savedSearchDigests, savedSearches, users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { and, asc, desc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { escapeHtml } from '../delivery/email/compose';
import { notify } from '../delivery/notify';
import { jobSearchWhere } from '../job-search';

/**
 * The saved-search digest (issue 25 §1): once a day at most, an e-mail to a candidate with Daily
 * digest on (issue 35; Email alerts, the status and message e-mails, is apart) listing the jobs posted since the last digest that their saved searches match, grouped
 * by search, with a one-click unsubscribe (RFC 8058: `List-Unsubscribe` and
 * `List-Unsubscribe-Post`, the link's page routes/digest-unsubscribe.ts) that turns Daily digest
 * alone off, works for `UNSUBSCRIBE_LINK_DAYS` and never undoes a later opt-in.
 *
 * Each candidate's digest is one transaction: it first inserts the day's digest row (unique per
 * candidate and day: a second server process, or a second run the same day, finds it taken and
 * writes nothing; its insert waits for the first one's transaction, so it never sends a second),
 * then reads each saved search's jobs posted after its watermark (`digest_sent_until`), queues the
 * e-mail and moves the watermarks to now. All of it or nothing: with no new job it rolls back, so
 * a later run that day may still send one.
 */

/** The jobs listed per saved search; the rest are behind its 'See all' link. */
export const DIGEST_JOBS_PER_SEARCH = 10;
/** India's offset from UTC: the digest's day is the candidates' calendar day. */
const INDIA_OFFSET_MS = 330 * 60_000;
/** The unsubscribe token: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Where the e-mail's unsubscribe link goes (GET: a page with a button; POST: RFC 8058). */
export const DIGEST_UNSUBSCRIBE_PATH = '/api/mail/digest-unsubscribe';
/** How long a digest's unsubscribe link works (each new digest has a new one). */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/** The digest's day of an instant: its date in India, YYYY-MM-DD. */
export function digestDay(now: Date): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The periodic runs write digests from this hour of India's morning on (none in the night). */
export const DIGEST_FROM_HOUR = 8;

/** Whether the periodic run writes digests at this instant: from 08:00 to midnight in India. */
export function isDigestHour(now: Date): boolean {
  return new Date(now.getTime() + INDIA_OFFSET_MS).getUTCHours() >= DIGEST_FROM_HOUR;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The one-click unsubscribe link of a token. */
export const unsubscribeLink = (publicUrl: string, token: string) =>
  `${publicUrl}${DIGEST_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

interface DigestJob {
  id: number;
  title: string;
  company: string;
  city: string;
}

interface DigestGroup {
  name: string;
  /** the search's results, absolute */
  seeAll: string;
  jobs: DigestJob[];
  /** how many new jobs the search has in all (more than listed when over the cap) */
  total: number;
}

const plural = (count: number) => `${count} new job${count === 1 ? '' : 's'}`;

const FOOTER =
  'You get this e-mail once a day at most, when your saved searches have new jobs, because Daily digest is on. Unsubscribe';

/** The digest's subject, plain-text part and HTML part. */
export function composeDigest(
  groups: DigestGroup[],
  links: { publicUrl: string; unsubscribe: string },
): { subject: string; text: string; html: string } {
  const subject =
    groups.length === 1
      ? `${plural(groups[0].total)} for “${groups[0].name}”`
      : 'New jobs for your saved searches';
  // public pages (issue 35 C10): a reader signed out on this device sees the job, not a login
  const jobLink = (job: DigestJob) => `${links.publicUrl}${publicJobPath(job.id)}`;
  const seeAllText = (group: DigestGroup) =>
    group.total > group.jobs.length ? `See all ${group.total} new jobs` : 'See all jobs for this search';
  const text = [
    `${subject}.`,
    ...groups.map((group) =>
      [
        `${group.name} (${plural(group.total)})`,
        ...group.jobs.map((job) => `- ${job.title}, ${job.company}, ${job.city}\n  ${jobLink(job)}`),
        `${seeAllText(group)}: ${group.seeAll}`,
      ].join('\n'),
    ),
    `--\n${FOOTER}: ${links.unsubscribe}`,
  ].join('\n\n');
  const link = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<title>${escapeHtml(subject)}</title></head>` +
    '<body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a">' +
    `<p>${escapeHtml(subject)}.</p>` +
    groups
      .map(
        (group) =>
          `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(group.name)} (${plural(group.total)})</h2><ul>` +
          group.jobs
            .map(
              (job) =>
                `<li>${link(jobLink(job), job.title)}<br>${escapeHtml(job.company)}, ${escapeHtml(job.city)}</li>`,
            )
            .join('') +
          `</ul><p>${link(group.seeAll, seeAllText(group))}</p>`,
      )
      .join('') +
    `<p style="color:#555555;font-size:13px">${escapeHtml(FOOTER)}: ${link(links.unsubscribe, 'unsubscribe from this digest')}</p>` +
    '</body></html>';
  return { subject, text, html };
}

/** Thrown inside a digest's transaction to undo its claim: there was nothing new to send. */
class NothingNew extends Error {}

/**
 * Writes one candidate's digest for `day` if none was written that day and their saved searches
 * have new jobs: answers whether it queued one.
 */
export async function writeDigest(deps: AppDeps, userId: number): Promise<boolean> {
  const now = deps.now();
  const { publicUrl } = deps.config;
  const token = randomBytes(32).toString('base64url');
  try {
    return await deps.db.transaction(async (tx) => {
      // the claim: a second writer's insert waits for this transaction, then finds the row
      const claimed = await tx
        .insert(savedSearchDigests)
        .values({ userId, day: digestDay(now), tokenHash: hashToken(token), jobCount: 0, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: savedSearchDigests.id });
      if (claimed.length === 0) return false;
      const searches = await tx
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id))
        .for('update');
      const groups: DigestGroup[] = [];
      for (const saved of searches) {
        const search = pickSavedSearch(saved.search);
        // the job search's own condition (open jobs, the filters and words) after the watermark
        const where = and(
          gt(jobs.createdAt, saved.digestSentUntil),
          lte(jobs.createdAt, now),
          await jobSearchWhere(tx, search),
        );
        const rows = await tx
          .select({ id: jobs.id, title: jobs.jobTitle, company: companies.name, city: jobs.location })
          .from(jobs)
          .innerJoin(companies, eq(companies.id, jobs.companyId))
          .where(where)
          .orderBy(desc(jobs.createdAt), desc(jobs.id))
          .limit(DIGEST_JOBS_PER_SEARCH);
        if (rows.length === 0) continue;
        let total = rows.length;
        if (rows.length === DIGEST_JOBS_PER_SEARCH) {
          const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(jobs).where(where);
          total = Number(count);
        }
        // grouped by search: a job two searches match is under both (as in each search's results)
        groups.push({
          name: saved.name,
          seeAll: `${publicUrl}${publicJobListPath(search)}`,
          jobs: rows,
          total,
        });
      }
      if (groups.length === 0) throw new NothingNew();
      const unsubscribe = unsubscribeLink(publicUrl, token);
      const mail = composeDigest(groups, { publicUrl, unsubscribe });
      // Daily digest on, an active account with an address: notify's rules (delivery/notify.ts)
      const queued = await notify(tx, {
        type: 'digest',
        candidateId: userId,
        mail: {
          ...mail,
          headers: {
            'List-Unsubscribe': `<${unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        },
        now,
      });
      if (queued.length === 0) throw new NothingNew();
      await tx
        .update(savedSearchDigests)
        .set({ jobCount: new Set(groups.flatMap((group) => group.jobs.map((job) => job.id))).size })
        .where(eq(savedSearchDigests.id, claimed[0].id));
      await tx.update(savedSearches).set({ digestSentUntil: now }).where(eq(savedSearches.userId, userId));
      return true;
    });
  } catch (error) {
    if (error instanceof NothingNew) return false;
    throw error;
  }
}

/**
 * One run: the digest of every active candidate with Daily digest on, a saved search and no
 * digest yet today. Answers how many were queued.
 */
export async function writeDueDigests(deps: AppDeps): Promise<number> {
  const day = digestDay(deps.now());
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.roleId, CANDIDATE_ROLE_ID),
        eq(users.status, 'active'),
        eq(users.dailyDigest, true),
        sql`exists (select 1 from ${savedSearches} where ${savedSearches.userId} = ${users.id})`,
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(savedSearchDigests)
            .where(and(eq(savedSearchDigests.userId, users.id), eq(savedSearchDigests.day, day))),
        ),
      ),
    )
    .orderBy(asc(users.id));
  let written = 0;
  for (const candidate of due) {
    if (await writeDigest(deps, candidate.id)) written += 1;
  }
  return written;
}

/**
 * Runs `writeDueDigests` (or `run`) every `everyMinutes` (the first after one period) from 08:00
 * India time (`isDigestHour`: a new day's digests go in the morning, not at midnight); answers the
 * stop.
 */
export function startDigestRuns(
  deps: AppDeps,
  everyMinutes: number,
  run: (deps: AppDeps) => Promise<number> = writeDueDigests,
): () => void {
  if (everyMinutes <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running || !isDigestHour(deps.now())) return;
    running = true;
    run(deps)
      .catch((error) => console.error('Writing the saved-search digests failed:', error))
      .finally(() => {
        running = false;
      });
  }, everyMinutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** What an unsubscribe token names: its digest, or why not. */
export type DigestTokenCheck =
  | { ok: true; digestId: number; userId: number; issuedAt: Date }
  | { ok: false; status: 400 | 404 | 410 };

const DAY_MS = 24 * 60 * 60_000;

/**
 * The digest of an unsubscribe token (400: not a token at all; 404: no digest has it; 410: its
 * digest is older than `UNSUBSCRIBE_LINK_DAYS`).
 */
export async function digestOfToken(deps: AppDeps, token: string | undefined): Promise<DigestTokenCheck> {
  if (!token || !TOKEN_PATTERN.test(token)) return { ok: false, status: 400 };
  const [row] = await deps.db
    .select({
      id: savedSearchDigests.id,
      userId: savedSearchDigests.userId,
      createdAt: savedSearchDigests.createdAt,
    })
    .from(savedSearchDigests)
    .where(eq(savedSearchDigests.tokenHash, hashToken(token)));
  if (!row) return { ok: false, status: 404 };
  if (deps.now().getTime() - row.createdAt.getTime() > UNSUBSCRIBE_LINK_DAYS * DAY_MS) {
    return { ok: false, status: 410 };
  }
  return { ok: true, digestId: row.id, userId: row.userId, issuedAt: row.createdAt };
}

/**
 * The one-click unsubscribe: turns Daily digest off for the digest's candidate, and nothing else
 * (Email alerts stays as it is). A link issued before the candidate last turned Daily digest on
 * changes nothing (`stale`: a replay of an old link never undoes a later opt-in); a replay finds
 * it off and changes nothing more.
 */
export async function unsubscribeDigest(
  deps: AppDeps,
  token: string | undefined,
): Promise<DigestTokenCheck | { ok: true; stale: true }> {
  const check = await digestOfToken(deps, token);
  if (!check.ok) return check;
  return deps.db.transaction(async (tx) => {
    // the row locked: an opt-in saved at the same moment is either before this or after it
    const [candidate] = await tx
      .select({ onAt: users.dailyDigestOnAt })
      .from(users)
      .where(eq(users.id, check.userId))
      .for('no key update');
    if (candidate?.onAt && candidate.onAt.getTime() > check.issuedAt.getTime()) {
      return { ok: true, stale: true } as const;
    }
    await tx
      .update(savedSearchDigests)
      .set({
        unsubscribedAt: sql`coalesce(${savedSearchDigests.unsubscribedAt}, ${deps.now().toISOString()}::timestamptz)`,
      })
      .where(eq(savedSearchDigests.id, check.digestId));
    await tx.update(users).set({ dailyDigest: false }).where(eq(users.id, check.userId));
    return check;
  });
}
