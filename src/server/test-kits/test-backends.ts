import {
  type DatabaseKind,
  openTestDatabase,
  openTestPostgresDatabase,
  type TestDatabase,
} from '../db/client';

export interface TestBackend {
  /** 'pglite' always; 'postgres' when TEST_DATABASE_URL is set */
  name: DatabaseKind;
  /** A fresh, migrated, empty database; close it after the test (or the file). */
  open(): Promise<TestDatabase>;
}

/**
 * The database backends a server test file runs against, used as
 * `describe.each(testBackends())('$name', ...)`. In-memory PGlite always: PostgreSQL's own engine,
 * so the statements, constraints, triggers and text search are proven there. A PostgreSQL server
 * too, when TEST_DATABASE_URL names one, for what only a server shows: several connections at once
 * (races, row locks, SKIP LOCKED, counters that must stay atomic), several processes
 * (LISTEN/NOTIFY), the pool and the planner. A file that proves only SQL, HTTP and rules passes
 * `{ postgres: false }` and runs once, on PGlite: the same statements on the same engine twice
 * were a third of the unit step's time (docs/conventions.md, Tests).
 */
export function testBackends({ postgres = true }: { postgres?: boolean } = {}): TestBackend[] {
  const backends: TestBackend[] = [{ name: 'pglite', open: openTestDatabase }];
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (postgres && url) backends.push({ name: 'postgres', open: () => openTestPostgresDatabase(url) });
  return backends;
}

/** The backends of a file that proves only SQL, HTTP and rules: PGlite alone (see `testBackends`). */
export function sqlBackends(): TestBackend[] {
  return testBackends({ postgres: false });
}
