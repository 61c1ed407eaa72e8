// A throttling TCP proxy for the benches (bench-first-login.mjs): one network link between the
// browser and the server, as a phone's mobile connection is. Everything the browser sends through
// it, the page's requests and its service worker's alike, shares
//   - one latency: each byte arrives `latencyMs / 2` after it was sent, each way, and a new
//     connection costs one round trip before its first byte goes out (TCP's handshake);
//   - one bandwidth each way: the bytes of every open connection queue for the same link, in
//     pieces of PIECE_BYTES taken in turn, at `bytesPerSecond`.
// The browser opens http://localhost:<proxy port>/ instead of the server's own port; the server
// sees an ordinary client. `stats()` counts the bytes that crossed, each way.
import { connect, createServer } from 'node:net';

/** The size of the slices one connection's data is cut into on the shared link. */
export const PIECE_BYTES = 4 * 1024;

/** Lighthouse's and Chrome DevTools' network profiles; KB here is 1,024 bytes. */
export const NETWORK_PROFILES = {
  'slow 4G': { latencyMs: 150, bytesPerSecond: 200 * 1024 },
  '3G': { latencyMs: 562, bytesPerSecond: 180 * 1024 },
  'slow 3G': { latencyMs: 2000, bytesPerSecond: 50 * 1024 },
};

/**
 * One direction of the link: `send(piece, deliver)` queues a piece; `deliver` runs once the
 * piece's last byte has gone through the link and the latency has passed. Pieces leave in the
 * order they were queued (one queue for every connection), one at a time. Returns when the piece
 * starts on the link and when it is delivered.
 */
export function createLink({
  latencyMs,
  bytesPerSecond,
  now = () => performance.now(),
  schedule = setTimeout,
}) {
  let freeAt = 0;
  let bytes = 0;
  return {
    /** `notBefore`: the earliest the piece may start (a connection still being opened). */
    send(piece, deliver, notBefore = 0) {
      const start = Math.max(now(), freeAt, notBefore);
      freeAt = start + (piece.length / bytesPerSecond) * 1000;
      bytes += piece.length;
      const at = freeAt + latencyMs / 2;
      schedule(deliver, Math.max(0, at - now()));
      return { start, at };
    },
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Pieces of one connection's data, taken in turn with other connections' on the shared link: each
 * chunk read from a socket is cut into PIECE_BYTES slices, and a connection queues its next slice
 * only once its previous one is on the link, so two downloads at once get half the link each.
 */
export function createPipe(link, write, end, notBefore) {
  const pieces = [];
  let busy = false;
  let ending = false;
  let cancelled = false;
  let lastDelivery = Promise.resolve();
  const pump = () => {
    if (busy || cancelled) return;
    const piece = pieces.shift();
    if (!piece) {
      if (ending) void lastDelivery.then(end);
      return;
    }
    busy = true;
    let delivered;
    // a piece is written only after the one before it: two timers due close together may fire
    // out of order on a busy event loop, and a connection's bytes (and its end) must not
    const previous = lastDelivery;
    lastDelivery = new Promise((resolve) => {
      delivered = resolve;
    });
    const { start } = link.send(
      piece,
      () =>
        void previous.then(() => {
          if (!cancelled) write(piece);
          delivered();
        }),
      notBefore(),
    );
    // the next piece queues once this one is on the link: behind it and behind any other
    // connection's piece queued meanwhile (the link never idles while data waits)
    setTimeout(
      () => {
        busy = false;
        pump();
      },
      Math.max(0, start - performance.now()),
    );
  };
  return {
    push(chunk) {
      for (let offset = 0; offset < chunk.length; offset += PIECE_BYTES) {
        pieces.push(chunk.subarray(offset, offset + PIECE_BYTES));
      }
      pump();
    },
    end() {
      ending = true;
      pump();
    },
    /** The other end has gone: what is still waiting is dropped, and leaves the link free. */
    cancel() {
      cancelled = true;
      pieces.length = 0;
    },
  };
}

/**
 * Starts the proxy on a free port of 127.0.0.1 in front of `target` (e.g. 'http://localhost:3000').
 * @returns {Promise<{port: number, baseUrl: string, stats: () => {down: number, up: number}, close: () => Promise<void>}>}
 */
export async function startThrottleProxy(target, { latencyMs, bytesPerSecond }) {
  const upstream = new URL(target);
  const down = createLink({ latencyMs, bytesPerSecond });
  const up = createLink({ latencyMs, bytesPerSecond });
  const sockets = new Set();
  const server = createServer({ allowHalfOpen: true }, (client) => {
    // the handshake: the connection's first bytes leave one round trip after it was opened
    const openedAt = performance.now() + latencyMs;
    const origin = connect({
      host: upstream.hostname,
      port: Number(upstream.port) || 80,
      allowHalfOpen: true,
    });
    sockets.add(client);
    sockets.add(origin);
    client.setNoDelay(true);
    origin.setNoDelay(true);
    const toServer = createPipe(
      up,
      (piece) => !origin.destroyed && origin.write(piece),
      () => !origin.destroyed && origin.end(),
      () => openedAt,
    );
    const toClient = createPipe(
      down,
      (piece) => !client.destroyed && client.write(piece),
      () => !client.destroyed && client.end(),
      () => 0,
    );
    client.on('data', (chunk) => toServer.push(chunk));
    origin.on('data', (chunk) => toClient.push(chunk));
    client.on('end', () => toServer.end());
    origin.on('end', () => toClient.end());
    // a browser that closes its end (a tab or profile closed) takes the server's end with it,
    // and what was still on its way to it leaves the link
    const close = () => {
      toServer.cancel();
      toClient.cancel();
      client.destroy();
      origin.destroy();
      sockets.delete(client);
      sockets.delete(origin);
    };
    client.on('error', close);
    origin.on('error', close);
    client.on('close', close);
    origin.on('close', () => {
      sockets.delete(origin);
      toServer.cancel();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    port,
    baseUrl: `http://localhost:${port}`,
    stats: () => ({ down: down.bytes, up: up.bytes }),
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
