import {
  PUSH_ENDPOINT_NOT_PUBLIC,
  PUSH_SUBSCRIPTIONS_FULL,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushSubscriptionInput,
} from '@contract/push';
import { pushSubscriptions, users } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { HttpError } from '@server/validate';
import { and, eq, ne } from 'drizzle-orm';
import { addressPolicyOf, endpointAddresses } from './endpoint-address';

/**
 * The candidates' Web Push subscriptions (issue 25): one per browser endpoint. Saving one again
 * keeps its row (the keys refreshed); an endpoint another candidate had (two accounts in one
 * browser) becomes a new row of the caller, so a push queued for the other one never reaches it
 * (the queue names the subscription's row, push-messages.ts).
 *
 * Issue 35 (H2): an endpoint whose host is not public addresses only is refused (400
 * push_endpoint_not_public; checked again at each send, transport.ts), and an account keeps at
 * most PUSH_SUBSCRIPTIONS_MAX (409 push_subscriptions_full; the candidate's row locked, so
 * concurrent saves count one after another).
 */

/** Saves the caller's subscription of this browser (idempotent). */
export async function saveSubscription(
  deps: AppDeps,
  userId: number,
  input: PushSubscriptionInput,
): Promise<void> {
  const where = await endpointAddresses(addressPolicyOf(deps), input.endpoint);
  if (!where.allowed) throw new HttpError(400, PUSH_ENDPOINT_NOT_PUBLIC, 'push_endpoint_not_public');
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, userId)));
    const kept = await tx
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if (!kept.some((row) => row.endpoint === input.endpoint) && kept.length >= PUSH_SUBSCRIPTIONS_MAX) {
      throw new HttpError(409, PUSH_SUBSCRIPTIONS_FULL, 'push_subscriptions_full');
    }
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { p256dh: input.keys.p256dh, auth: input.keys.auth },
        // a concurrent save by another candidate: the row stays theirs
        setWhere: eq(pushSubscriptions.userId, userId),
      });
  });
}

/** Ends the caller's subscription of that endpoint; answers whether there was one. */
export async function removeSubscription(deps: AppDeps, userId: number, endpoint: string): Promise<boolean> {
  const removed = await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
