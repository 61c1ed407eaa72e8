import type { EventData } from '@contract/events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, databaseKind } from '../db/client';

/**
 * The event bus (issue 24 §1): what the event stream (GET /api/events) sends to whom.
 *
 * A write publishes INSIDE its transaction, and the event is delivered only once that transaction
 * commits (a rolled-back write sends nothing):
 *
 *   await bus.transaction(async (tx) => {
 *     ...insert the message...
 *     await bus.publish(tx, { to: { user_ids: [candidateId] }, type: 'message', data });
 *   });
 *
 * On PostgreSQL `publish` is `SELECT pg_notify('rcm_events', json)` (PostgreSQL delivers it at
 * commit, to every server process: each holds one dedicated connection that LISTENs and fans the
 * events out to its own subscribers); on PGlite (one process) the events wait in the transaction
 * and go to the subscribers once it committed. `publish` on a transaction not begun by
 * `bus.transaction` throws (it could not know when that one commits).
 */

/** The writes' transaction (what `db.transaction` hands its callback). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who gets an event: these users, and every recruiter of these companies. */
export interface EventAudience {
  user_ids?: number[];
  company_ids?: number[];
}

/** The stream's event types, without `ready` (the stream's own). */
export type BusEventType = Exclude<keyof EventData, 'ready'>;

/** An event the stream sends to its client. */
export type StreamEvent = {
  [K in BusEventType]: { to: EventAudience; type: K; data: EventData[K] };
}[BusEventType];

/**
 * Never sent to a client (H1, issue 35): some sessions of these users ended (a sign-out, a
 * password change or reset, a deactivation, a deletion, a recruiter removed); each of their open
 * streams checks its own token again and ends when that session is over.
 */
export interface SessionsEndedEvent {
  to: EventAudience;
  type: 'sessions_ended';
  data: Record<string, never>;
}

export type BusEvent = StreamEvent | SessionsEndedEvent;

/** A subscriber: a signed-in user (a recruiter with its company). */
export interface Subscriber {
  userId: number;
  companyId: number | null;
}

export interface EventBus {
  /** Runs `work` in one transaction of the database; events published in it go out after commit. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Publishes an event from inside `bus.transaction` (delivered after its commit). */
  publish(tx: Tx, event: BusEvent): Promise<void>;
  /**
   * Calls `listener` with each event for this subscriber, until the answered function is called.
   * `onLost`: events may have been missed (the bus lost its connection, or it closed); the
   * subscription has ended (a stream ends, so its client reconnects and refetches).
   */
  subscribe(subscriber: Subscriber, listener: (event: BusEvent) => void, onLost?: () => void): () => void;
  /** Resolves once events published from now on reach this process's subscribers. */
  listening(): Promise<void>;
  /** How many subscribers this process has (its open event streams). */
  subscriberCount(): number;
  /** Stops listening (the process ends). */
  close(): Promise<void>;
}

/** Is the event for this subscriber? */
export function isFor(event: Pick<BusEvent, 'to'>, subscriber: Subscriber): boolean {
  if (event.to.user_ids?.includes(subscriber.userId)) return true;
  return subscriber.companyId !== null && (event.to.company_ids?.includes(subscriber.companyId) ?? false);
}

/** The PostgreSQL channel every server process LISTENs on. */
export const EVENTS_CHANNEL = 'rcm_events';
/**
 * A NOTIFY payload must stay under 8000 bytes: an event's JSON (its non-ASCII characters
 * escaped, so a character is a byte) goes in parts of at most this many characters, each
 * `<event id>:<part>:<parts>:<text>`, put together again by the listening process.
 */
export const NOTIFY_PART_CHARS = 7000;

interface Subscription {
  subscriber: Subscriber;
  listener: (event: BusEvent) => void;
  onLost?: () => void;
}

/** JSON whose characters are all ASCII (a character is one byte in any encoding). */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The NOTIFY payloads of one event. */
export function notifyParts(event: BusEvent, id: string): string[] {
  const json = asciiJson(event);
  const count = Math.max(1, Math.ceil(json.length / NOTIFY_PART_CHARS));
  return Array.from(
    { length: count },
    (_, i) => `${id}:${i + 1}:${count}:${json.slice(i * NOTIFY_PART_CHARS, (i + 1) * NOTIFY_PART_CHARS)}`,
  );
}

/** Puts the parts of events together again: answers the event once its last part came, else null. */
export function partsJoiner(): (payload: string) => BusEvent | null {
  const pending = new Map<string, string[]>();
  return (payload) => {
    const match = /^([^:]+):(\d+):(\d+):/.exec(payload);
    if (!match) return null;
    const [head, id, partText, countText] = match;
    const part = Number(partText);
    const count = Number(countText);
    const text = payload.slice(head.length);
    let json: string;
    if (count === 1) json = text;
    else {
      const parts = pending.get(id) ?? [];
      parts[part - 1] = text;
      pending.set(id, parts);
      if (parts.filter((p) => p !== undefined).length < count) return null;
      pending.delete(id);
      json = parts.join('');
    }
    try {
      return JSON.parse(json) as BusEvent;
    } catch {
      return null;
    }
  };
}

/** The subscribers of one process and the fan-out of events to them. */
class Fanout {
  private readonly subscriptions = new Set<Subscription>();

  add(subscription: Subscription): () => void {
    this.subscriptions.add(subscription);
    return () => {
      this.subscriptions.delete(subscription);
    };
  }

  get size(): number {
    return this.subscriptions.size;
  }

  deliver(event: BusEvent): void {
    for (const subscription of this.subscriptions) {
      if (!isFor(event, subscription.subscriber)) continue;
      try {
        subscription.listener(event);
      } catch (error) {
        console.error('An event listener failed:', (error as Error).message);
      }
    }
  }

  /** Every subscriber may have missed events: each is told (its stream ends; the client reconnects). */
  lost(): void {
    for (const subscription of [...this.subscriptions]) {
      this.subscriptions.delete(subscription);
      subscription.onLost?.();
    }
  }
}

/**
 * The bus of one server process over its database: PostgreSQL's LISTEN/NOTIFY (every process
 * sees every event) or, on PGlite, in this process.
 */
export function createEventBus(db: Db): EventBus {
  return databaseKind(db) === 'postgres' ? postgresBus(db) : inProcessBus(db);
}

/** PGlite (one process): the events of a transaction wait in it and are delivered after its commit. */
function inProcessBus(db: Db): EventBus {
  const fanout = new Fanout();
  const pending = new WeakMap<Tx, BusEvent[]>();
  return {
    async transaction(work) {
      const events: BusEvent[] = [];
      const answer = await db.transaction(async (tx) => {
        events.length = 0; // a retried transaction starts again
        pending.set(tx, events);
        return work(tx);
      });
      for (const event of events) fanout.deliver(event);
      return answer;
    },
    async publish(tx, event) {
      const events = pending.get(tx);
      if (!events) throw new Error('bus.publish outside bus.transaction');
      events.push(event);
    },
    subscribe(subscriber, listener, onLost) {
      return fanout.add({ subscriber, listener, onLost });
    },
    listening: async () => {},
    subscriberCount: () => fanout.size,
    async close() {
      fanout.lost();
    },
  };
}

/**
 * PostgreSQL: `publish` is `pg_notify` in the write's transaction (PostgreSQL sends it at commit,
 * not at all on rollback); one dedicated connection per process LISTENs (opened with the first
 * subscriber) and fans the events out. When that connection is lost, every subscriber is told
 * (onLost: the stream ends and its client reconnects and refetches) and it connects again.
 */
function postgresBus(db: Db): EventBus {
  const fanout = new Fanout();
  const ours = new WeakSet<Tx>();
  const poolOptions = (db as unknown as { $client: pg.Pool }).$client.options;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let published = 0;
  const prefix = `${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

  const connect = (): Promise<void> => {
    connecting ??= (async () => {
      const listener = new pg.Client({ ...poolOptions, max: undefined } as pg.ClientConfig);
      const join = partsJoiner();
      const lost = () => {
        if (client !== listener) return;
        client = null;
        connecting = null;
        listener.end().catch(() => {});
        fanout.lost();
      };
      listener.on('error', (error) => {
        if (!closed) console.error('The event bus lost its PostgreSQL connection:', error.message);
        lost();
      });
      listener.on('end', lost);
      listener.on('notification', (message) => {
        if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
        const event = join(message.payload);
        if (event) fanout.deliver(event);
      });
      try {
        await listener.connect();
        await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
      } catch (error) {
        connecting = null;
        await listener.end().catch(() => {});
        throw error;
      }
      if (closed) {
        await listener.end().catch(() => {});
        return;
      }
      client = listener;
    })();
    return connecting;
  };

  return {
    async transaction(work) {
      return db.transaction(async (tx) => {
        ours.add(tx);
        return work(tx);
      });
    },
    async publish(tx, event) {
      if (!ours.has(tx)) throw new Error('bus.publish outside bus.transaction');
      for (const part of notifyParts(event, `${prefix}-${++published}`)) {
        await tx.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${part})`);
      }
    },
    subscribe(subscriber, listener, onLost) {
      const unsubscribe = fanout.add({ subscriber, listener, onLost });
      if (!closed) {
        connect().catch((error) => {
          console.error('The event bus could not LISTEN:', (error as Error).message);
          fanout.lost();
        });
      }
      return unsubscribe;
    },
    async listening() {
      if (closed) throw new Error('The event bus is closed');
      await connect();
    },
    subscriberCount: () => fanout.size,
    async close() {
      closed = true;
      fanout.lost();
      const listener = client;
      client = null;
      await listener?.end().catch(() => {});
    },
  };
}
