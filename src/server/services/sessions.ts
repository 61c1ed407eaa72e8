import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { AppDeps } from '../deps';

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

/** Ends one session (sign-out). Unknown tokens are ignored. */
export async function revokeSession(deps: AppDeps, token: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Ends every session of a user (password change or reset, deactivation, deletion). */
export async function revokeAllSessions(deps: AppDeps, userId: number): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
