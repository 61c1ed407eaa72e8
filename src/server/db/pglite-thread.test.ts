import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages, PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread';

let thread: PGliteThread;
beforeAll(async () => {
  thread = await PGliteThread.create();
  await thread.exec(`
    CREATE TABLE notes (id serial PRIMARY KEY, body text NOT NULL CONSTRAINT notes_body_unique UNIQUE);
    CREATE TABLE counter (id int PRIMARY KEY, value int NOT NULL);
    INSERT INTO counter VALUES (1, 0);
  `);
});
afterAll(async () => {
  await thread?.close();
});

const bodies = async () =>
  (await thread.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).rows.map((r) => r.body);

describe('PGlite on its own thread', () => {
  it('answers a query with its rows, fields and parameters, and runs the caller’s parsers here', async () => {
    const result = await thread.query<{ n: number; d: Date; t: string }>(
      `SELECT $1::int + 1 AS n, '2026-11-26T10:00:00Z'::timestamptz AS d, 'x' || $2 AS t`,
      [41, 'y'],
    );
    expect(result.rows).toEqual([{ n: 42, d: new Date('2026-11-26T10:00:00Z'), t: 'xy' }]);
    expect(result.fields.map((f) => f.name)).toEqual(['n', 'd', 't']);

    const asText = await thread.query<unknown[]>(`SELECT '2026-11-26 10:00:00+00'::timestamptz, 7`, [], {
      rowMode: 'array',
      parsers: { [types.TIMESTAMPTZ]: (text: string) => `kept ${text}` },
    });
    expect(asText.rows).toEqual([['kept 2026-11-26 10:00:00+00', 7]]);
  });

  it('reads answers as PGlite reads them: types, nulls, UTF-8, repeated names, counts, large and failing answers', async () => {
    const own = await PGlite.create();
    try {
      const setup = 'CREATE TABLE IF NOT EXISTS readings (id serial PRIMARY KEY, note text, tags text[])';
      await own.exec(setup);
      await thread.exec(setup);
      const same = async (query: string, params: unknown[] = [], rowMode?: 'array' | 'object') => {
        const theirs = await own.query(query, params, { rowMode });
        const ours = await thread.query(query, params, { rowMode });
        expect(ours.rows, query).toEqual(theirs.rows);
        expect(ours.fields, query).toEqual(theirs.fields);
        expect(ours.affectedRows, query).toBe(theirs.affectedRows);
        return ours;
      };
      const kinds = `SELECT $1::int AS i, 9007199254740993::bigint AS big, 12.50::numeric AS n, true AS b,
        $2::text AS t, NULL::text AS nothing, '{"a":[1,2]}'::jsonb AS j, ARRAY[1,2,3] AS ints,
        ARRAY['x', NULL, 'y"z'] AS texts, '2026-11-26T10:00:00Z'::timestamptz AS at, '2026-11-26'::date AS day,
        1.5::float8 AS f, '\\x0102'::bytea AS bytes, '' AS empty`;
      for (const mode of ['object', 'array'] as const) {
        await same(kinds, [7, 'நன்றி स्वागत 👋 ok'], mode);
        await same('SELECT 1 AS a, 2 AS a, 3 AS b', [], mode);
      }
      expect(
        (
          await same('INSERT INTO readings (note, tags) VALUES ($1, $2), ($3, $4) RETURNING id, note', [
            'one',
            ['x'],
            'two',
            null,
          ])
        ).rows,
      ).toHaveLength(2);
      expect(
        (await same('UPDATE readings SET note = note || $1 WHERE note IS NOT NULL', ['!'])).affectedRows,
      ).toBeGreaterThanOrEqual(2);
      await same('SELECT note, tags FROM readings ORDER BY id');
      await same('DELETE FROM readings WHERE note = $1', ['one!']);
      await same('SELECT id FROM readings WHERE id < $1', [0]);
      // an answer larger than the thread's first buffer (64 KB)
      const large = await same(
        `SELECT g, repeat('é', 100) AS text FROM generate_series(1, $1::int) g`,
        [2000],
      );
      expect(large.rows).toHaveLength(2000);
      // an error after some rows were sent is thrown, with its fields
      await expect(
        thread.query('SELECT 10 / (3 - g) AS q FROM generate_series(1, $1::int) g', [5]),
      ).rejects.toMatchObject({ code: '22012', message: 'division by zero' });
      expect((await thread.query('SELECT 1 AS still')).rows).toEqual([{ still: 1 }]);
    } finally {
      await own.close();
    }
  });

  it('commits a transaction’s writes together', async () => {
    const answer = await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['commit one']);
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['commit two']);
      return (await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM notes')).rows[0].count;
    });
    expect(answer).toBeGreaterThanOrEqual(2);
    expect(await bodies()).toEqual(expect.arrayContaining(['commit one', 'commit two']));
  });

  it('rolls a transaction back when its callback throws, and passes the error on', async () => {
    const failure = new Error('the callback failed');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['rolled back']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await bodies()).not.toContain('rolled back');

    // and on an explicit rollback
    await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO notes (body) VALUES ($1)', ['rolled back too']);
      await tx.rollback();
    });
    expect(await bodies()).not.toContain('rolled back too');
  });

  it('rolls back a transaction whose query failed', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO notes (body) VALUES ($1)', ['before the failure']);
        await tx.query('INSERT INTO notes (body) VALUES (NULL)');
      }),
    ).rejects.toMatchObject({ code: '23502' });
    expect(await bodies()).not.toContain('before the failure');
  });

  it('brings a PostgreSQL error across with its code, constraint and message', async () => {
    await thread.query('INSERT INTO notes (body) VALUES ($1)', ['only once']);
    const error = await thread.query('INSERT INTO notes (body) VALUES ($1)', ['only once']).catch((e) => e);
    expect(error).toBeInstanceOf(messages.DatabaseError);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'notes_body_unique',
      table: 'notes',
      severity: 'ERROR',
      message: 'duplicate key value violates unique constraint "notes_body_unique"',
      detail: 'Key (body)=(only once) already exists.',
      query: 'INSERT INTO notes (body) VALUES ($1)',
      params: ['only once'],
    });

    // through drizzle, as the services meet it: the cause of drizzle's own error
    const notes = pgTable('notes', { id: integer('id'), body: text('body') });
    const db = drizzle({ client: thread.asPGlite() });
    const wrapped = await db
      .insert(notes)
      .values({ body: 'only once' })
      .catch((e) => e);
    expect(wrapped.cause).toMatchObject({ code: '23505', constraint: 'notes_body_unique' });
  });

  it('runs concurrent transactions one after another, other queries waiting for the open one', async () => {
    const steps: string[] = [];
    const increment = (name: string) =>
      thread.transaction(async (tx) => {
        steps.push(`${name} begins`);
        const [{ value }] = (await tx.query<{ value: number }>('SELECT value FROM counter WHERE id = 1'))
          .rows;
        // the other transaction, were it running, would read the same value now
        await new Promise((resolve) => setImmediate(resolve));
        await tx.query('UPDATE counter SET value = $1 WHERE id = 1', [value + 1]);
        steps.push(`${name} ends`);
      });
    const [, , outside] = await Promise.all([
      increment('a'),
      increment('b'),
      thread.query<{ value: number }>('SELECT value FROM counter WHERE id = 1'),
      increment('c'),
    ]);
    expect((await thread.query<{ value: number }>('SELECT value FROM counter')).rows).toEqual([{ value: 3 }]);
    expect(steps).toEqual(['a begins', 'a ends', 'b begins', 'b ends', 'c begins', 'c ends']);
    // the plain query sent between b and c saw b's write, not a half of anything
    expect(outside.rows).toEqual([{ value: 2 }]);
  });

  it('sends the calls of one turn together: one that cannot be copied fails alone, the others are answered', async () => {
    const [before, uncopyable, failing, after] = await Promise.allSettled([
      thread.query<{ n: number }>('SELECT $1::int AS n', [1]),
      thread.query('SELECT $1::text AS t', [() => 'a function']),
      thread.query('SELECT no_such_column FROM notes'),
      thread.query<{ n: number }>('SELECT $1::int AS n', [2]),
    ]);
    expect(before).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 1 }] } });
    expect(uncopyable.status).toBe('rejected');
    expect(failing).toMatchObject({ status: 'rejected', reason: { code: '42703' } });
    expect(after).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: 2 }] } });
    // and the thread goes on answering, one call or several
    expect((await thread.query<{ n: number }>('SELECT 3 AS n')).rows).toEqual([{ n: 3 }]);
    const many = await Promise.all(
      Array.from({ length: 50 }, (_, i) => thread.query<{ n: number }>('SELECT $1::int AS n', [i])),
    );
    expect(many.map((result) => result.rows[0].n)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('prepares a statement once and runs it again with other values, after a table changed too', async () => {
    await thread.exec('CREATE TABLE kept (a int)');
    await thread.query('INSERT INTO kept VALUES ($1), ($2)', [1, 2]);
    const read = (above: number) => thread.query('SELECT * FROM kept WHERE a > $1 ORDER BY a', [above]);
    expect((await read(0)).rows).toEqual([{ a: 1 }, { a: 2 }]);
    expect((await read(1)).rows).toEqual([{ a: 2 }]);
    // a statement planned for the old columns would fail: 'cached plan must not change result type'
    await thread.exec(`ALTER TABLE kept ADD COLUMN b text NOT NULL DEFAULT 'b'`);
    expect((await read(1)).rows).toEqual([{ a: 2, b: 'b' }]);
    await thread.transaction(async (tx) => {
      await tx.query('ALTER TABLE kept DROP COLUMN b');
      expect((await tx.query('SELECT * FROM kept WHERE a > $1 ORDER BY a', [1])).rows).toEqual([{ a: 2 }]);
    });
    expect((await read(0)).rows).toEqual([{ a: 1 }, { a: 2 }]);
    // a statement that does not parse is told as PGlite tells it
    await expect(thread.query('SELECT nothing FROM kept WHERE a = $1', [1])).rejects.toMatchObject({
      code: '42703',
      query: 'SELECT nothing FROM kept WHERE a = $1',
      params: [1],
    });
  });

  it('plans a statement again once it is older than replanAfterMs, so that plans follow the tables’ growth', async () => {
    const young = await PGliteThread.create({ replanAfterMs: 300 });
    try {
      await young.exec(`
        CREATE TABLE grows (id serial PRIMARY KEY, k int NOT NULL);
        CREATE INDEX grows_k ON grows (k);
        INSERT INTO grows (k) VALUES (1), (2), (3);
      `);
      const lookup = 'SELECT id FROM grows WHERE k = $1';
      const prepared = async () =>
        (
          await young.query<{ generic_plans: number; prepared_at: string }>(
            'SELECT generic_plans::int, prepare_time::text AS prepared_at FROM pg_prepared_statements WHERE statement = $1',
            [lookup],
          )
        ).rows[0];
      // past five runs PostgreSQL keeps a generic plan, made while the table held three rows
      for (let i = 0; i < 8; i++) expect((await young.query(lookup, [2])).rows).toHaveLength(1);
      const first = await prepared();
      expect(first.generic_plans).toBeGreaterThan(0);
      await young.query('INSERT INTO grows (k) SELECT g FROM generate_series(4, $1::int) g', [20_000]);
      await expect
        .poll(
          async () => {
            expect((await young.query(lookup, [19_999])).rows).toHaveLength(1);
            return (await prepared()).prepared_at;
          },
          { timeout: 10_000 },
        )
        .not.toBe(first.prepared_at);
      // a statement planned again answers as before, in a transaction too
      await young.transaction(async (tx) => {
        expect((await tx.query(lookup, [3])).rows).toEqual([{ id: 3 }]);
      });
    } finally {
      await young.close();
    }
  });

  it('keeps drizzle transactions and their savepoints working', async () => {
    const notes = pgTable('notes', { id: integer('id'), body: text('body') });
    const db = drizzle({ client: thread.asPGlite() });
    await db.transaction(async (tx) => {
      await tx.insert(notes).values({ body: 'outer' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(notes).values({ body: 'inner' });
          inner.rollback();
        })
        .catch(() => {});
    });
    const rows = await db.execute<{ body: string }>(
      sql`SELECT body FROM notes WHERE body IN ('outer', 'inner')`,
    );
    expect(rows.rows).toEqual([{ body: 'outer' }]);
  });

  it('closes: open transactions roll back, the data stays in its folder, later calls are refused', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rcm-pglite-thread-'));
    try {
      const first = await PGliteThread.create({ dataDir });
      await first.exec('CREATE TABLE t (x int); INSERT INTO t VALUES (1)');
      let began!: () => void;
      const begun = new Promise<void>((resolve) => {
        began = resolve;
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const open = first.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (2)');
        began();
        await held;
        await tx.query('INSERT INTO t VALUES (3)');
      });
      await begun;
      await first.close();
      release();
      await expect(open).rejects.toThrow(/closed|stopped/);
      expect(first.closed).toBe(true);
      await expect(first.query('SELECT 1')).rejects.toThrow(/closed|stopped/);

      const second = await PGliteThread.create({ dataDir });
      try {
        expect((await second.query('SELECT x FROM t ORDER BY x')).rows).toEqual([{ x: 1 }]);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
