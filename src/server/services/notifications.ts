import type { NotificationKind } from '../../contract/notifications';
import { notifications } from '../db/schema';
import type { EventBus, Tx } from './event-bus';

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  /** what the list shows, e.g. 'Acme Health sent you a message about Medical Coder' */
  text: string;
  /** the app path of the thing itself, e.g. '/chat?c=12' */
  link: string;
  /** when it happened (the deps' clock); the database's now() when not given */
  createdAt?: Date;
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
      ...(notification.createdAt ? { createdAt: notification.createdAt } : {}),
    })
    .returning({ id: notifications.id, createdAt: notifications.createdAt });
  await bus.publish(tx, {
    to: { user_ids: [notification.userId] },
    type: 'notification',
    data: {
      notification: {
        notification_id: row.id,
        kind: notification.kind,
        text: notification.text,
        link: notification.link,
        created_at: new Date(row.createdAt).toISOString(),
        read: false,
      },
    },
  });
  return row.id;
}
