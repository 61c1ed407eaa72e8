// The wire side of the embedded database's thread (pglite-thread-worker.mjs): PostgreSQL's protocol
// messages joined and read into results, and errors and options as plain data that crosses threads.
// Plain JavaScript, as the worker.
import { protocol, types } from '@electric-sql/pglite';

const { parseType } = types;

const keepText = (text) => text;

/** PGlite's query options from a message (functions do not cross threads). */
export function optionsOf(message) {
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
export function plainError(error) {
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

/** One buffer of several protocol messages (PostgreSQL reads them in turn, as from a socket). */
export function joined(...parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Commands whose tag's count is rows changed (PGlite's parseResults adds them up the same way). */
export const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/**
 * The first result of a bound statement's answer as PGlite's `parseResults` makes it (rows as
 * arrays or objects, values through `parsers`, `fields`, `command`, `affectedRows`, `rowCount`),
 * read straight from the bytes; `fields` are the statement's own (described once, when it was
 * prepared). An answer holding an error is read by PGlite's reader, and its first database error
 * thrown as PGlite throws it.
 */
export function readResult(bytes, fields, parsers, rowMode) {
  const rows = [];
  const asArray = rowMode === 'array';
  const count = fields.length;
  let result;
  let affectedRows = 0;
  let at = 0;
  while (at + 5 <= bytes.length) {
    const kind = bytes[at];
    const body = at + 5;
    const end = at + 1 + bytes.readUInt32BE(at + 1);
    if (kind === 0x45 /* E: an error */) throw firstError(bytes);
    if (result) {
      // past the first result: only an error matters
    } else if (kind === 0x44 /* D: a row */) {
      const fieldCount = bytes.readUInt16BE(body);
      let offset = body + 2;
      const row = asArray ? new Array(fieldCount) : {};
      for (let i = 0; i < fieldCount; i++) {
        const size = bytes.readInt32BE(offset);
        offset += 4;
        let text = null;
        if (size !== -1) {
          text = bytes.utf8Slice(offset, offset + size);
          offset += size;
        }
        const value = parseType(text, i < count ? fields[i].dataTypeID : 0, parsers);
        if (asArray) row[i] = value;
        else row[i < count ? fields[i].name : i] = value;
      }
      rows.push(row);
    } else if (kind === 0x43 /* C: the command's tag */) {
      const parts = bytes.utf8Slice(body, end - 1).split(' ');
      const command = parts[0];
      const rowCount = Number.parseInt(parts[parts.length - 1], 10);
      if (COUNTED.has(command)) affectedRows += rowCount;
      result = { rows, fields, command, affectedRows };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
    }
    at = end;
  }
  return result ?? { affectedRows: 0, rows: [], fields: [] };
}

/** The first database error of an answer, read by PGlite's protocol reader. */
export function firstError(bytes) {
  let error;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message instanceof protocol.messages.DatabaseError) error = message;
  });
  return error ?? new Error('The database answered an error that could not be read');
}
