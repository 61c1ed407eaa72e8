import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseBefore } from '../test-kits/migrations-before';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const RENAME = '0021_delivery_queue';

/**
 * Migration 0021 (issue 35 §4): the server's delivery queue, the table outbox until then, becomes
 * delivery_queue, renamed in place: the rows written before it are kept and still sent, the ids go
 * on from where they were, and the primary key and indexes carry the new name.
 */
describe('migration 0021: outbox becomes delivery_queue', () => {
  let client: PGlite;
  let migrate: () => Promise<void>;
  beforeAll(async () => {
    ({ client, migrate } = await databaseBefore(RENAME));
  });
  afterAll(async () => {
    await client?.close();
  });

  it('keeps every row, the id sequence, the key and the indexes, renamed', async () => {
    await client.exec(`insert into outbox (recipient, channel, purpose, code, body)
      values ('ana@example.com', 'email', 'email_verification', '123456', 'Your code is 123456'),
             ('9876500001', 'sms', 'mobile_verification', '654321', 'Your code is 654321')`);
    await migrate();

    const rows = await client.query<{ id: number; recipient: string; status: string }>(
      'select id, recipient, status from delivery_queue order by id',
    );
    expect(rows.rows).toEqual([
      { id: 1, recipient: 'ana@example.com', status: 'queued' },
      { id: 2, recipient: '9876500001', status: 'queued' },
    ]);
    const next = await client.query<{ id: number }>(
      `insert into delivery_queue (recipient, channel, purpose, body) values ('b@example.com', 'email', 'status', 'x') returning id`,
    );
    expect(next.rows[0].id).toBe(3);
    const tables = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_name in ('outbox', 'delivery_queue')`,
    );
    expect(tables.rows).toEqual([{ name: 'delivery_queue' }]);
    const indexes = await client.query<{ name: string }>(
      `select indexname as name from pg_indexes where tablename = 'delivery_queue' order by indexname`,
    );
    expect(indexes.rows.map((row) => row.name)).toEqual([
      'delivery_queue_due_idx',
      'delivery_queue_pkey',
      'delivery_queue_recipient_idx',
      'delivery_queue_topic_idx',
    ]);
    const sequences = await client.query<{ name: string }>(
      `select sequence_name as name from information_schema.sequences where sequence_name like 'delivery_queue%' or sequence_name like 'outbox%'`,
    );
    expect(sequences.rows).toEqual([{ name: 'delivery_queue_id_seq' }]);
  });
});
