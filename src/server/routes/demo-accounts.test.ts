import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import type { TestDatabase } from '../db/client';
import { openTestDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed';
import type { AppDeps } from '../deps';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** The demo accounts and referral codes the README promises, through the real calls. */
describe('demo seed with the auth calls', () => {
  let database: TestDatabase;
  let deps: AppDeps;
  beforeAll(async () => {
    database = await openTestDatabase();
    deps = {
      db: database.db,
      config: testConfig({ seedDemo: true, distDir: '/nonexistent-dist' }),
      now: () => new Date(),
    };
    await seedIfEmpty(deps);
  });
  afterAll(async () => {
    await database?.close();
  });

  const post = async (path: string, body: unknown) => {
    const response = await createApp(deps, { serveSite: false }).request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('priya (onboarding complete) and rahul (not) sign in with Candidate@123', async () => {
    const priya = await post('/auth/login', {
      email: 'priya.sharma@example.com',
      password: 'Candidate@123',
      role_id: 3,
    });
    expect(priya.status).toBe(200);
    expect(priya.body.result).toMatchObject({ onboarding_status: true, tempToken: null });
    const rahul = await post('/auth/login', {
      email: 'rahul.verma@example.com',
      password: 'Candidate@123',
      role_id: 3,
    });
    expect(rahul.status).toBe(200);
    expect(rahul.body.result).toMatchObject({ onboarding_status: false });
  });

  it('RCM2026 is valid, EXPIRED2024 is not', async () => {
    expect((await post('/auth/referral_verify', { code: 'RCM2026' })).body).toMatchObject({ valid: true });
    expect((await post('/auth/referral_verify', { code: 'EXPIRED2024' })).body).toMatchObject({
      valid: false,
    });
  });
});
