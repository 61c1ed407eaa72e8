// node:timers' own: a test's fake timers (which replace the global) never hold the database's calls
import { setImmediate } from 'node:timers';
import { Worker } from 'node:worker_threads';
import {
  messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { query as templated } from '@electric-sql/pglite/template';

/** What a database error carries across the threads (see pglite-thread-worker.mjs). */
interface PlainError {
  message: string;
  name?: string;
  stack?: string;
  fields: Record<string, unknown>;
  database: boolean;
}

type Answer = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: PlainError };
type Started = { ready: true } | { ready: false; error: PlainError };

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * The error the database thread threw, rebuilt on this side: a PostgreSQL error is again a
 * PGlite `DatabaseError` with its fields (code, constraint, detail, table, ...) and the query,
 * so callers (and drizzle, which wraps it as the `cause` of its own error) see what an in-thread
 * PGlite throws.
 */
function rebuildError(plain: PlainError): Error {
  const fields = { ...plain.fields };
  const error: Error = plain.database
    ? new messages.DatabaseError(plain.message, Number(fields.length ?? 0), 'error')
    : new Error(plain.message);
  delete fields.length;
  delete fields.name;
  Object.assign(error, fields);
  if (!plain.database && plain.name) error.name = plain.name;
  if (plain.stack) error.stack = `${error.stack}\n    (in the database thread) ${plain.stack}`;
  return error;
}

/**
 * A query's options for the other thread. PGlite's own parsers run there; a caller's parsers
 * (functions: drizzle keeps dates and intervals as text with them) run here, on the text that
 * comes back for their types.
 */
function crossingOptions(options: QueryOptions | undefined) {
  if (options?.serializers || options?.blob || options?.onNotice) {
    throw new Error('The database thread takes no serializers, blob or onNotice in query options');
  }
  return {
    rowMode: options?.rowMode,
    paramTypes: options?.paramTypes,
    rawTypes: Object.keys(options?.parsers ?? {}).map(Number),
  };
}

function applyParsers<T>(result: Results<T>, options: QueryOptions | undefined): Results<T> {
  const parsers = options?.parsers;
  if (!parsers) return result;
  result.fields.forEach((field, index) => {
    // called as PGlite calls a parser: the text and the type id
    const parse = parsers[field.dataTypeID] as ((text: string, type: number) => unknown) | undefined;
    if (!parse) return;
    const key = options?.rowMode === 'array' ? index : field.name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string, field.dataTypeID);
    }
  });
  return result;
}

export interface PGliteThreadOptions {
  /** The data folder (nodefs); without it an in-memory database. */
  dataDir?: string;
  /** A data folder dumped by `dumpDataDir` to start from (in memory). */
  loadDataDir?: Blob;
  /**
   * How old a prepared statement gets before it is planned again (default 10 s; see
   * pglite-thread-worker.mjs): plans follow the tables' growth.
   */
  replanAfterMs?: number;
}

/**
 * PGlite on a thread of its own (`worker_threads`): the database's work (PostgreSQL in
 * WebAssembly, the wire protocol, the rows) runs beside the server's event loop instead of on
 * it, so the two use two cores. Answers what drizzle's PGlite driver uses (`query`, `exec`,
 * `transaction`, `close`); the calls of one turn of the event loop go to the thread as one
 * message, and its answers of one turn come back as one.
 *
 * A transaction holds the thread's PGlite transaction lock from BEGIN to COMMIT or ROLLBACK
 * (its queries carry its number; everyone else's queries wait in PGlite's queue meanwhile, as on
 * one thread): all or nothing, and transactions run one after another. A callback that throws
 * rolls back. Errors come back with their PostgreSQL fields (`rebuildError`).
 *
 * While calls are pending the thread keeps the process alive; idle, it does not (a forgotten
 * close cannot hang a test run).
 */
export class PGliteThread {
  readonly #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  #nextId = 1;
  #closed = false;
  /** Closing: the thread keeps the process alive until it has ended. */
  #closing = false;
  #stopped: Promise<void>;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    this.#worker.unref();
    this.#worker.on('message', (answers: Answer | Answer[]) => this.#settleAll(answers));
    this.#worker.on('error', (error) => this.#fail(error));
    this.#stopped = new Promise((resolve) => {
      this.#worker.once('exit', (code) => {
        this.#fail(new Error(`The database thread stopped (exit code ${code})`));
        resolve();
      });
    });
  }

  /** Starts the thread and opens the database in it. */
  static async create(options: PGliteThreadOptions = {}): Promise<PGliteThread> {
    const loadDataDir = options.loadDataDir
      ? new Uint8Array(await options.loadDataDir.arrayBuffer())
      : undefined;
    const worker = new Worker(new URL('./pglite-thread-worker.mjs', import.meta.url), {
      workerData: { dataDir: options.dataDir, loadDataDir, replanAfterMs: options.replanAfterMs },
      transferList: loadDataDir ? [loadDataDir.buffer] : [],
      // none of the process's options (tsx's loader does not reach a worker thread anyway) but
      // a CPU profile's (SERVER_CPU_PROF): the database thread writes its own
      execArgv: process.execArgv.filter((option) => option.startsWith('--cpu-prof')),
    });
    const started = await new Promise<Started>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The database thread stopped (exit code ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: Started) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve(message);
      });
    });
    if (!started.ready) {
      await worker.terminate();
      throw rebuildError(started.error);
    }
    return new PGliteThread(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /** The thread's answers: one, or several sent together (pglite-thread-worker.mjs). */
  #settleAll(answers: Answer | Answer[]): void {
    if (Array.isArray(answers)) for (const answer of answers) this.#settle(answer);
    else this.#settle(answers);
  }

  #settle(answer: Answer): void {
    const pending = this.#pending.get(answer.id);
    if (!pending) return;
    this.#pending.delete(answer.id);
    if (this.#pending.size === 0 && !this.#closing) this.#worker.unref();
    if (answer.ok) pending.resolve(answer.result);
    else pending.reject(rebuildError(answer.error));
  }

  #fail(error: Error): void {
    this.#failure ??= error;
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  /**
   * The calls made since the last message to the thread: sent together, as one message, once the
   * event loop's current turn is done (`setImmediate`). Under load the requests of one turn
   * then cost the thread one message and one wake-up instead of one each (a message's copy and
   * wake-up cost 25 to 35 us of CPU on each side where 50 together cost 6 to 8 us each).
   */
  #outbox: (Record<string, unknown> & { id: number })[] = [];

  #call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed && message.op !== 'close') return Promise.reject(new Error('The database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve: resolve as (result: unknown) => void, reject });
      if (this.#outbox.length === 0) setImmediate(() => this.#flush());
      this.#outbox.push({ ...message, id });
    });
  }

  /** Sends the calls of the outbox, together; a call that cannot be copied fails alone. */
  #flush(): void {
    const calls = this.#outbox;
    this.#outbox = [];
    if (calls.length === 0) return;
    try {
      this.#worker.postMessage(calls.length === 1 ? calls[0] : calls);
      return;
    } catch {
      // one of them cannot be copied (a function, a symbol as a parameter): each on its own
    }
    for (const call of calls) {
      try {
        this.#worker.postMessage(call);
      } catch (error) {
        this.#settleFailed(call.id, error as Error);
      }
    }
  }

  /** A call that never reached the thread. */
  #settleFailed(id: number, error: Error): void {
    const pending = this.#pending.get(id);
    if (!pending) return;
    this.#pending.delete(id);
    if (this.#pending.size === 0 && !this.#closing) this.#worker.unref();
    pending.reject(error);
  }

  async #query<T>(tx: number | undefined, sql: string, params: unknown[] = [], options?: QueryOptions) {
    const result = await this.#call<Results<T>>({
      op: 'query',
      tx,
      sql,
      params,
      ...crossingOptions(options),
    });
    return applyParsers(result, options);
  }

  async #exec(tx: number | undefined, sql: string, options?: QueryOptions) {
    const results = await this.#call<Results[]>({ op: 'exec', tx, sql, ...crossingOptions(options) });
    return results.map((result) => applyParsers(result, options));
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, sql, params, options);
  }

  sql<T>(strings: TemplateStringsArray, ...values: unknown[]): Promise<Results<T>> {
    const { query, params } = templated(strings, ...values);
    return this.#query<T>(undefined, query, params);
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, sql, options);
  }

  /**
   * Runs the callback in a transaction: COMMIT when it returns, ROLLBACK when it throws (the
   * error is passed on) or called `tx.rollback()`.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const number = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: Transaction = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<R>(number, sql, params, options);
      },
      sql: async <R>(strings: TemplateStringsArray, ...values: unknown[]) => {
        open();
        const { query, params } = templated(strings, ...values);
        return this.#query<R>(number, query, params);
      },
      exec: async (sql: string, options?: QueryOptions) => {
        open();
        return this.#exec(number, sql, options);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#call({ op: 'rollback', tx: number });
      },
      listen: async () => {
        throw new Error('LISTEN is not available on the database thread');
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx);
      if (!closed) {
        closed = true;
        await this.#call({ op: 'commit', tx: number });
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'rollback', tx: number });
      }
      throw error;
    }
  }

  /** Rolls back open transactions, closes the database and ends the thread. */
  async close(): Promise<void> {
    // closed already, or the thread stopped on its own
    if (this.#closed) return this.#stopped;
    this.#closed = true;
    this.#closing = true;
    this.#worker.ref();
    try {
      await this.#call({ op: 'close' });
    } finally {
      await this.#stopped;
    }
  }

  /** This object where drizzle's PGlite driver wants a PGlite (it calls only what is above). */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }
}
