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
// and answers { id, ok: true, result } or { id, ok: false, error }; several messages may come as
// one array (the calls of one turn of the server's event loop), and the answers of one turn of
// this thread's go back as one array. Queries and writes run as
// prepared statements, kept per SQL text (`statements`). `rawTypes`: type ids whose
// values come back as PostgreSQL's text (the caller's own parsers for them run on its side).
// An open transaction holds PGlite's transaction lock: other queries wait in PGlite's queue until
// it commits or rolls back, as they would on one thread.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { joined, optionsOf, plainError, readResult } from './pglite-thread-wire.mjs';

const { serialize } = protocol;

/** The reason a transaction's callback fails when the server thread asks for a rollback. */
const ROLLBACK = Symbol('rollback');

const keepText = (text) => text;

/** PGlite's parsers with the types the caller reads as text, by those types (made once each). */
const mergedParsers = new Map();
function parsersWith(rawTypes) {
  if (!rawTypes || rawTypes.length === 0) return db.parsers;
  const key = rawTypes.join(',');
  let parsers = mergedParsers.get(key);
  if (!parsers) {
    parsers = { ...db.parsers };
    for (const type of rawTypes) parsers[type] = keepText;
    mergedParsers.set(key, parsers);
  }
  return parsers;
}

const { dataDir, loadDataDir, replanAfterMs = 10_000 } = workerData ?? {};
let db;
try {
  db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    extensions: { pg_trgm },
  });
  // the planner's cost of a page read out of order: the database is in memory or on SSD, so
  // reading the pages an index names costs little more than reading in order (client.ts's
  // PLANNER_OPTIONS says the same to PostgreSQL; the search's counts read a tenth of the catalogue
  // through the text index instead of all of it)
  await db.exec('SET random_page_cost = 1.1');
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: plainError(error) });
  parentPort.close();
}

/**
 * Prepared statements by their SQL (and parameter types): PGlite's `query` parses, plans and
 * describes every statement anew, in six calls into PostgreSQL; a statement met before is bound
 * and executed in one (measured: a session lookup took a sixth of the time). The statements are
 * the session's own, kept across transactions; the least recently used are closed beyond
 * STATEMENTS_KEPT (a search's SQL varies with its filters and words).
 */
const statements = new Map();
const STATEMENTS_KEPT = 500;
/*
 * A statement is prepared again (planned anew) at its first use outside a transaction once it is
 * `replanAfterMs` old (workerData; 10 s): PostgreSQL keeps the generic plan it chose in the first
 * runs, and PGlite has no autovacuum to analyze a table that grew since (nor to make that plan
 * stale). A plan made while `applications` held a few rows read it whole for each card of a page
 * (6.4 ms a page at 2,400 applications, 0.4 ms planned again). A statement planned once more
 * every few seconds costs nothing measurable.
 */
let nextStatement = 1;
/** What is prepared: queries and writes (DDL and the like go through PGlite's `query`). */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

async function protocolCall(...parts) {
  return db.execProtocolStream(joined(...parts, serialize.sync()), { syncToFs: false });
}

/**
 * The bytes PostgreSQL answers to the messages, unparsed (`readResult` reads them). PGlite's own
 * reader (`execProtocolStream`) copies every field of every row into an ArrayBuffer of its own and
 * decodes it with a TextDecoder call of its own: measured, reading a page of job cards that way
 * took three times as long as PostgreSQL took to make it.
 */
let answerBytes = Buffer.allocUnsafe(64 * 1024);
let answerLength = 0;
function keepAnswerBytes(bytes) {
  if (answerLength + bytes.length > answerBytes.length) {
    const grown = Buffer.allocUnsafe(Math.max(answerBytes.length * 2, answerLength + bytes.length));
    answerBytes.copy(grown, 0, 0, answerLength);
    answerBytes = grown;
  }
  // a view of PostgreSQL's memory: copied before the next write reuses it
  answerBytes.set(bytes, answerLength);
  answerLength += bytes.length;
}

async function rawProtocolCall(...parts) {
  answerLength = 0;
  await db.execProtocolRawStream(joined(...parts, serialize.sync()), {
    syncToFs: false,
    onRawData: keepAnswerBytes,
  });
  return answerBytes.subarray(0, answerLength);
}

/**
 * The prepared statement of a query (preparing it when new, or again when old and `mayReplan`):
 * its name, parameter types and columns.
 */
async function preparedFor(sql, paramTypes, mayReplan) {
  const key = paramTypes ? `${JSON.stringify(paramTypes)} ${sql}` : sql;
  const known = statements.get(key);
  if (known) {
    statements.delete(key);
    if (!mayReplan || performance.now() - known.preparedAt < replanAfterMs) {
      // most recently used last
      statements.set(key, known);
      return known;
    }
    await protocolCall(serialize.close({ type: 'S', name: known.name }));
  }
  if (statements.size >= STATEMENTS_KEPT) {
    const [oldestKey, oldest] = statements.entries().next().value;
    statements.delete(oldestKey);
    await protocolCall(serialize.close({ type: 'S', name: oldest.name }));
  }
  const name = `rcm_${nextStatement++}`;
  const described = await protocolCall(
    serialize.parse({ name, text: sql, types: paramTypes }),
    serialize.describe({ type: 'S', name }),
  );
  const rowDescription = described.find((message) => message.name === 'rowDescription');
  const statement = {
    key,
    name,
    preparedAt: performance.now(),
    types: parse.parseDescribeStatementResults(described),
    // what PGlite's parseResults keeps of them: name and type
    fields: (rowDescription?.fields ?? []).map((field) => ({
      name: field.name,
      dataTypeID: field.dataTypeID,
    })),
  };
  statements.set(key, statement);
  return statement;
}

/** A query through its prepared statement: bind, execute and sync in one call. */
async function runPrepared(sql, params, options, rawTypes, inTransaction) {
  try {
    const statement = await preparedFor(sql, options.paramTypes, !inTransaction);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = db.serializers[statement.types[i]];
      return serializer ? serializer(value) : value.toString();
    });
    // the statement's columns were described when it was prepared: no Describe here
    const bytes = await rawProtocolCall(
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
    );
    // PGlite's parseResults copies every parser it knows (over 300) into a new object on each call
    // given `parsers` (134 us a query, as long as running it): the merged map instead
    return readResult(bytes, statement.fields, parsersWith(rawTypes), options.rowMode);
  } catch (error) {
    // as PGlite's query tells its errors: with the query and its parameters
    if (error && typeof error === 'object') Object.assign(error, { query: sql, params });
    throw error;
  }
}

/**
 * After a statement that may change tables (DDL, which is not prepared), the kept statements
 * are dropped: one planned for a table's old columns would fail ('cached plan must not change
 * result type').
 */
async function forgetStatements(target) {
  if (statements.size === 0) return;
  statements.clear();
  await target.exec('DEALLOCATE ALL');
}

/** A query as PGlite's `query` answers it, prepared where it can be; `inTransaction`: its own. */
async function query(message, inTransaction) {
  const options = optionsOf(message);
  const params = message.params ?? [];
  if (!PREPARABLE.test(message.sql)) {
    const target = inTransaction ? transactionOf(message.tx).tx : db;
    const result = await target.query(message.sql, params, options);
    await forgetStatements(target);
    return result;
  }
  // the locks PGlite's query and a transaction's query take (an open transaction holds the first)
  if (inTransaction)
    return db._runExclusiveQuery(() => runPrepared(message.sql, params, options, message.rawTypes, true));
  const result = await db._runExclusiveTransaction(() =>
    db._runExclusiveQuery(() => runPrepared(message.sql, params, options, message.rawTypes, false)),
  );
  await db.syncToFs();
  return result;
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
    case 'query':
      if (message.tx) transactionOf(message.tx);
      return query(message, Boolean(message.tx));
    case 'exec': {
      const target = message.tx ? transactionOf(message.tx).tx : db;
      const results = await target.exec(message.sql, optionsOf(message));
      await forgetStatements(target);
      return results;
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

/**
 * The answers of one turn of this thread's event loop, sent together once it is done
 * (`setImmediate`; pglite-thread.ts sends its calls the same way). An answer that cannot be
 * copied to the other thread goes back as its error, alone.
 */
let outbox = [];

function flush() {
  const answers = outbox;
  outbox = [];
  if (answers.length === 0) return;
  try {
    parentPort.postMessage(answers.length === 1 ? answers[0] : answers);
    return;
  } catch {
    // one of them cannot be copied: each on its own
  }
  for (const answer of answers) {
    try {
      parentPort.postMessage(answer);
    } catch (error) {
      parentPort.postMessage({ id: answer.id, ok: false, error: plainError(error) });
    }
  }
}

function send(answer) {
  if (outbox.length === 0) setImmediate(flush);
  outbox.push(answer);
}

async function handle(message) {
  if (closing && message.op !== 'close') {
    send({ id: message.id, ok: false, error: plainError(new Error('The database is closed')) });
    return;
  }
  try {
    send({ id: message.id, ok: true, result: await answer(message) });
  } catch (error) {
    // the query failed
    send({ id: message.id, ok: false, error: plainError(error) });
  }
  if (message.op === 'close') {
    flush();
    parentPort.close();
  }
}

/**
 * The calls received and not yet started. Each starts in a turn of its own, as when each came as
 * a message of its own: a call's first steps (a transaction's BEGIN takes PGlite's lock a few
 * steps in) are taken before the next call starts, so calls take the lock in the order sent.
 */
const inbox = [];

function startNext() {
  handle(inbox.shift());
  if (inbox.length > 0) setImmediate(startNext);
}

if (db) {
  // one call, or the calls of one turn of the server's event loop (pglite-thread.ts), in order
  parentPort.on('message', (message) => {
    const idle = inbox.length === 0;
    if (Array.isArray(message)) inbox.push(...message);
    else inbox.push(message);
    if (idle) startNext();
  });
}
