import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLink, startThrottleProxy } from './throttle-proxy.mjs';

describe('createLink (one direction of the shared link)', () => {
  it('sends pieces one after another at its bandwidth, each delivered half a round trip later', () => {
    let clock = 0;
    const link = createLink({ latencyMs: 200, bytesPerSecond: 1000, now: () => clock, schedule: () => 0 });
    expect(link.send(new Uint8Array(500), () => {})).toEqual({ start: 0, at: 600 });
    // a second connection's piece queued at once waits for the first to leave the link
    expect(link.send(new Uint8Array(500), () => {})).toEqual({ start: 500, at: 1100 });
    clock = 5000;
    // an idle link starts at once; a connection still opening waits for its handshake
    expect(link.send(new Uint8Array(100), () => {}, 5200)).toEqual({ start: 5200, at: 5400 });
    expect(link.bytes).toBe(1100);
  });
});

describe('startThrottleProxy', () => {
  const body = Buffer.alloc(40 * 1024, 7);
  let server: Server;
  let target: string;
  beforeAll(async () => {
    server = createServer((_request, response) => {
      response.writeHead(200, { 'content-length': body.length, connection: 'close' });
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function timed(urls: string[]) {
    const started = performance.now();
    const answers = await Promise.all(urls.map((url) => fetch(url).then((r) => r.arrayBuffer())));
    return { ms: performance.now() - started, sizes: answers.map((a) => a.byteLength) };
  }

  it('adds the handshake and the request round trips, and two downloads share one bandwidth', async () => {
    // 40 KB at 80 KB/s: 0.5 s on the link; a new connection: two round trips of 100 ms
    const proxy = await startThrottleProxy(target, { latencyMs: 100, bytesPerSecond: 80 * 1024 });
    try {
      const one = await timed([`${proxy.baseUrl}/a`]);
      expect(one.sizes).toEqual([body.length]);
      expect(one.ms).toBeGreaterThanOrEqual(680);
      expect(one.ms).toBeLessThan(1500);
      // two at once on two connections: 1 s of bytes on the one link, not 0.5 s each in parallel
      const two = await timed([`${proxy.baseUrl}/b`, `${proxy.baseUrl}/c`]);
      expect(two.sizes).toEqual([body.length, body.length]);
      expect(two.ms).toBeGreaterThanOrEqual(1180);
      expect(proxy.stats().down).toBeGreaterThanOrEqual(3 * body.length);
      expect(proxy.stats().up).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });
});
