import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/headers';
import { compressAnswers } from './compress-answers';
import { seedCatalogueIfEmpty } from './db/seed-catalogue';
import { IDEMPOTENT_REPLAY_HEADER } from './middleware/idempotency';
import { form, useOnboardingKit } from './test-kits/onboarding-test-kit';
import { sqlBackends } from './test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from './test-kits/upload-fixtures';
import { JSON_BODY_MAX_BYTES } from './validate';

/**
 * Request bodies as main.ts serves them (@hono/node-server over HTTP): a body whose
 * Content-Length Node's parser holds it to is read at once, without the counting stream a body
 * of unknown length goes through (route.ts, validate.ts `sureBodyLength`). The same limits,
 * answers and Idempotency-Key replays as through `app.request`.
 */
describe.each(sqlBackends())('request bodies over HTTP ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let base: string;
  let me: { userId: number; token: string };

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    me = await kit.candidate();
    const server = serve({ fetch: compressAnswers(kit.app.fetch), port: 0, hostname: '127.0.0.1' });
    onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  });

  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      body,
      headers: { authorization: `Bearer ${me.token}`, ...headers },
    });
  const postJson = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    post(path, JSON.stringify(json), { 'content-type': 'application/json', ...headers });

  it('reads a JSON body with its Content-Length', async () => {
    const answer = await postJson('/candidates/job_search', { job_role: 'coder' });
    expect(answer.status).toBe(200);
    const body = await answer.json();
    expect(body.success).toBe(true);
    expect(body.result.length).toBeGreaterThan(0);
  });

  it('refuses a JSON body whose Content-Length is past the call’s limit, with JSON 413', async () => {
    const answer = await postJson('/candidates/job_search', { filler: 'x'.repeat(JSON_BODY_MAX_BYTES) });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({
      success: false,
      message: 'Request body is too large',
      code: 'body_too_large',
    });
  });

  it('replays a write retried with its Idempotency-Key, and refuses the key with another body', async () => {
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'http-key-1' };
    const first = await postJson('/candidates/save_job', { job_id: 1, saved: true }, key);
    expect(first.status).toBe(200);
    const firstText = await first.text();
    expect(JSON.parse(firstText).result).toMatchObject({ saved: true });
    const again = await postJson('/candidates/save_job', { job_id: 1, saved: true }, key);
    expect(again.status).toBe(200);
    expect(again.headers.get(IDEMPOTENT_REPLAY_HEADER)).toBe('true');
    expect(await again.text()).toBe(firstText);
    const other = await postJson('/candidates/save_job', { job_id: 2, saved: true }, key);
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('refuses an empty body with an Idempotency-Key with 400, never 500', async () => {
    const answer = await post('/candidates/save_job', '', {
      'content-type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: 'http-key-2',
    });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ success: false, code: 'malformed_json' });
  });

  it('reads a multipart body (an application with its resume)', async () => {
    const answer = await post(
      '/candidates/apply_job',
      form({ job_id: '1', new_resume: 'true', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
    );
    expect(answer.status).toBe(200);
    expect((await answer.json()).result).toMatchObject({ application_id: expect.any(Number) });
  });
});
