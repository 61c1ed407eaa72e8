import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  COMPRESS_AT_ONCE_MAX_BYTES,
  COMPRESS_MIN_BYTES,
  compressAnswers,
} from './compress-answers';

const big = {
  success: true,
  result: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Medical Coder ${i}` })),
};

function app() {
  const hono = new Hono();
  hono.get('/api/big', (c) => c.json(big));
  hono.get('/api/small', (c) => c.json({ success: true }));
  hono.get('/api/audio', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'audio/webm' }));
  hono.get('/api/raw', (c) => c.json(big, 200, { 'Cache-Control': 'no-transform' }));
  hono.get('/page', (c) => c.json(big));
  return compressAnswers(hono.fetch);
}

const get = (path: string, encoding: string | null = 'gzip, deflate, br') =>
  app()(new Request(`http://localhost${path}`, { headers: encoding ? { 'Accept-Encoding': encoding } : {} }));

describe('compressAnswers', () => {
  it('gzips a large JSON answer whole, with its length, and it reads back the same', async () => {
    const answer = await get('/api/big');
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(answer.headers.get('Vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(Number(answer.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(big).length / 2);
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(big);
  });

  it('sends a small answer as it is', async () => {
    const answer = await get('/api/small');
    expect(JSON.stringify({ success: true }).length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(answer.headers.get('Content-Encoding')).toBeNull();
    expect(await answer.json()).toEqual({ success: true });
  });

  it('leaves alone a client without gzip, non-JSON answers, no-transform and paths outside /api', async () => {
    for (const [path, encoding] of [
      ['/api/big', null],
      ['/api/big', 'gzip;q=0, br'],
      ['/api/audio', 'gzip'],
      ['/api/raw', 'gzip'],
      ['/page', 'gzip'],
    ] as const) {
      const answer = await get(path, encoding);
      expect(answer.headers.get('Content-Encoding'), `${path} ${encoding}`).toBeNull();
    }
    expect(await (await get('/api/big', null)).json()).toEqual(big);
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});

describe('compressAnswers on a large answer', () => {
  it('gzips an answer above the at-once size too (on the thread pool), and it reads back the same', async () => {
    const large = {
      success: true,
      result: Array.from({ length: 4000 }, (_, i) => ({ id: i, note: `row ${i}` })),
    };
    expect(JSON.stringify(large).length).toBeGreaterThan(COMPRESS_AT_ONCE_MAX_BYTES);
    const hono = new Hono();
    hono.get('/api/large', (c) => c.json(large));
    const answer = await compressAnswers(hono.fetch)(
      new Request('http://localhost/api/large', { headers: { 'Accept-Encoding': 'gzip' } }),
    );
    expect(answer.headers.get('Content-Encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await answer.arrayBuffer())).toString('utf8'))).toEqual(large);
  });
});
