import { testConfig } from '@server/config';
import type { TestDatabase } from '@server/db/client';
import { deliveryQueue } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { testBackends } from '@server/test-kits/test-backends';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enqueueNow, listMessages } from './queue';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

describe.each(testBackends())('deliveryQueue ($name)', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.open();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('writes every field and lists newest first, limited', async () => {
    let time = Date.parse('2026-03-02T10:00:00Z');
    const deps: AppDeps = { db: database.db, config: testConfig(), now: () => new Date(time) };
    for (let i = 0; i < 4; i++) {
      await enqueueNow(deps, {
        to: '9876500001',
        channel: 'sms',
        purpose: 'mobile_verification',
        code: `00000${i}`,
        text: `t${i}`,
      });
      time += 1000;
    }
    const [row] = await database.db.select().from(deliveryQueue).limit(1);
    expect(row).toMatchObject({
      recipient: '9876500001',
      channel: 'sms',
      purpose: 'mobile_verification',
      code: '000000',
      body: 't0',
    });
    const listed = await listMessages(deps, ' 9876500001 ', 3);
    expect(listed.map((m) => m.code)).toEqual(['000003', '000002', '000001']);
    expect(listed[0].created_at).toBe('2026-03-02T10:00:03.000Z');
  });
});
