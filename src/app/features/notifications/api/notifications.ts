import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { queuedCall } from '@app/api/queued-call';
import { candidateNotifications, type ReadNotifications, readNotifications } from '@contract/notifications';
import { queryOptions } from '@tanstack/react-query';

/** Persisted: the list opens offline as this phone saw it last. */
export const notificationsQueryKey = (page = 1) => [QUERY_ROOTS.notifications, page] as const;

/** GET /candidates/notifications: the newest page, asked again each time the list is opened. */
export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsQueryKey(),
    queryFn: async ({ signal }) => (await call(candidateNotifications, {}, { signal })).result,
    refetchOnMount: 'always',
  });

/**
 * POST /candidates/notifications/read through the service worker's queue (offline it is kept and
 * sent later, once: its Idempotency-Key). Answers the unread count, or null when it was queued.
 */
export async function sendNotificationsRead(which: ReadNotifications): Promise<number | null> {
  const outcome = await queuedCall(readNotifications, which);
  return outcome.queued ? null : outcome.answer.result.unread;
}
