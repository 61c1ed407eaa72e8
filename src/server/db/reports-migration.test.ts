import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseBefore } from '../test-kits/migrations-before';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const REPORTS = '0037_reports';

/**
 * Migration 0037 (issue 37 §2): a message's reports move from message_reports (scam | spam) into
 * the one reports table: scam as asks_for_money when its details speak of money, else
 * fake_company; spam as other, its details starting "Spam" (as the contract reads a queued one).
 */
describe('migration 0037: message_reports copied into reports', () => {
  let client: PGlite;
  let migrate: () => Promise<void>;
  beforeAll(async () => {
    ({ client, migrate } = await databaseBefore(REPORTS));
  });
  afterAll(async () => {
    await client?.close();
  });

  it('maps each old report’s reason and keeps its message, reporter, details and time', async () => {
    // the rows they name are left out: only the copy is looked at (no foreign key checked)
    await client.exec(`set session_replication_role = replica;
      insert into message_reports (message_id, reporter_id, reason, details, created_at) values
        (11, 1, 'scam', 'asks Rs 500 for the interview', '2026-11-20T10:00:00Z'),
        (12, 1, 'scam', 'not a real company', '2026-11-21T10:00:00Z'),
        (13, 2, 'spam', '', '2026-11-22T10:00:00Z'),
        (14, 2, 'spam', 'ads every hour', '2026-11-23T10:00:00Z')`);
    await migrate();
    const rows = await client.query<Record<string, unknown>>(
      `select kind, message_id, reporter_id, reason, details, lost_money, created_at, reviewed_at
         from reports order by message_id`,
    );
    expect(
      rows.rows.map((row) => [row.kind, row.message_id, row.reporter_id, row.reason, row.details]),
    ).toEqual([
      ['message', 11, 1, 'asks_for_money', 'asks Rs 500 for the interview'],
      ['message', 12, 1, 'fake_company', 'not a real company'],
      ['message', 13, 2, 'other', 'Spam'],
      ['message', 14, 2, 'other', 'Spam. ads every hour'],
    ]);
    expect(rows.rows.every((row) => row.lost_money === false && row.reviewed_at === null)).toBe(true);
    expect(new Date(rows.rows[0].created_at as string).toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });
});
