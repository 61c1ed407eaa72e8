import type { EventData } from '@contract/events';
import { NOTIFICATIONS_PER_PAGE, type Notification } from '@contract/notifications';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { type Badges, badgesQueryKey } from './badges';
import { type StreamEvent, useEventStream } from './event-stream';
import { QUERY_ROOTS } from './query-keys';

/**
 * The one place where the event stream's events change the query cache (issue 35, live updates):
 * an open Applied Jobs list, job detail, dashboard or bell changes the moment the server tells,
 * without a reload. What an event carries is written into the cached answers (setQueryData); what
 * it does not carry is asked again (invalidate). Both roles' keys: a key the tab never read is
 * left alone.
 *
 * - `message`, `read`: the conversations (the candidate's and the workspace's) and the header's
 *   counts are asked again (the chat screens own their lists' shapes).
 * - `notification`: the notification goes into the cached first page of the list (replacing one
 *   of the same id: a saved search's count going up) and the bell's unread count becomes the one
 *   it carries. With `application` (a status change), every cached card of that job (the applied
 *   list, the search, the saved jobs, the dashboard's recent jobs, the job detail) shows the new
 *   status and timeline. A 'viewed' notification asks the dashboard again (its views count), a
 *   'matches' one the saved searches (their new-job counts).
 *
 * The stream's own (re)connect refresh (the chat, the counts, the notifications) and its polling
 * while down stay in event-stream.ts; a reconnect (a `ready` after the first) also asks again
 * what a status change missed meanwhile would have changed (RECONNECT_REFRESH_KEYS; the open
 * screens only: TanStack Query refetches the active queries).
 */

type NotificationEvent = EventData['notification'];
type ApplicationChange = NonNullable<NotificationEvent['application']>;
type NotificationsPage = { notifications: Notification[]; total: number; unread: number };

/** The roots whose cached answers hold job cards (a page's `jobs`, `recent_jobs`, a job). */
const JOB_HOLDING_ROOTS = [QUERY_ROOTS.jobs, QUERY_ROOTS.job, QUERY_ROOTS.dashboard] as const;
/** Asked again when the stream comes back: what the events it missed would have changed. */
export const RECONNECT_REFRESH_KEYS: readonly QueryKey[] = [
  [QUERY_ROOTS.jobs, 'applied'],
  [QUERY_ROOTS.job],
  [QUERY_ROOTS.dashboard],
];
/** The conversations of both roles. */
const CHAT_KEYS: readonly QueryKey[] = [[QUERY_ROOTS.chat], [QUERY_ROOTS.recruiter, 'chat']];

function isJobOf(value: unknown, jobId: number): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const job = value as { id?: unknown; applied_status?: unknown };
  return job.id === jobId && typeof job.applied_status === 'boolean';
}

/**
 * A copy of `data` where every card of the job (found wherever a cached answer holds jobs) shows
 * the application's status and, where the card has one, its timeline; the same object when
 * nothing changed.
 */
export function withApplication<T>(data: T, change: ApplicationChange): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item) => {
      const updated = withApplication(item, change);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  if (isJobOf(data, change.job_id)) {
    return {
      ...data,
      application_status: change.status,
      applied_status: true,
      ...('applied' in data ? { applied: true } : {}),
      ...('timeline' in data ? { timeline: change.timeline } : {}),
    } as T;
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const updated = withApplication(value, change);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return (changed ? next : data) as T;
}

/** The cached first page of the list with the notification in it (new ones first). */
export function withNotification(
  page: NotificationsPage,
  notification: Notification,
  unread: number | undefined,
): NotificationsPage {
  const known = page.notifications.some((item) => item.notification_id === notification.notification_id);
  const notifications = known
    ? page.notifications.map((item) =>
        item.notification_id === notification.notification_id ? notification : item,
      )
    : [notification, ...page.notifications].slice(0, NOTIFICATIONS_PER_PAGE);
  return {
    notifications,
    total: known ? page.total : page.total + 1,
    unread: unread ?? (known ? page.unread : page.unread + 1),
  };
}

/**
 * Every cached card of the job shows the application's new status and timeline (a status
 * notification's, or the candidate's own withdrawal's answer).
 */
export function applyApplicationChange(queryClient: QueryClient, change: ApplicationChange): void {
  for (const root of JOB_HOLDING_ROOTS) {
    queryClient.setQueriesData({ queryKey: [root] }, (cached: unknown) =>
      cached === undefined ? cached : withApplication(cached, change),
    );
  }
}

function applyNotification(queryClient: QueryClient, data: NotificationEvent): void {
  const { notification, notifications_unread: unread, application } = data;
  const firstPage: QueryKey = [QUERY_ROOTS.notifications, 1];
  queryClient.setQueryData<NotificationsPage>(
    firstPage,
    (page) => page && withNotification(page, notification, unread),
  );
  if (unread === undefined) void queryClient.invalidateQueries({ queryKey: badgesQueryKey() });
  else
    queryClient.setQueryData<Badges>(
      badgesQueryKey(),
      (old) => old && { ...old, notifications_unread: unread },
    );
  if (application) applyApplicationChange(queryClient, application);
  if (notification.kind === 'viewed')
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.dashboard] });
  if (notification.kind === 'matches')
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.savedSearches] });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A `notification` event's data when it has the shape contract/events.ts gives it (checked by
 * hand: the stream is the server's own, and the schemas' code stays out of the first screens).
 */
function notificationEventOf(data: unknown): NotificationEvent | null {
  if (!isObject(data) || !isObject(data.notification)) return null;
  if (typeof data.notification.notification_id !== 'number') return null;
  if (data.notifications_unread !== undefined && typeof data.notifications_unread !== 'number') return null;
  const { application } = data;
  if (
    application !== undefined &&
    !(isObject(application) && typeof application.job_id === 'number' && Array.isArray(application.timeline))
  )
    return null;
  return data as NotificationEvent;
}

/** Writes what one event of the stream says into the query cache (see the module's note). */
export function applyLiveEvent(queryClient: QueryClient, event: StreamEvent): void {
  if (event.type === 'message' || event.type === 'read') {
    for (const queryKey of [...CHAT_KEYS, badgesQueryKey()]) void queryClient.invalidateQueries({ queryKey });
    return;
  }
  if (event.type !== 'notification') return;
  const data = notificationEventOf(event.data);
  if (data) applyNotification(queryClient, data);
}

/**
 * The signed-in layouts' live cache (both roles): keeps the tab's event stream open while shown
 * and applies each event (applyLiveEvent).
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const connected = useRef(false);
  const onEvent = useCallback(
    (event: StreamEvent) => {
      if (event.type === 'ready') {
        if (connected.current)
          for (const queryKey of RECONNECT_REFRESH_KEYS) void queryClient.invalidateQueries({ queryKey });
        connected.current = true;
      }
      applyLiveEvent(queryClient, event);
    },
    [queryClient],
  );
  useEventStream(onEvent);
}
