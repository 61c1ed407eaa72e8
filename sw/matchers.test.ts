import { describe, expect, it, vi } from 'vitest';
import {
  completeAnswersOnly,
  isCacheableImage,
  isQueueableWrite,
  offlinePublicJobTarget,
  SHELL_DENYLIST,
} from './matchers';

// Workbox's modules use the worker's globals `self` and `location` (in their development logs,
// which stay quiet here); Node has neither.
vi.hoisted(() => {
  const worker = globalThis as { self?: unknown; location?: unknown; __WB_DISABLE_DEV_LOGS?: boolean };
  worker.self ??= globalThis;
  worker.location ??= new URL('https://rcm.example/sw.js');
  worker.__WB_DISABLE_DEV_LOGS = true;
});

const origin = 'https://rcm.example';

describe('isQueueableWrite', () => {
  const post = (headers: Record<string, string>) =>
    new Request(`${origin}/api/dev/queue-probe`, { method: 'POST', headers, body: '{}' });

  it('takes a POST to /api/ with X-Queue and an Idempotency-Key', () => {
    const request = post({ 'X-Queue': '1', 'Idempotency-Key': 'k1' });
    expect(isQueueableWrite(request, new URL(request.url))).toBe(true);
  });

  it('leaves writes without the queue header or the key to the network', () => {
    for (const headers of [{ 'Idempotency-Key': 'k1' }, { 'X-Queue': '1' }] as Record<string, string>[]) {
      const request = post(headers);
      expect(isQueueableWrite(request, new URL(request.url))).toBe(false);
    }
  });

  it('leaves GETs and non-API paths alone', () => {
    const get = new Request(`${origin}/api/x`, { headers: { 'X-Queue': '1', 'Idempotency-Key': 'k' } });
    expect(isQueueableWrite(get, new URL(get.url))).toBe(false);
    const page = new Request(`${origin}/login`, {
      method: 'POST',
      headers: { 'X-Queue': '1', 'Idempotency-Key': 'k' },
    });
    expect(isQueueableWrite(page, new URL(page.url))).toBe(false);
  });
});

describe('isCacheableImage', () => {
  it('keeps same-origin image files and refuses JSON and other origins without CORS', () => {
    const logo = new Request(`${origin}/uploads/logo-1.png`);
    expect(isCacheableImage(logo, new URL(logo.url), origin)).toBe(true);
    const json = new Request(`${origin}/api/candidates/dashboard`);
    expect(isCacheableImage(json, new URL(json.url), origin)).toBe(false);
    const elsewhere = new Request('https://cdn.example/logo.png', { mode: 'no-cors' });
    expect(isCacheableImage(elsewhere, new URL(elsewhere.url), origin)).toBe(false);
  });
});

describe('completeAnswersOnly (the image cache keeps what Workbox calls cacheable: status 200)', () => {
  const request = new Request(`${origin}/uploads/logo.png`);
  const keeps = async (response: Response) =>
    (await completeAnswersOnly.cacheWillUpdate?.({
      request,
      response,
      event: new Event('fetch') as ExtendableEvent,
      state: {},
    })) ?? null;

  it('keeps a complete answer', async () => {
    const ok = new Response('png', { status: 200 });
    expect(await keeps(ok)).toBe(ok);
  });

  it('keeps no partial, missing, failed or network-error answer', async () => {
    for (const status of [206, 304, 404, 500, 503]) {
      expect(await keeps(new Response(null, { status })), String(status)).toBeNull();
    }
    expect(await keeps(Response.error())).toBeNull();
  });
});

describe('the event stream (issue 24)', () => {
  it('is neither cached nor queued: GET /api/events goes to the network as it is', () => {
    const request = new Request(`${origin}/api/events`, { headers: { Accept: 'text/event-stream' } });
    const url = new URL(request.url);
    expect(isCacheableImage(request, url, origin)).toBe(false);
    expect(isQueueableWrite(request, url)).toBe(false);
  });
});

describe('the navigations the app shell leaves to the network (issue 26)', () => {
  const denied = (path: string) => SHELL_DENYLIST.some((pattern) => pattern.test(path));
  it('leaves out the public job pages, the sitemap, robots.txt, the API and files', () => {
    for (const path of [
      '/jobs/12',
      '/jobs/12/',
      '/jobs',
      '/sitemap.xml',
      '/sitemaps/jobs-1.xml',
      '/robots.txt',
      '/api/health',
      '/uploads/a',
    ]) {
      expect(denied(path), path).toBe(true);
    }
  });
  it('answers every route of the app from the shell', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/jobpostings',
      '/jobpostings/12',
      '/register',
      '/jobsearch',
      '/saved-jobs',
    ]) {
      expect(denied(path), path).toBe(false);
    }
  });
  it('sends a public job page to the app’s job detail when offline', () => {
    expect(offlinePublicJobTarget(new URL(`${origin}/jobs/12`))).toBe('/jobpostings/12');
    expect(offlinePublicJobTarget(new URL(`${origin}/jobs/12/?utm_source=whatsapp`))).toBe('/jobpostings/12');
    for (const path of ['/jobs/abc', '/jobs/0', '/jobs/12/more', '/jobpostings/12', '/sitemap.xml']) {
      expect(offlinePublicJobTarget(new URL(`${origin}${path}`)), path).toBeNull();
    }
  });
});
