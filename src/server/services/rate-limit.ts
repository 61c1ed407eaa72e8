import { getConnInfo } from '@hono/node-server/conninfo';
import { and, count, eq, gt, lte, min } from 'drizzle-orm';
import type { Context } from 'hono';
import { rateEvents } from '../db/schema';
import type { AppDeps } from '../deps';

/**
 * Sliding-window counters kept in the database (table `rate_events`), so that several server
 * instances share them. A kind names what is counted, a key whom it is counted for.
 */
export const RATE_KINDS = {
  /** a failed login, keyed by the lower-cased e-mail */
  loginFailure: 'login_failure',
  /** a failed login, keyed by the client address */
  loginFailureIp: 'login_failure_ip',
} as const;
export type RateKind = (typeof RATE_KINDS)[keyof typeof RATE_KINDS];

/** Events older than this are pruned when a new one is recorded for the same kind and key. */
const KEEP_MS = 24 * 60 * 60 * 1000;

export interface WindowCount {
  count: number;
  /** the oldest event inside the window, or null when there is none */
  oldest: Date | null;
}

/** How many events of `kind` for `key` happened in the last `windowMs`. */
export async function countEvents(
  deps: AppDeps,
  kind: RateKind,
  key: string,
  windowMs: number,
): Promise<WindowCount> {
  const since = new Date(deps.now().getTime() - windowMs);
  const [row] = await deps.db
    .select({ count: count(), oldest: min(rateEvents.createdAt) })
    .from(rateEvents)
    .where(and(eq(rateEvents.kind, kind), eq(rateEvents.key, key), gt(rateEvents.createdAt, since)));
  const oldest = row?.oldest ?? null;
  return { count: Number(row?.count ?? 0), oldest: oldest ? new Date(oldest) : null };
}

/** Records one event now, and prunes this key's events older than a day. */
export async function recordEvent(deps: AppDeps, kind: RateKind, key: string): Promise<void> {
  const now = deps.now();
  await deps.db.insert(rateEvents).values({ kind, key, createdAt: now });
  await deps.db
    .delete(rateEvents)
    .where(
      and(
        eq(rateEvents.kind, kind),
        eq(rateEvents.key, key),
        lte(rateEvents.createdAt, new Date(now.getTime() - KEEP_MS)),
      ),
    );
}

/** Forgets every event of `kind` for `key` (a successful login clears its failures). */
export async function clearEvents(deps: AppDeps, kind: RateKind, key: string): Promise<void> {
  await deps.db.delete(rateEvents).where(and(eq(rateEvents.kind, kind), eq(rateEvents.key, key)));
}

/**
 * Seconds until the window admits another event, given the oldest event counted in it
 * (at least 1).
 */
export function secondsUntilFree(oldest: Date | null, windowMs: number, now: Date): number {
  if (!oldest) return 1;
  return Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * The client's network address: the socket's remote address under @hono/node-server, or
 * 'unknown' where there is no socket (as in `app.request()` tests without an env).
 * Forwarded-for headers are not trusted (anyone can set them).
 */
export function clientIp(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address;
    return address ? address.slice(0, 64) : 'unknown';
  } catch {
    return 'unknown';
  }
}
