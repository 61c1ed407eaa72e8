import type { EventData } from '@contract/events';
import type { Notification, NotificationKind } from '@contract/notifications';
import { and, eq, isNull } from 'drizzle-orm';
import { notifications } from '../db/schema';
import { unreadRecruiterMessages } from './chat/unread';
import type { EventBus, Tx } from './event-bus';
import { unreadNotifications } from './notification-inbox';
import { companyIsVerified } from './safety/company-trust';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** what the list shows, e.g. 'Acme Health sent you a message about Medical Coder' */
  text: string;
  /** the app path of the thing itself, e.g. '/chat?c=12' */
  link: string;
  /** when it happened (the deps' clock); the database's now() when not given */
  createdAt?: Date;
  /** issue 37: the company it is from (its Verified employer badge); none for the portal's own */
  companyId?: number;
  /** a status change: the application as the candidate's screens show it now (the event carries it) */
  application?: EventData['notification']['application'];
}

/**
 * Sends a new or changed notification to its user's streams (after the transaction commits), with
 * the user's unread count after it (the header's bell updates without asking) and, for a status
 * change, the application's new state (contract/events.ts).
 */
export async function publishNotification(
  tx: Tx,
  bus: EventBus,
  userId: number,
  notification: Notification,
  application?: NewNotification['application'],
): Promise<void> {
  await bus.publish(tx, {
    to: { user_ids: [userId] },
    type: 'notification',
    data: {
      notification,
      notifications_unread: await unreadNotifications(tx, userId),
      ...(application ? { application } : {}),
    },
  });
}

/**
 * Adds a notification to a candidate's list and publishes a `notification` event to that user's
 * streams (after the transaction commits). Call it inside `bus.transaction` with the write that
 * caused it, so both happen or neither. Answers the new row's id.
 */
export async function addNotification(tx: Tx, bus: EventBus, notification: NewNotification): Promise<number> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: notification.userId,
      kind: notification.kind,
      text: notification.text,
      link: notification.link,
      companyId: notification.companyId ?? null,
      ...(notification.createdAt ? { createdAt: notification.createdAt } : {}),
    })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await publishNotification(
    tx,
    bus,
    notification.userId,
    {
      notification_id: row.id,
      kind: notification.kind,
      text: notification.text,
      link: notification.link,
      created_at: new Date(row.createdAt).toISOString(),
      read: false,
      ...(notification.companyId === undefined
        ? {}
        : { company_verified: await companyIsVerified(tx, notification.companyId) }),
    },
    notification.application,
  );
  return row.id;
}

/** The app path a conversation's notifications link to. */
export const conversationLink = (conversationId: number): string => `/chat?c=${conversationId}`;

/**
 * The candidate has read every recruiter message of the conversation: its 'message' notifications
 * are read too (the bell does not go on saying what the chat already showed). Nothing changes while
 * a newer recruiter message is unread. Answers how many were marked.
 */
export async function readConversationNotifications(
  tx: Tx,
  candidateId: number,
  conversationId: number,
  readAt: Date,
): Promise<number> {
  if ((await unreadRecruiterMessages(tx, candidateId, { conversationId, countMuted: true })) > 0) return 0;
  const marked = await tx
    .update(notifications)
    .set({ readAt })
    .where(
      and(
        eq(notifications.userId, candidateId),
        eq(notifications.kind, 'message'),
        eq(notifications.link, conversationLink(conversationId)),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}
