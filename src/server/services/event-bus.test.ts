import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { TestDatabase } from '../db/client';
import { testBackends } from '../test-kits/test-backends';
import {
  type BusEvent,
  createEventBus,
  isFor,
  NOTIFY_PART_CHARS,
  notifyParts,
  partsJoiner,
} from './event-bus';

const readEvent = (to: BusEvent['to'], message_id: number): BusEvent => ({
  to,
  type: 'read',
  data: { conversation_id: 1, reader: 'candidate', message_id },
});

describe('the event bus’s parts', () => {
  it('an event is for its users and its companies’ recruiters', () => {
    const event = readEvent({ user_ids: [5], company_ids: [9] }, 1);
    expect(isFor(event, { userId: 5, companyId: null })).toBe(true);
    expect(isFor(event, { userId: 6, companyId: 9 })).toBe(true);
    expect(isFor(event, { userId: 6, companyId: null })).toBe(false);
    expect(isFor(event, { userId: 7, companyId: 8 })).toBe(false);
  });

  it('a long event goes in ASCII parts under the NOTIFY limit and comes back whole', () => {
    const body = 'நன்றி 🙏 '.repeat(250); // 2,000 characters, far more bytes
    const event: BusEvent = {
      to: { user_ids: [1] },
      type: 'message',
      data: {
        conversation_id: 1,
        message: {
          message_id: 1,
          conversation_id: 1,
          sender: 'recruiter',
          sender_name: 'Anita',
          body,
          sent_at: '2026-11-26T10:00:00.000Z',
        },
      },
    };
    const parts = notifyParts(event, 'a');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(part)).toBeLessThan(8000);
      expect(part.length).toBeLessThanOrEqual(NOTIFY_PART_CHARS + 20);
    }
    const join = partsJoiner();
    const other = notifyParts(readEvent({ user_ids: [2] }, 3), 'b');
    // another event's part in between (two processes' transactions) changes nothing
    expect(join(parts[0])).toBeNull();
    expect(join(other[0])).toEqual(readEvent({ user_ids: [2] }, 3));
    let joined: BusEvent | null = null;
    for (const part of parts.slice(1)) joined = join(part);
    expect(joined).toEqual(event);
  });
});

describe.each(testBackends())('the event bus ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  }, 120_000);
  afterAll(() => database?.close());

  async function listeningBus() {
    const bus = createEventBus(database.db);
    onTestFinished(() => bus.close());
    await bus.listening();
    return bus;
  }

  it('delivers after commit, to the subscribers it is for, nothing of a rollback', async () => {
    const bus = await listeningBus();
    const mine: BusEvent[] = [];
    const theirs: BusEvent[] = [];
    bus.subscribe({ userId: 1, companyId: null }, (event) => mine.push(event));
    bus.subscribe({ userId: 2, companyId: 7 }, (event) => theirs.push(event));

    await expect(
      bus.transaction(async (tx) => {
        await bus.publish(tx, readEvent({ user_ids: [1] }, 1));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');

    let publishedBeforeCommit = -1;
    await bus.transaction(async (tx) => {
      await bus.publish(tx, readEvent({ user_ids: [1] }, 2));
      await tx.execute(sql`select 1`);
      publishedBeforeCommit = mine.length;
    });
    await bus.transaction((tx) => bus.publish(tx, readEvent({ company_ids: [7] }, 3)));

    await expect.poll(() => theirs.length).toBe(1);
    await expect.poll(() => mine.length).toBe(1);
    expect(publishedBeforeCommit).toBe(0);
    expect(mine).toEqual([readEvent({ user_ids: [1] }, 2)]);
    expect(theirs).toEqual([readEvent({ company_ids: [7] }, 3)]);
  });

  it('refuses a publish outside bus.transaction', async () => {
    const bus = await listeningBus();
    await expect(
      database.db.transaction((tx) => bus.publish(tx, readEvent({ user_ids: [1] }, 1))),
    ).rejects.toThrow('bus.publish outside bus.transaction');
  });

  it('an unsubscribed listener gets nothing more; close tells the subscribers', async () => {
    const bus = await listeningBus();
    const got: BusEvent[] = [];
    const other: BusEvent[] = [];
    let lost = 0;
    const stop = bus.subscribe({ userId: 1, companyId: null }, (event) => got.push(event));
    bus.subscribe(
      { userId: 1, companyId: null },
      (event) => other.push(event),
      () => lost++,
    );
    stop();
    await bus.transaction((tx) => bus.publish(tx, readEvent({ user_ids: [1] }, 4)));
    await expect.poll(() => other.length).toBe(1);
    expect(got).toEqual([]);
    await bus.close();
    expect(lost).toBe(1);
  });
});

describe.each(testBackends().filter((backend) => backend.name === 'postgres'))(
  'the event bus between processes ($name)',
  (backend) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await backend.open();
    }, 120_000);
    afterAll(() => database?.close());

    async function listeningBus() {
      const bus = createEventBus(database.db);
      onTestFinished(() => bus.close());
      await bus.listening();
      return bus;
    }

    it('an event published through one bus reaches another bus’s subscribers', async () => {
      const writer = await listeningBus();
      const reader = await listeningBus();
      const got: BusEvent[] = [];
      reader.subscribe({ userId: 3, companyId: null }, (event) => got.push(event));
      await writer.transaction((tx) => writer.publish(tx, readEvent({ user_ids: [3] }, 5)));
      await expect.poll(() => got).toEqual([readEvent({ user_ids: [3] }, 5)]);
    });
  },
);
