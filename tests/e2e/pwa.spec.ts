/**
 * The PWA journeys of issue 2: the service worker, offline navigation, the write queue and the
 * web app manifest, against the real server and the built app in Debian's Chromium.
 *
 * How the queue's network failure is made real: `context.setOffline(true)`. playwright-core
 * (1.5x+) attaches its network manager to service workers of contexts with
 * `serviceWorkers: 'allow'` and applies the offline emulation to them too, so the service
 * worker's own `fetch` throws exactly as on a phone without signal. The test proves it: while
 * offline the server's probe stays empty (read from Node, outside the browser).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { IDEMPOTENCY_KEY_HEADER, QUEUE_HEADER, SW_MESSAGES } from '../../src/contract/headers';
import { type TestServer, waitForApp, waitForPath, withServerAndBrowser } from './harness';

const OFFLINE_TEXT = 'You are offline.';

interface ProbeList {
  success: boolean;
  result: { count: number; items: { id: number; payload: Record<string, unknown> }[] };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The route's screen rendered: its lazily loaded chunk came from somewhere (offline: the precache). */
async function waitForScreen(page: Page): Promise<void> {
  await waitForApp(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Waits until the service worker is active and controls the page (first visit: clientsClaim).
 * Fails after 20 s instead of hanging when the app registers none (e.g. a non-production build).
 */
async function waitForControl(page: Page): Promise<void> {
  const outcome = await page.evaluate(async () => {
    const controlled = (async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return 'controlled';
      await new Promise<void>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
      });
      return 'controlled';
    })();
    const timeout = new Promise<string>((resolve) => setTimeout(() => resolve('timeout'), 20_000));
    return Promise.race([controlled, timeout]);
  });
  assert.equal(outcome, 'controlled', 'no service worker took control of the page within 20 s');
}

/** The write queue's stored entries (Workbox keeps them in IndexedDB 'workbox-background-sync'). */
function queuedEntries(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('requests').objectStore('requests').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** A queueable POST from the page, the way queuedPost() sends it. */
function postFromPage(page: Page, body: Record<string, unknown>, key: string) {
  return page.evaluate(
    async ({ body, key, queueHeader, keyHeader }) => {
      const response = await fetch('/api/dev/queue-probe', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [queueHeader]: '1', [keyHeader]: key },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { body, key, queueHeader: QUEUE_HEADER, keyHeader: IDEMPOTENCY_KEY_HEADER },
  );
}

/** Starts summing the service worker's 'replayed' reports in the page. */
function countReplayed(page: Page): Promise<void> {
  return page.evaluate((type) => {
    const w = window as unknown as { __replayed: number };
    w.__replayed = 0;
    navigator.serviceWorker.addEventListener(
      'message',
      (event: MessageEvent<{ type?: string; count?: number }>) => {
        if (event.data?.type === type) w.__replayed += event.data.count ?? 0;
      },
    );
  }, SW_MESSAGES.replayed);
}

function replayedSoFar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __replayed: number }).__replayed);
}

async function readProbe(server: TestServer): Promise<ProbeList['result']> {
  const answer = await fetch(`${server.baseUrl}/api/dev/queue-probe`);
  assert.equal(answer.status, 200, 'GET /api/dev/queue-probe must exist outside production');
  return ((await answer.json()) as ProbeList).result;
}

async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}; last value: ${JSON.stringify(value)}`);
    await sleep(200);
  }
}

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  assert.deepEqual(Array.from(bytes.slice(0, 8)), signature, 'not a PNG file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('PWA: service worker, offline, write queue, manifest', () => {
  const run = withServerAndBrowser();

  async function phone(signedIn = false): Promise<BrowserContext> {
    return run.newContext({ signedIn });
  }

  it('registers /sw.js and the service worker controls the page after a reload', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${run.server.baseUrl}/`);
    await waitForApp(page);
    await waitForControl(page);
    await page.reload();
    await waitForApp(page);
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    assert.equal(controller, `${run.server.baseUrl}/sw.js`);
  });

  it('after one visit, opens the shell and a deep link with the network off (signed out)', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${run.server.baseUrl}/`);
    await waitForApp(page);
    await waitForControl(page);

    await context.setOffline(true);
    try {
      await page.goto(`${run.server.baseUrl}/forgotpassword`);
      await waitForPath(page, '/forgotpassword');
      await waitForScreen(page);
      await page.getByRole('status').filter({ hasText: OFFLINE_TEXT }).waitFor();

      await page.goto(`${run.server.baseUrl}/`);
      await waitForPath(page, '/');
      await waitForScreen(page);
    } finally {
      await context.setOffline(false);
    }
    // Back online, the banner goes.
    await page.getByText(OFFLINE_TEXT).waitFor({ state: 'detached' });
  });

  it('after one visit, opens a job deep link with the network off (signed in)', async () => {
    const context = await phone(true);
    const page = await context.newPage();
    await page.goto(`${run.server.baseUrl}/dashboard`);
    await waitForPath(page, '/dashboard');
    await waitForApp(page);
    await waitForControl(page);

    await context.setOffline(true);
    try {
      await page.goto(`${run.server.baseUrl}/jobpostings/5`);
      await waitForPath(page, '/jobpostings/5');
      await waitForScreen(page);
      await page.goto(`${run.server.baseUrl}/saved-jobs`);
      await waitForPath(page, '/saved-jobs');
      await waitForScreen(page);
    } finally {
      await context.setOffline(false);
    }
  });

  it('queues POSTs made offline and delivers each exactly once when the network returns', async () => {
    const context = await phone();
    const page = await context.newPage();
    await page.goto(`${run.server.baseUrl}/`);
    await waitForApp(page);
    await waitForControl(page);
    const before = await readProbe(run.server);

    const single = `pwa-single-${Date.now()}`;
    const twice = `pwa-twice-${Date.now()}`;
    await countReplayed(page);
    await context.setOffline(true);
    let wentOnline = false;
    try {
      const answers = [
        await postFromPage(page, { probe: single }, single),
        await postFromPage(page, { probe: twice, attempt: 1 }, twice),
        await postFromPage(page, { probe: twice, attempt: 2 }, twice),
      ];
      for (const answer of answers) {
        assert.equal(answer.status, 202);
        assert.deepEqual(answer.body, { success: true, queued: true });
      }
      assert.equal(await queuedEntries(page), 3, 'the three writes wait in the queue');
      // Nothing reached the server while the browser was offline.
      assert.equal((await readProbe(run.server)).count, before.count);
      await context.setOffline(false);
      wentOnline = true;
    } finally {
      if (!wentOnline) await context.setOffline(false);
    }

    // Replay runs on `sync` (Chromium) or on the page's replay message sent on `online`.
    await pollUntil(
      () => replayedSoFar(page),
      (n) => n >= 3,
      'the service worker to report 3 replayed writes',
    );
    assert.equal(await queuedEntries(page), 0, 'the queue is empty');
    const final = await readProbe(run.server);
    assert.equal(final.count, before.count + 2, 'two writes stored: the repeated key was applied once');

    const newItems = final.items.filter((item) => !before.items.some((old) => old.id === item.id));
    const probes = newItems.map((item) => item.payload.probe);
    assert.equal(probes.filter((p) => p === single).length, 1, 'the single write arrived once');
    assert.equal(
      probes.filter((p) => p === twice).length,
      1,
      'the write sent twice with one key arrived once',
    );
    assert.equal(
      newItems.find((item) => item.payload.probe === twice)?.payload.attempt,
      1,
      'the first one won',
    );
    assert.equal(newItems.length, 2);
  });

  it('serves a manifest with the install fields, and every icon loads as PNG of its size', async () => {
    const answer = await fetch(`${run.server.baseUrl}/manifest.webmanifest`);
    assert.equal(answer.status, 200);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    assert.equal(manifest.name, 'RCM Careers');
    assert.ok(manifest.short_name && manifest.short_name.length <= 12);
    assert.equal(manifest.start_url, '/');
    assert.equal(manifest.display, 'standalone');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/i);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/i);
    const any = (size: string) =>
      manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any') === 'any');
    assert.ok(any('192x192'), 'a 192 icon for any purpose');
    assert.ok(any('512x512'), 'a 512 icon for any purpose');
    assert.ok(
      manifest.icons.find((i) => i.purpose === 'maskable' && i.sizes === '512x512'),
      'a separate maskable 512 icon',
    );
    assert.deepEqual(
      manifest.shortcuts.map((s) => [s.name, s.url]),
      [
        ['Job Search', '/jobpostings'],
        ['Saved Jobs', '/saved-jobs'],
      ],
    );

    const html = await (await fetch(`${run.server.baseUrl}/`)).text();
    const appleTouch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    assert.ok(appleTouch, 'index.html links an apple-touch icon');
    const icons = [...manifest.icons, { src: appleTouch, sizes: '180x180', type: 'image/png' }];
    for (const icon of icons) {
      const file = await fetch(new URL(icon.src, run.server.baseUrl));
      assert.equal(file.status, 200, `${icon.src} loads`);
      assert.match(file.headers.get('content-type') ?? '', /^image\/png/, `${icon.src} is served as PNG`);
      const { width, height } = pngSize(new Uint8Array(await file.arrayBuffer()));
      assert.equal(`${width}x${height}`, icon.sizes, `${icon.src} is ${icon.sizes}`);
    }
  });
});
