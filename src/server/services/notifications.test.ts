import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestDatabase } from '../db/client';
import { notifications } from '../db/schema';
import { insertUser } from '../test-kits/chat-rows';
import { testBackends } from '../test-kits/test-backends';
import { type BusEvent, createEventBus } from './event-bus';
import { addNotification } from './notifications';

/** The real bus of the database, with what it delivered to the user's subscriber. */
async function busFor(database: TestDatabase, userId: number) {
  const bus = createEventBus(database.db);
  const delivered: BusEvent[] = [];
  bus.subscribe({ userId, companyId: null }, (event) => delivered.push(event));
  await bus.listening();
  return Object.assign(bus, { delivered });
}

describe.each(testBackends())('addNotification ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  }, 120_000);
  afterAll(() => database?.close());

  it('adds the unread row and publishes it to that user', async () => {
    const userId = await insertUser(database.db);
    const bus = await busFor(database, userId);
    onTestFinished(() => bus.close());
    const id = await bus.transaction((tx) =>
      addNotification(tx, bus, {
        userId,
        kind: 'message',
        text: 'Acme sent you a message about Coder',
        link: '/chat?c=3',
      }),
    );
    const rows = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, kind: 'message', link: '/chat?c=3', readAt: null });
    await expect.poll(() => bus.delivered.length).toBe(1);
    expect(bus.delivered).toEqual([
      {
        to: { user_ids: [userId] },
        type: 'notification',
        data: {
          notification: {
            notification_id: id,
            kind: 'message',
            text: 'Acme sent you a message about Coder',
            link: '/chat?c=3',
            created_at: new Date(rows[0].createdAt).toISOString(),
            read: false,
          },
          // the unread count after it: the bell updates without asking (issue 35)
          notifications_unread: 1,
        },
      },
    ]);
  });

  it('takes the time it happened from the caller’s clock', async () => {
    const userId = await insertUser(database.db);
    const bus = await busFor(database, userId);
    onTestFinished(() => bus.close());
    const at = new Date('2026-11-20T08:30:00.000Z');
    await bus.transaction((tx) =>
      addNotification(tx, bus, { userId, kind: 'viewed', text: 'Viewed', link: '/dashboard', createdAt: at }),
    );
    const [row] = await database.db.select().from(notifications).where(eq(notifications.userId, userId));
    expect(new Date(row.createdAt).toISOString()).toBe(at.toISOString());
    await expect.poll(() => bus.delivered.length).toBe(1);
    expect(bus.delivered[0].data).toMatchObject({ notification: { created_at: at.toISOString() } });
  });

  it('a rolled-back write leaves no row', async () => {
    const userId = await insertUser(database.db);
    const bus = await busFor(database, userId);
    onTestFinished(() => bus.close());
    await expect(
      bus.transaction(async (tx) => {
        await addNotification(tx, bus, { userId, kind: 'status', text: 'x', link: '/applied-jobs' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await database.db.select().from(notifications).where(eq(notifications.userId, userId))).toEqual(
      [],
    );
    // a committed one after it arrives alone (events arrive in commit order)
    await bus.transaction((tx) =>
      addNotification(tx, bus, { userId, kind: 'status', text: 'y', link: '/applied-jobs' }),
    );
    await expect.poll(() => bus.delivered.length).toBe(1);
    expect(bus.delivered[0].data).toMatchObject({ notification: { text: 'y' } });
  });
});
