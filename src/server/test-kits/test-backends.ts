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
 * The database backends server tests run against: in-memory PGlite, and PostgreSQL when the
 * environment names one in TEST_DATABASE_URL. Use with `describe.each(testBackends())('$name', ...)`.
 */
export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [{ name: 'pglite', open: openTestDatabase }];
  const url = process.env.TEST_DATABASE_URL?.trim();
  if (url) backends.push({ name: 'postgres', open: () => openTestPostgresDatabase(url) });
  return backends;
}
