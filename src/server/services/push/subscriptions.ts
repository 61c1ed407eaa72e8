import { and, eq, ne } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../contract/push';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/**
 * The candidates' Web Push subscriptions (issue 25): one per browser endpoint. Saving one again
 * keeps its row (the keys refreshed); an endpoint another candidate had (two accounts in one
 * browser) becomes a new row of the caller, so a push queued for the other one never reaches it
 * (the queue names the subscription's row, services/push/queue.ts).
 */

/** Saves the caller's subscription of this browser (idempotent). */
export async function saveSubscription(db: Db, userId: number, input: PushSubscriptionInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, input.endpoint), ne(pushSubscriptions.userId, userId)));
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
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
