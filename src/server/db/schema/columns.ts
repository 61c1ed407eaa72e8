// Column types of the schema's own (bytea, tsvector).
import { customType } from 'drizzle-orm/pg-core';

/** Bytes as PostgreSQL bytea (node-postgres answers a Buffer, PGlite a Uint8Array). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** A text search vector (written by the database's triggers only; read as its text form). */
export const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });
