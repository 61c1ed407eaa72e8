import { NOTIFICATIONS_PER_PAGE, type Notification, type NotificationKind } from '@contract/notifications';
import { and, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { companies, notifications } from '../db/schema';
import type { DbOrTx } from './file-store';

/**
 * The candidate's list of notifications (issue 24 §2): read and marked read on the caller's own
 * rows only (an id of someone else's is simply not theirs: nothing happens to it). Written by
 * `addNotification` (services/notifications.ts).
 */

type Row = typeof notifications.$inferSelect & { companyVerified?: boolean | null };

export function toNotification(row: Row): Notification {
  return {
    // issue 37: a company's notification says whether it is a Verified employer
    ...(row.companyId === null ? {} : { company_verified: row.companyVerified === true }),
    notification_id: row.id,
    kind: row.kind as NotificationKind,
    text: row.text,
    link: row.link,
    created_at: new Date(row.createdAt).toISOString(),
    read: row.readAt !== null,
  };
}

/** How many of the candidate's notifications are unread. */
export async function unreadNotifications(db: DbOrTx, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(n);
}

/** One page of the candidate's notifications, newest first, with how many there are and are unread. */
export async function notificationsPage(db: DbOrTx, userId: number, page: number) {
  const mine = eq(notifications.userId, userId);
  const [rows, [{ total }], unread] = await Promise.all([
    db
      .select({
        ...getTableColumns(notifications),
        companyVerified: sql<
          boolean | null
        >`(${companies.verifiedAt} is not null and ${companies.suspendedAt} is null)`.mapWith(
          (value: unknown) => value === true || value === 't' || value === 'true',
        ),
      })
      .from(notifications)
      .leftJoin(companies, eq(companies.id, notifications.companyId))
      .where(mine)
      .orderBy(desc(notifications.id))
      .limit(NOTIFICATIONS_PER_PAGE)
      .offset((page - 1) * NOTIFICATIONS_PER_PAGE),
    db.select({ total: count() }).from(notifications).where(mine),
    unreadNotifications(db, userId),
  ]);
  return { notifications: rows.map(toNotification), total: Number(total), unread };
}

/** Marks some of the candidate's notifications read (or all); answers how many stay unread. */
export async function markNotificationsRead(
  db: DbOrTx,
  userId: number,
  which: { notification_ids: readonly number[] } | { all: true },
  now: Date,
): Promise<number> {
  const unreadOfMine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      'all' in which
        ? unreadOfMine
        : and(unreadOfMine, inArray(notifications.id, [...which.notification_ids])),
    );
  return unreadNotifications(db, userId);
}
