import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLink, createPipe, PIECE_BYTES, startThrottleProxy } from './throttle-proxy.mjs';

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

describe('createPipe (one connection on the link)', () => {
  it('writes its pieces in order, and ends after the last, even when their timers fire out of order', async () => {
    const deliveries: Array<() => void> = [];
    const link = {
      send: (_piece: Uint8Array, deliver: () => void) => {
        deliveries.push(deliver);
        return { start: 0, at: 0 };
      },
    };
    const written: string[] = [];
    const pipe = createPipe(
      link,
      (piece: Uint8Array) => written.push(String(piece[0])),
      () => written.push('end'),
      () => 0,
    );
    const chunk = new Uint8Array(3 * PIECE_BYTES);
    for (const n of [0, 1, 2]) chunk.fill(n, n * PIECE_BYTES, (n + 1) * PIECE_BYTES);
    pipe.push(chunk);
    pipe.end();
    await vi.waitFor(() => expect(deliveries).toHaveLength(3));
    // the busy event loop fires the last piece's timer first
    for (const deliver of [...deliveries].reverse()) deliver();
    await vi.waitFor(() => expect(written).toEqual(['0', '1', '2', 'end']));
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
