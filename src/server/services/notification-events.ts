import { searchQueryString } from '@contract/job-search-query';
import type { ApplicationStatus } from '@contract/jobs';
import { pickSavedSearch, type SavedSearchQuery, savedSearchKey } from '@contract/saved-searches';
import { and, desc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { companies, jobs, notifications, savedSearches, users } from '../db/schema';
import { candidateTimelines } from './application-timeline';
import { notify } from './delivery/notify';
import type { EventBus, Tx } from './event-bus';
import { jobFilterConditions } from './job-queries';
import { jobSearchWhere } from './job-search';
import { hasTextSearch } from './job-text-search';
import { toNotification } from './notification-inbox';
import { addNotification, publishNotification } from './notifications';

/**
 * What puts a notification in a candidate's list (issue 24 §2), each called inside the write's own
 * transaction (`bus.transaction`), so the notification exists exactly when the write does:
 *
 * - a recruiter changes an application's status (kind 'status', always: the candidate's own
 *   application, whatever the preferences);
 * - a recruiter opens the applicant page (kind 'viewed', with `viewed_alerts` on, at most one a
 *   day for the same company's view);
 * - a job is published that a saved search matches (kind 'matches', with `job_alerts` on: one
 *   notification per saved search, its count going up while it is unread and less than an hour
 *   old, instead of one per job).
 */

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The company's name of a job. */
async function companyOfJob(
  tx: Tx,
  jobId: number,
): Promise<{ company: string; companyId: number; jobTitle: string }> {
  const [row] = await tx
    .select({ company: companies.name, companyId: companies.id, jobTitle: jobs.jobTitle })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId));
  return row;
}

/**
 * 'Acme shortlisted your application for Medical Coder', '... moved your application for ... to
 * Interview' (Offered, Joined: issue 36's stages), '... updated your application ...' (back to
 * Awaiting, rejected: the candidate reads the status on the job).
 */
export function statusText(company: string, jobTitle: string, status: ApplicationStatus): string {
  const stage = STAGE_WORDS[status];
  if (stage) return `${company} moved your application for ${jobTitle} to ${stage}`;
  const what = status === 'shortlisted' ? 'shortlisted' : 'updated';
  return `${company} ${what} your application for ${jobTitle}`;
}
const STAGE_WORDS: Partial<Record<ApplicationStatus, string>> = {
  interview: 'Interview',
  offered: 'Offered',
  joined: 'Joined',
};

/**
 * A recruiter moved the candidate's application of this job to `status`: the notification, and
 * the e-mail and pushes the candidate's preferences and mutes allow (delivery/notify.ts;
 * `publicUrl` makes the e-mail's link).
 */
export async function notifyStatusChange(
  tx: Tx,
  bus: EventBus,
  change: { candidateId: number; jobId: number; status: ApplicationStatus; now: Date; publicUrl: string },
): Promise<void> {
  const { company, companyId, jobTitle } = await companyOfJob(tx, change.jobId);
  const text = statusText(company, jobTitle, change.status);
  // it opens the job, where the status and its timeline are (issue 35)
  const link = jobLink(change.jobId);
  const timelines = await candidateTimelines(tx, change.candidateId, [change.jobId]);
  await addNotification(tx, bus, {
    userId: change.candidateId,
    kind: 'status',
    text,
    link,
    createdAt: change.now,
    companyId,
    application: {
      job_id: change.jobId,
      status: change.status,
      timeline: timelines.get(change.jobId) ?? [],
    },
  });
  // the e-mail and the pushes the candidate's preferences and mutes allow
  await notify(tx, {
    type: 'application_status',
    candidateId: change.candidateId,
    companyId,
    jobId: change.jobId,
    text,
    link,
    publicUrl: change.publicUrl,
    now: change.now,
  });
}

/** The app path of a job (its detail), where a status notification leads. */
export const jobLink = (jobId: number): string => `/jobpostings/${jobId}`;

export const viewedText = (company: string) => `${company} viewed your profile`;

/**
 * A recruiter of the job's company opened the candidate's applicant page: 'Acme viewed your
 * profile', when the candidate keeps `viewed_alerts` on and had no such notification from the
 * company in the last day (the candidate's row is locked first, so two recruiters opening it at
 * once add one).
 */
export async function notifyViewed(
  tx: Tx,
  bus: EventBus,
  view: { candidateId: number; jobId: number; now: Date },
): Promise<void> {
  const [candidate] = await tx
    .select({ viewedAlerts: users.viewedAlerts })
    .from(users)
    .where(eq(users.id, view.candidateId))
    .for('no key update');
  if (!candidate?.viewedAlerts) return;
  const { company, companyId } = await companyOfJob(tx, view.jobId);
  const text = viewedText(company);
  const [recent] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, view.candidateId),
        eq(notifications.kind, 'viewed'),
        eq(notifications.text, text),
        gt(notifications.createdAt, new Date(view.now.getTime() - DAY_MS)),
      ),
    )
    .limit(1);
  if (recent) return;
  await addNotification(tx, bus, {
    userId: view.candidateId,
    kind: 'viewed',
    text,
    link: '/view-profile',
    createdAt: view.now,
    companyId,
  });
}

/** '1 new job for "Coders in Chennai"', '3 new jobs for ...'. */
export const matchesText = (count: number, name: string) =>
  `${count} new ${count === 1 ? 'job' : 'jobs'} for "${name}"`;
const MATCHES_COUNT = /^(\d+) new jobs? for /;

/** The job search of a saved search, as /jobpostings reads it from its address. */
export function matchesLink(search: SavedSearchQuery): string {
  const query = searchQueryString(search);
  return query === '' ? '/jobpostings' : `/jobpostings?${query}`;
}

/** Distinct searches tried against the published job in one query. */
const SEARCHES_PER_QUERY = 100;

/**
 * Which of `indexes` (into `searches`) hold for the job under `condition`: one query per
 * SEARCHES_PER_QUERY of them, each a probe of the job's own row (its primary key).
 */
async function probeJob(
  tx: Tx,
  jobId: number,
  indexes: readonly number[],
  condition: (index: number) => Promise<SQL | undefined>,
): Promise<number[]> {
  const holding: number[] = [];
  for (let start = 0; start < indexes.length; start += SEARCHES_PER_QUERY) {
    const probes: SQL[] = [];
    for (const index of indexes.slice(start, start + SEARCHES_PER_QUERY)) {
      const where = await condition(index);
      probes.push(
        sql`select ${index}::int as i where exists (select 1 from ${jobs} where ${jobs.id} = ${jobId}${where ? sql` and ${where}` : sql``})`,
      );
    }
    const result = await tx.execute(sql.join(probes, sql` union all `));
    for (const row of rowsOf<{ i: number }>(result)) holding.push(Number(row.i));
  }
  return holding;
}

/**
 * Which of these searches the job matches, the job search's own condition (`jobSearchWhere`), in
 * two passes: first the filters alone (built without reading the database), then, for the
 * searches with words whose filters hold, the words (each search's words are looked up in the
 * catalogue's vocabulary: the costly part, so only for those).
 */
async function searchesMatching(tx: Tx, jobId: number, searches: SavedSearchQuery[]): Promise<Set<number>> {
  const all = searches.map((_, index) => index);
  const filtersHold = await probeJob(tx, jobId, all, async (index) =>
    and(...jobFilterConditions(searches[index])),
  );
  const matching = new Set(filtersHold.filter((index) => !hasTextSearch(searches[index].q)));
  const withWords = filtersHold.filter((index) => hasTextSearch(searches[index].q));
  for (const index of await probeJob(tx, jobId, withWords, (at) => jobSearchWhere(tx, searches[at]))) {
    matching.add(index);
  }
  return matching;
}

/**
 * A job was published (draft -> open): each saved search it matches, of a candidate with
 * `job_alerts` on, gets '1 new job for "name"', or, when that search's notification is unread and
 * less than an hour old, its count goes up by one (one notification per search, not one per job).
 * Identical searches of several candidates are tried once.
 */
export async function notifyNewMatches(tx: Tx, bus: EventBus, jobId: number, now: Date): Promise<void> {
  const rows = await tx
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      name: savedSearches.name,
      search: savedSearches.search,
    })
    .from(savedSearches)
    .innerJoin(users, and(eq(users.id, savedSearches.userId), eq(users.jobAlerts, true)));
  if (rows.length === 0) return;
  const byKey = new Map<string, { search: SavedSearchQuery; index: number }>();
  const keyOf = rows.map((row) => {
    const search = pickSavedSearch(row.search);
    const key = savedSearchKey(search);
    if (!byKey.has(key)) byKey.set(key, { search, index: byKey.size });
    return key;
  });
  const distinct = [...byKey.values()];
  const matching = await searchesMatching(
    tx,
    jobId,
    distinct.map(({ search }) => search),
  );
  const matched = rows
    .map((row, index) => ({ ...row, search: pickSavedSearch(row.search), key: keyOf[index] }))
    .filter((row) => matching.has(byKey.get(row.key)?.index ?? -1));
  if (matched.length === 0) return;

  const recent = await tx
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.userId, [...new Set(matched.map((row) => row.userId))]),
        eq(notifications.kind, 'matches'),
        isNull(notifications.readAt),
        gt(notifications.createdAt, new Date(now.getTime() - HOUR_MS)),
      ),
    )
    .orderBy(desc(notifications.id));
  for (const row of matched) {
    const link = matchesLink(row.search);
    const open = recent.find(
      (notification) => notification.userId === row.userId && notification.link === link,
    );
    if (!open) {
      await addNotification(tx, bus, {
        userId: row.userId,
        kind: 'matches',
        text: matchesText(1, row.name),
        link,
        createdAt: now,
      });
      continue;
    }
    const count = Number(MATCHES_COUNT.exec(open.text)?.[1] ?? '1') + 1;
    const [updated] = await tx
      .update(notifications)
      .set({ text: matchesText(count, row.name) })
      .where(eq(notifications.id, open.id))
      .returning();
    await publishNotification(tx, bus, row.userId, toNotification(updated));
  }
}
