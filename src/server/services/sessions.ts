import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { type AppDeps, eventBusOf } from '../deps';
import type { EventBus, Tx } from './event-bus';

export type UserRow = typeof users.$inferSelect;

/** sha256 of a session token, hex: the only form a token is stored in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Starts a session for the user and answers its bearer token (32 random bytes, base64url). */
export async function createSession(deps: AppDeps, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlDays * 24 * 60 * 60 * 1000);
  await deps.db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return token;
}

/**
 * The session lookup every signed-in call makes, built once per database and prepared: drizzle
 * does not rebuild its SQL each time and PostgreSQL parses and plans it once per connection.
 */
function prepareSessionUser(db: Db) {
  return db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('session_user');
}
const sessionUserQueries = new WeakMap<Db, ReturnType<typeof prepareSessionUser>>();

/** The user of a live (not revoked, not expired) session whose account is active, else null. */
export async function findSessionUser(deps: AppDeps, token: string): Promise<UserRow | null> {
  if (!token || token.length > 512) return null;
  let query = sessionUserQueries.get(deps.db);
  if (!query) {
    query = prepareSessionUser(deps.db);
    sessionUserQueries.set(deps.db, query);
  }
  const rows = await query.execute({ tokenHash: hashToken(token), now: deps.now() });
  return rows[0]?.user ?? null;
}

/**
 * Tells the open event streams of this user, in every server process, that sessions of theirs
 * ended (H1, issue 35): published in the revoking transaction, delivered once it commits; each
 * stream then checks its own token again (`findSessionUser`) and ends when its session is over.
 */
export async function announceSessionsEnded(bus: EventBus, tx: Tx, userId: number): Promise<void> {
  await bus.publish(tx, { to: { user_ids: [userId] }, type: 'sessions_ended', data: {} });
}

/**
 * Ends one session (sign-out), and its open event streams. Answers whether the token names a
 * session at all, live or already ended (revoked, expired): a sign-out sent again (the phone's
 * queued sign-out replayed, issue 35 H13) finds its session ended and is done all the same.
 */
export async function revokeSession(deps: AppDeps, token: string): Promise<boolean> {
  const bus = eventBusOf(deps);
  return bus.transaction(async (tx) => {
    const tokenHash = hashToken(token);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: deps.now() })
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId });
    for (const { userId } of ended) await announceSessionsEnded(bus, tx, userId);
    if (ended.length > 0) return true;
    const [known] = await tx
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    return known !== undefined;
  });
}

/**
 * Ends every session of a user (password change or reset, deactivation, deletion, a recruiter
 * removed), but the one whose token hash is `keepTokenHash` (the password change's own), and
 * their open event streams. Runs in the caller's `bus.transaction`. A revoked session never
 * lives again: nothing sets `revoked_at` back, whatever the account's status becomes later.
 */
export async function revokeAllSessions(
  deps: AppDeps,
  tx: Tx,
  userId: number,
  keepTokenHash?: string,
): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepTokenHash === undefined ? undefined : ne(sessions.tokenHash, keepTokenHash),
      ),
    );
  await announceSessionsEnded(eventBusOf(deps), tx, userId);
}
