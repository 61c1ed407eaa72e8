import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { testBackends } from '../test-kits/test-backends';
import {
  acquireDataDirLock,
  DataDirLockedError,
  databaseKind,
  dropTestDatabase,
  MIGRATIONS_FOLDER,
  openDatabase,
  openTestDatabase,
  openTestPostgresDatabase,
  rowsOf,
} from './client';
import { cities } from './schema';

const folders: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'rcm-data-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has certainly exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(child.stdout);
}

describe('the data folder lock', () => {
  it('writes our pid and removes the file on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('refuses a folder held by a live process', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server/);
    } finally {
      release();
    }
  });

  it('takes over the stale lock of a dead process', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), String(deadPid()));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file with garbage in it', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'server.lock'), 'not a pid');
    acquireDataDirLock(dir)();
  });
});

describe('openDatabase with PGlite', () => {
  it('creates the folder, migrates, keeps data across opens and refuses a second open', async () => {
    const dir = join(tempDir(), 'nested', 'data');
    const config = testConfig({ dataDir: dir, databaseUrl: undefined });
    const first = await openDatabase(config);
    try {
      expect(first.kind).toBe('pglite');
      expect(databaseKind(first.db)).toBe('pglite');
      expect(existsSync(join(dir, 'pglite'))).toBe(true);
      await first.db.insert(cities).values({ name: 'Chennai', state: 'Tamil Nadu' });
      await expect(openDatabase(config)).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);

    const second = await openDatabase(config);
    try {
      expect(await second.db.select().from(cities)).toEqual([
        { id: 1, name: 'Chennai', state: 'Tamil Nadu' },
      ]);
    } finally {
      await second.close();
    }
  });

  it('starts an empty folder outside production from the migrated template, a copy never written back', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    for (const round of [1, 2]) {
      const opened = await openDatabase(testConfig({ dataDir: tempDir(), databaseUrl: undefined }));
      try {
        const applied = rowsOf<{ count: number }>(
          await opened.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
        );
        expect(applied[0]?.count).toBe(journal.entries.length);
        // the first round's row is in its own folder only
        expect(await opened.db.select().from(cities)).toEqual([]);
        if (round === 1) await opened.db.insert(cities).values({ name: 'Madurai', state: 'Tamil Nadu' });
      } finally {
        await opened.close();
      }
    }
  });
});

describe('test databases', () => {
  it('are empty and separate', async () => {
    const a = await openTestDatabase();
    const b = await openTestDatabase();
    try {
      await a.db.insert(cities).values({ name: 'Pune', state: 'Maharashtra' });
      expect(await a.db.select().from(cities)).toHaveLength(1);
      expect(await b.db.select().from(cities)).toHaveLength(0);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('include PostgreSQL exactly when TEST_DATABASE_URL is set', () => {
    const names = testBackends().map((b) => b.name);
    expect(names).toEqual(process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);
  });

  it('are PGlite alone for a file that proves no concurrency ({ postgres: false })', () => {
    expect(testBackends({ postgres: false }).map((b) => b.name)).toEqual(['pglite']);
  });
});

// Only defined when a PostgreSQL server is named: openDatabase through node-postgres.
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) {
  describe('openDatabase with PostgreSQL', () => {
    it('migrates the database named by DATABASE_URL and needs no lock', async () => {
      // A fresh database to point DATABASE_URL at: made (and dropped) by the test helper.
      const scratch = await openTestPostgresDatabase(postgresUrl);
      try {
        const result = await scratch.db.execute(sql`select current_database() as name`);
        const name = String((result as unknown as { rows: { name: string }[] }).rows[0].name);
        const url = new URL(postgresUrl);
        url.pathname = `/${name}`;
        const dir = tempDir();
        const opened = await openDatabase(testConfig({ dataDir: dir, databaseUrl: url.toString() }));
        try {
          expect(opened.kind).toBe('postgres');
          expect(databaseKind(opened.db)).toBe('postgres');
          expect(existsSync(join(dir, 'server.lock'))).toBe(false);
          await opened.db.insert(cities).values({ name: 'Kochi', state: 'Kerala' });
          expect(await opened.db.select().from(cities)).toHaveLength(1);
        } finally {
          await opened.close();
        }
      } finally {
        await scratch.close();
      }
    });
  });
}

describe('dropTestDatabase', () => {
  const refusal = (code: string) => Object.assign(new Error(code), { code });
  /** A client answering each query with the next outcome (an error to throw, or nothing). */
  const clientAnswering = (...outcomes: Array<Error | null>) => {
    const sent: string[] = [];
    return {
      sent,
      query: (async (text: string) => {
        sent.push(text);
        const outcome = outcomes.shift() ?? null;
        if (outcome) throw outcome;
        return { rows: [] };
      }) as unknown as Pick<pg.Client, 'query'>['query'],
    };
  };

  it('forces the drop, the usual way', async () => {
    const client = clientAnswering(null);
    await dropTestDatabase(client, 'rcm_test_x');
    expect(client.sent).toEqual(['DROP DATABASE IF EXISTS "rcm_test_x" WITH (FORCE)']);
  });

  it('drops without force when an autovacuum worker stands in the way, until the database is left', async () => {
    const client = clientAnswering(refusal('42501'), refusal('55006'), null);
    await dropTestDatabase(client, 'rcm_test_x');
    expect(client.sent).toEqual([
      'DROP DATABASE IF EXISTS "rcm_test_x" WITH (FORCE)',
      'DROP DATABASE IF EXISTS "rcm_test_x"',
      'DROP DATABASE IF EXISTS "rcm_test_x"',
    ]);
  });

  it('passes any other refusal on', async () => {
    await expect(dropTestDatabase(clientAnswering(refusal('3D000')), 'rcm_test_x')).rejects.toThrow('3D000');
    await expect(
      dropTestDatabase(clientAnswering(refusal('42501'), refusal('42501')), 'rcm_test_x'),
    ).rejects.toThrow('42501');
  });
});
