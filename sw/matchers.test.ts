import { describe, expect, it } from 'vitest';
import { isCacheableImage, isQueueableWrite } from './matchers';

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
