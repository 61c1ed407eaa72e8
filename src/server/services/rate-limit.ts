import type { ErrorCode } from '@contract/errors';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, count, eq, gt, inArray, lte, min, or, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { databaseKind, rowsOf } from '../db/client';
import { rateEvents } from '../db/schema';
import type { AppDeps } from '../deps';
import { HttpError } from '../validate';

/**
 * Sliding-window counters kept in the database (table `rate_events`), so that several server
 * instances share them. A kind names what is counted, a key whom it is counted for.
 */
export const RATE_KINDS = {
  /** a failed login, keyed by the lower-cased e-mail */
  loginFailure: 'login_failure',
  /** a failed login, keyed by the client address */
  loginFailureIp: 'login_failure_ip',
  /** a failed login, keyed by the lower-cased e-mail and the client address (`email address`) */
  loginFailurePair: 'login_failure_pair',
  /** a send_otp request (sent or refused), keyed by the client address */
  otpRequestIp: 'otp_request_ip',
  /** a send_otp request for a sign-up contact (sent or refused), keyed by `purpose:contact` */
  otpRequest: 'otp_request',
  /** a register attempt, keyed by the contact (e-mail and phone each) */
  register: 'register',
  /** a register attempt, keyed by the client address */
  registerIp: 'register_ip',
  /** a forgot_password attempt, keyed by the lower-cased e-mail */
  reset: 'reset',
  /** a forgot_password attempt, keyed by the client address */
  resetIp: 'reset_ip',
  /** a password given to the password change or the deactivation, keyed by `user:{id}` */
  passwordCheck: 'password_check',
  /** a referral code check (referral_verify, or register with a code), keyed by the client address */
  referralIp: 'referral_ip',
  /** a recruiter's invitation sent (issue 23), keyed by `invite:{email}` and by `recruiter:{id}` */
  invite: 'invite',
  /** an invitation's acceptance tried, keyed by the client address */
  inviteAcceptIp: 'invite_accept_ip',
  /** a chat message sent (issue 35), keyed by `user:{id}/minute` and `user:{id}/hour` */
  chatMessage: 'chat_message',
  /** a code sent to a company's mailbox (issue 37), keyed by `company:{id}` */
  mailboxCode: 'mailbox_code',
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

/** Records one event now, and prunes this key's events older than a day. Answers the event's id. */
export async function recordEvent(deps: AppDeps, kind: RateKind, key: string): Promise<number> {
  const now = deps.now();
  const [row] = await deps.db
    .insert(rateEvents)
    .values({ kind, key, createdAt: now })
    .returning({ id: rateEvents.id });
  await deps.db
    .delete(rateEvents)
    .where(
      and(
        eq(rateEvents.kind, kind),
        eq(rateEvents.key, key),
        lte(rateEvents.createdAt, new Date(now.getTime() - KEEP_MS)),
      ),
    );
  return row.id;
}

export interface RateLimit {
  kind: RateKind;
  key: string;
  windowMs: number;
  max: number;
  /** the 429 message, given the seconds until the window admits another event */
  message: (secondsToWait: number) => string;
  /** the 429's code (default `rate_limited`) */
  code?: ErrorCode;
}

export const HOUR_MS = 60 * 60 * 1000;

/** A limit of `max` events an hour for one key. */
export function hourlyLimit(
  kind: RateKind,
  key: string,
  max: number,
  message: RateLimit['message'],
): RateLimit {
  return { kind, key, windowMs: HOUR_MS, max, message };
}

/**
 * Counts one attempt against each limit and refuses (HttpError 429 with the first full limit's
 * message, nothing recorded) when one is already full. One statement counts every limit and,
 * only when none is full, records the attempt and prunes the keys' events older than a day
 * (`reserveStatement`). On PostgreSQL it runs in a transaction under an advisory lock on the
 * first limit's key, taken before it (its snapshot then sees every attempt committed before),
 * so parallel attempts on that key cannot pass its limits together (put the key that must hold
 * exactly first: the account for a login). The embedded database runs one statement at a time,
 * so there the statement alone is enough: no transaction holds the database thread for its
 * round trips while other requests' queries wait.
 * Answers the recorded events' ids (to `forgetAttempt` them if wanted).
 */
export async function reserveAttempt(deps: AppDeps, limits: RateLimit[]): Promise<number[]> {
  if (limits.length === 0) return [];
  const now = deps.now();
  const answer =
    databaseKind(deps.db) === 'pglite'
      ? await deps.db.execute(reserveStatement(limits, now))
      : await deps.db.transaction(async (tx) => {
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtext(${`rate:${limits[0].kind}:${limits[0].key}`}))`,
          );
          return tx.execute(reserveStatement(limits, now));
        });
  const [row] = rowsOf<Record<string, unknown>>(answer);
  limits.forEach((limit, i) => {
    if (Number(row?.[`c${i}`] ?? 0) >= limit.max) {
      const oldestRaw = row?.[`o${i}`];
      const oldest = oldestRaw ? new Date(oldestRaw as string | Date) : null;
      throw new HttpError(429, limit.message(secondsUntilFree(oldest, limit.windowMs, now)), limit.code);
    }
  });
  return ((row?.ids as unknown[] | null) ?? []).map(Number);
}

/**
 * The statement of `reserveAttempt`: one row with, per limit i, `c{i}` the events in its window
 * and `o{i}` the oldest of them, and `ids`, the events it recorded (one per limit, none when a
 * limit was full).
 */
function reserveStatement(limits: RateLimit[], now: Date): SQL {
  const ofLimit = (limit: RateLimit) => and(eq(rateEvents.kind, limit.kind), eq(rateEvents.key, limit.key));
  const windowed = (limit: RateLimit) =>
    and(ofLimit(limit), gt(rateEvents.createdAt, new Date(now.getTime() - limit.windowMs)));
  const anyLimit = or(...limits.map(ofLimit));
  const counts = limits.flatMap((limit, i) => [
    sql`(count(*) filter (where ${windowed(limit)}))::int as ${sql.identifier(`c${i}`)}`,
    sql`min(${rateEvents.createdAt}) filter (where ${windowed(limit)}) as ${sql.identifier(`o${i}`)}`,
  ]);
  const room = limits.map((limit, i) => sql`counted.${sql.identifier(`c${i}`)} < ${limit.max}`);
  const wanted = limits.map((limit) => sql`(${limit.kind}, ${limit.key})`);
  const column = (c: { name: string }) => sql.identifier(c.name);
  return sql`
    with counted as (
      select ${sql.join(counts, sql`, `)} from ${rateEvents} where ${anyLimit}
    ),
    recorded as (
      insert into ${rateEvents} (${column(rateEvents.kind)}, ${column(rateEvents.key)}, ${column(rateEvents.createdAt)})
      select wanted.kind, wanted.key, ${now.toISOString()}::timestamptz
      from (values ${sql.join(wanted, sql`, `)}) as wanted(kind, key), counted
      where ${sql.join(room, sql` and `)}
      returning ${column(rateEvents.id)}
    ),
    pruned as (
      delete from ${rateEvents}
      where ${anyLimit} and ${lte(rateEvents.createdAt, new Date(now.getTime() - KEEP_MS))}
        and exists (select 1 from recorded)
    )
    select counted.*, array(select ${column(rateEvents.id)} from recorded) as ids from counted`;
}

/**
 * Forgets reserved events by id and every event of the given kinds and keys, in one statement
 * (a successful login forgets its attempt and the account's earlier failures from that address).
 */
export async function forgetAttempt(
  deps: AppDeps,
  ids: number[],
  clear: { kind: RateKind; key: string }[] = [],
): Promise<void> {
  const conditions = [
    ...(ids.length > 0 ? [inArray(rateEvents.id, ids)] : []),
    ...clear.map((c) => and(eq(rateEvents.kind, c.kind), eq(rateEvents.key, c.key))),
  ];
  if (conditions.length > 0) await deps.db.delete(rateEvents).where(or(...conditions));
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
 * With `trustProxy` = N > 0 (the TRUST_PROXY setting: N reverse proxies in front of the server),
 * the address is the N-th from the right of X-Forwarded-For followed by the socket's address
 * (the left-most when the header has fewer); with 0 the header is ignored (anyone can set it).
 */
export function clientIp(c: Context, trustProxy = 0): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  let address = socket;
  if (trustProxy > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    const chain = [...forwarded, socket ?? 'unknown'];
    address = chain[Math.max(0, chain.length - 1 - trustProxy)];
  }
  return address ? address.slice(0, 64) : 'unknown';
}

/**
 * The key a per-address limit counts under: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * as its IPv4), an IPv6 address by its /64 network (`2001:db8:1:2::/64`), since one subscriber
 * usually holds a whole /64 and could otherwise take a fresh address for every try.
 */
export function addressKey(address: string): string {
  const a = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(a);
  if (mapped) return mapped[1];
  if (!a.includes(':')) return a;
  const halves = a.split('::');
  if (halves.length > 2) return a;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  // an embedded IPv4 tail (::ffff:1.2.3.4 aside) takes two groups
  const tailGroups = tail.length > 0 && tail[tail.length - 1].includes('.') ? tail.length + 1 : tail.length;
  const missing = halves.length === 2 ? 8 - head.length - tailGroups : 0;
  const groups = [...head, ...Array<string>(Math.max(0, missing)).fill('0'), ...tail];
  if (groups.length < 4 || !groups.slice(0, 4).every((g) => /^[0-9a-f]{1,4}$/.test(g))) return a;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The client's address as per-address limits count it (`addressKey` of `clientIp`). */
export function clientAddress(c: Context, trustProxy = 0): string {
  return addressKey(clientIp(c, trustProxy));
}

/** True for 127.0.0.0/8, ::1 and IPv4-mapped loopback addresses. */
export function isLoopback(address: string): boolean {
  const a = address.toLowerCase();
  return a === '::1' || /^127\./.test(a) || /^::ffff:127\./.test(a);
}
