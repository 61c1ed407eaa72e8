import type { EventData } from '../../contract/events';
import type { Db } from '../db/client';

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

export type BusEvent = {
  [K in BusEventType]: { to: EventAudience; type: K; data: EventData[K] };
}[BusEventType];

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
  /** Calls `listener` with each event for this subscriber, until the answered function is called. */
  subscribe(subscriber: Subscriber, listener: (event: BusEvent) => void): () => void;
  /** Stops listening (the process ends). */
  close(): Promise<void>;
}

/** Is the event for this subscriber? */
export function isFor(event: Pick<BusEvent, 'to'>, subscriber: Subscriber): boolean {
  if (event.to.user_ids?.includes(subscriber.userId)) return true;
  return subscriber.companyId !== null && (event.to.company_ids?.includes(subscriber.companyId) ?? false);
}
