import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../db/client';
import { notifications } from '../db/schema';
import { insertUser } from '../test-kits/chat-rows';
import { testBackends } from '../test-kits/test-backends';
import type { BusEvent, EventBus, Tx } from './event-bus';
import { addNotification } from './notifications';

/** A bus that records what is published in a transaction and hands it out only after commit. */
function recordingBus(database: TestDatabase): EventBus & { delivered: BusEvent[] } {
  const delivered: BusEvent[] = [];
  const pending = new WeakMap<Tx, BusEvent[]>();
  return {
    delivered,
    async transaction(work) {
      let events: BusEvent[] = [];
      const answer = await database.db.transaction(async (tx) => {
        events = [];
        pending.set(tx, events);
        return work(tx);
      });
      delivered.push(...events);
      return answer;
    },
    async publish(tx, event) {
      const events = pending.get(tx);
      if (!events) throw new Error('publish outside bus.transaction');
      events.push(event);
    },
    subscribe: () => () => {},
    close: async () => {},
  };
}

describe.each(testBackends())('addNotification ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  }, 120_000);
  afterAll(() => database?.close());

  it('adds the unread row and publishes it to that user', async () => {
    const bus = recordingBus(database);
    const userId = await insertUser(database.db);
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
        },
      },
    ]);
  });

  it('a rolled-back write leaves no row', async () => {
    const bus = recordingBus(database);
    const userId = await insertUser(database.db);
    await expect(
      bus.transaction(async (tx) => {
        await addNotification(tx, bus, { userId, kind: 'status', text: 'x', link: '/applied-jobs' });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await database.db.select().from(notifications).where(eq(notifications.userId, userId))).toEqual(
      [],
    );
    expect(bus.delivered).toEqual([]);
  });
});
