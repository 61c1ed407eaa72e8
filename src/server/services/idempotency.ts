import { createHash } from 'node:crypto';
import { IDEMPOTENCY_TTL_SECONDS } from '@contract/headers';
import { and, eq, lt, notLike, or } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import type { AppDeps } from '../deps';

/** The longest Idempotency-Key accepted. */
export const IDEMPOTENCY_KEY_MAX = 200;

/** A claimed key whose answer is not known yet has this status. */
const PENDING = 0;

/** A pending claim older than this is taken as abandoned (its process died) and may be taken over. */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

export interface RememberedAnswer {
  status: number;
  /** the answer's JSON text as sent (older rows may hold parsed JSON) */
  body: unknown;
}

export type IdempotencyClaim =
  /** first use: run the handler, then `completeIdempotencyKey` or `releaseIdempotencyKey` */
  | { kind: 'claimed'; storageKey: string }
  /** seen before: answer this */
  | { kind: 'replay'; answer: RememberedAnswer }
  /** another request with this key is running right now */
  | { kind: 'busy' }
  /** the key was used with another request body (or by an older version): answer 422 */
  | { kind: 'mismatch' };

/** The stored key: a hash of scope and key, so equal keys of different users or calls never meet. */
export function idempotencyStorageKey(scope: string, key: string): string {
  return createHash('sha256').update(`${scope}\n${key}`, 'utf8').digest('hex');
}

/**
 * Claims a key for a scope (who + which call) by inserting its row first: of concurrent
 * duplicates exactly one gets 'claimed'; the others see 'busy' until it completes, then 'replay'.
 * `request` (a hash of the request body) is stored with the scope: the same key with another
 * body gets 'mismatch'. A key older than 24 h is forgotten and may be claimed again.
 */
export async function claimIdempotencyKey(
  deps: AppDeps,
  scope: string,
  key: string,
  request = '',
): Promise<IdempotencyClaim> {
  const storageKey = idempotencyStorageKey(scope, key);
  const storedScope = `${scope} request:${request}`;
  for (let attempt = 0; attempt < 5; attempt++) {
    const now = deps.now();
    const inserted = await deps.db
      .insert(idempotencyKeys)
      .values({ key: storageKey, scope: storedScope, status: PENDING, body: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) return { kind: 'claimed', storageKey };

    const [row] = await deps.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, storageKey))
      .limit(1);
    if (!row) continue; // released meanwhile: try again
    const age = now.getTime() - row.createdAt.getTime();
    const expired = age >= IDEMPOTENCY_TTL_SECONDS * 1000;
    const abandoned = row.status === PENDING && age >= ABANDONED_AFTER_MS;
    if (expired || abandoned) {
      await deps.db
        .delete(idempotencyKeys)
        .where(and(eq(idempotencyKeys.key, storageKey), eq(idempotencyKeys.createdAt, row.createdAt)));
      continue;
    }
    if (row.scope !== storedScope) return { kind: 'mismatch' };
    if (row.status === PENDING) return { kind: 'busy' };
    return { kind: 'replay', answer: { status: row.status, body: row.body } };
  }
  return { kind: 'busy' };
}

/**
 * True when a JSON answer carries a secret (a non-empty string under a key ending in "token",
 * such as token, tempToken or verification_token): such answers are never remembered.
 */
export function carriesSecret(value: unknown, depth = 0): boolean {
  if (depth > 32 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => carriesSecret(item, depth + 1));
  return Object.entries(value).some(
    ([name, item]) =>
      (/token$/i.test(name) && typeof item === 'string' && item !== '') || carriesSecret(item, depth + 1),
  );
}

/** Remembers the answer of a claimed key. */
export async function completeIdempotencyKey(
  deps: AppDeps,
  storageKey: string,
  answer: RememberedAnswer,
): Promise<void> {
  await deps.db
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body })
    .where(eq(idempotencyKeys.key, storageKey));
}

/** Gives a claimed key up (the request failed in a way worth retrying). */
export async function releaseIdempotencyKey(deps: AppDeps, storageKey: string): Promise<void> {
  await deps.db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.key, storageKey), eq(idempotencyKeys.status, PENDING)));
}

/**
 * Deletes keys older than 24 h, and rows written before keys were bound to the request body
 * (their scope has no ` request:` part; they may hold tokens of login answers in plain text);
 * main.ts runs it at start and now and then. Answers how many went.
 */
export async function purgeExpiredIdempotencyKeys(deps: AppDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - IDEMPOTENCY_TTL_SECONDS * 1000);
  const deleted = await deps.db
    .delete(idempotencyKeys)
    .where(or(lt(idempotencyKeys.createdAt, cutoff), notLike(idempotencyKeys.scope, '% request:%')))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
