// The embedded database's own thread (see pglite-thread.ts, which starts it): one PGlite, opened
// from `workerData` ({ dataDir } or { loadDataDir: bytes of a dumped data folder }), answering
// the server thread's messages one by one. Plain JavaScript: a worker thread gets no TypeScript
// loader (tsx's `--import` does not reach worker threads on Node 20).
//
//   { id, op: 'query', sql, params, rowMode, paramTypes, rawTypes, tx? }  -> Results
//   { id, op: 'exec', sql, rowMode, rawTypes, tx? }                       -> Results[]
//   { id, op: 'begin' }                                 -> a transaction's number, once BEGIN ran
//   { id, op: 'commit', tx } / { id, op: 'rollback', tx }                 -> null
//   { id, op: 'close' }                     -> null, after open transactions are rolled back
//
// and answers { id, ok: true, result } or { id, ok: false, error }. `rawTypes`: type ids whose
// values come back as PostgreSQL's text (the caller's own parsers for them run on its side).
// An open transaction holds PGlite's transaction lock: other queries wait in PGlite's queue until
// it commits or rolls back, as they would on one thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The reason a transaction's callback fails when the server thread asks for a rollback. */
const ROLLBACK = Symbol('rollback');

const keepText = (text) => text;

/** PGlite's query options from a message (functions do not cross threads). */
function optionsOf(message) {
  const parsers = {};
  for (const type of message.rawTypes ?? []) parsers[type] = keepText;
  return {
    rowMode: message.rowMode,
    parsers,
    ...(message.paramTypes ? { paramTypes: message.paramTypes } : {}),
  };
}

/**
 * An error as plain data that keeps what callers read: message, name, PostgreSQL's fields (code,
 * constraint, detail, table, ...) and the query. The query's options hold functions: left out.
 */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {}, database: false };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return {
    message: error.message,
    name: error.name,
    stack: error.stack,
    fields,
    database: error.constructor?.name === 'DatabaseError' || error.code !== undefined,
  };
}

const { dataDir, loadDataDir } = workerData ?? {};
let db;
try {
  db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    extensions: { pg_trgm },
  });
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
  parentPort.close();
}

/** Open transactions by number: PGlite's transaction object and the way to end its callback. */
const transactions = new Map();
let nextTransaction = 1;
let closing = false;

function transactionOf(number) {
  const open = transactions.get(number);
  if (!open) throw new Error(`Transaction ${number} is not open`);
  return open;
}

/** Runs BEGIN and answers the transaction's number once its queries may be sent. */
function begin() {
  const number = nextTransaction++;
  return new Promise((began, failed) => {
    const open = { tx: undefined, finish: undefined, done: undefined };
    open.done = db.transaction(
      (tx) =>
        new Promise((resolve, reject) => {
          open.tx = tx;
          open.finish = (commit) => (commit ? resolve() : reject(ROLLBACK));
          transactions.set(number, open);
          began(number);
        }),
    );
    // BEGIN itself failed: no callback ran
    open.done.catch((error) => {
      if (!open.tx) failed(error);
    });
  });
}

/** Ends a transaction: COMMIT (a failed or aborted one throws, rolled back) or ROLLBACK. */
async function end(number, commit) {
  const open = transactionOf(number);
  transactions.delete(number);
  open.finish(commit);
  try {
    await open.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

async function answer(message) {
  switch (message.op) {
    case 'query': {
      const target = message.tx ? transactionOf(message.tx).tx : db;
      return target.query(message.sql, message.params, optionsOf(message));
    }
    case 'exec': {
      const target = message.tx ? transactionOf(message.tx).tx : db;
      return target.exec(message.sql, optionsOf(message));
    }
    case 'begin':
      return begin();
    case 'commit':
      return end(message.tx, true);
    case 'rollback':
      return end(message.tx, false);
    case 'close': {
      closing = true;
      await Promise.all([...transactions.keys()].map((number) => end(number, false).catch(() => {})));
      if (!db.closed) await db.close();
      return null;
    }
    default:
      throw new Error(`Unknown database message ${message.op}`);
  }
}

if (db) {
  parentPort.on('message', async (message) => {
    if (closing && message.op !== 'close') {
      parentPort.postMessage({
        id: message.id,
        ok: false,
        error: plainError(new Error('The database is closed')),
      });
      return;
    }
    try {
      const result = await answer(message);
      parentPort.postMessage({ id: message.id, ok: true, result });
    } catch (error) {
      // the query failed, or its answer could not be copied to the other thread
      parentPort.postMessage({ id: message.id, ok: false, error: plainError(error) });
    }
    if (message.op === 'close') parentPort.close();
  });
}
