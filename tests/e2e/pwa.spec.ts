/**
 * The PWA journeys of issue 2: the service worker, offline navigation, the write queue and the
 * web app manifest, against the real server and the built app in Debian's Chromium.
 *
 * How the queue's network failure is made real: `context.setOffline(true)`. Playwright (1.5x+)
 * attaches its network manager to service workers of contexts with `serviceWorkers: 'allow'`
 * (the default) and applies the offline emulation to them too, so the service worker's own
 * `fetch` throws exactly as on a phone without signal. The test proves it: while offline the
 * server's probe stays empty (read from Node through `request`, outside the browser).
 */

import { IDEMPOTENCY_KEY_HEADER, QUEUE_HEADER } from '@contract/headers';
import { SW_MESSAGES } from '@contract/page-worker';
import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';

const OFFLINE_TEXT = 'You are offline.';

interface ProbeList {
  success: boolean;
  result: { count: number; items: { id: number; payload: Record<string, unknown> }[] };
}

/**
 * Waits until the service worker is active and controls the page (first visit: clientsClaim).
 * Fails after 20 s instead of hanging when the app registers none (e.g. a non-production build).
 */
async function expectControlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'no service worker took control of the page within 20 s',
      timeout: 20_000,
    })
    .toBe(true);
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

/** A queueable POST from the page, the way queuedCall() sends it. */
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

async function readProbe(request: APIRequestContext): Promise<ProbeList['result']> {
  const answer = await request.get('/api/dev/queue-probe');
  expect(answer.status(), 'GET /api/dev/queue-probe must exist outside production').toBe(200);
  return ((await answer.json()) as ProbeList).result;
}

/** PNG width and height from the IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect(Array.from(bytes.slice(0, 8)), 'not a PNG file').toEqual(signature);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

test.describe('PWA: service worker, offline, write queue, manifest', () => {
  test('registers /sw.js and the service worker controls the page after a reload', async ({
    page,
    baseURL,
    openApp,
    waitForApp,
  }) => {
    await openApp('/');
    await expectControlled(page);
    await page.reload();
    await waitForApp();
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
    expect(controller).toBe(`${baseURL}/sw.js`);
  });

  test('after one visit, opens the shell and a deep link with the network off (signed out)', async ({
    page,
    context,
    openApp,
  }) => {
    await openApp('/');
    await expectControlled(page);

    await context.setOffline(true);
    try {
      // The route's screen renders: its lazily loaded chunk came from the precache.
      await openApp('/forgotpassword');
      await expect(page).toHaveURL(atPath('/forgotpassword'));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: OFFLINE_TEXT })).toBeVisible();

      await openApp('/');
      await expect(page).toHaveURL(atPath('/'));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    // Back online, the banner goes.
    await expect(page.getByText(OFFLINE_TEXT)).toHaveCount(0);
  });

  test('after one visit, opens a job deep link with the network off (signed in)', async ({
    signedInPage: page,
    context,
    openApp,
  }) => {
    await openApp('/dashboard', page);
    await expect(page).toHaveURL(atPath('/dashboard'));
    await expectControlled(page);

    await context.setOffline(true);
    try {
      await openApp('/jobpostings/5', page);
      await expect(page).toHaveURL(atPath('/jobpostings/5'));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await openApp('/saved-jobs', page);
      await expect(page).toHaveURL(atPath('/saved-jobs'));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('queues POSTs made offline and delivers each exactly once when the network returns', async ({
    page,
    context,
    request,
    openApp,
  }) => {
    await openApp('/');
    await expectControlled(page);
    const before = await readProbe(request);

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
        expect(answer.status).toBe(202);
        expect(answer.body).toEqual({ success: true, queued: true });
      }
      expect(await queuedEntries(page), 'the three writes wait in the queue').toBe(3);
      // Nothing reached the server while the browser was offline.
      expect((await readProbe(request)).count).toBe(before.count);
      await context.setOffline(false);
      wentOnline = true;
    } finally {
      if (!wentOnline) await context.setOffline(false);
    }

    // Replay runs on `sync` (Chromium) or on the page's replay message sent on `online`.
    await expect
      .poll(() => replayedSoFar(page), {
        message: 'the service worker to report 3 replayed writes',
        timeout: 20_000,
      })
      .toBeGreaterThanOrEqual(3);
    expect(await queuedEntries(page), 'the queue is empty').toBe(0);
    const final = await readProbe(request);
    expect(final.count, 'two writes stored: the repeated key was applied once').toBe(before.count + 2);

    const newItems = final.items.filter((item) => !before.items.some((old) => old.id === item.id));
    const probes = newItems.map((item) => item.payload.probe);
    expect(probes.filter((p) => p === single).length, 'the single write arrived once').toBe(1);
    expect(probes.filter((p) => p === twice).length, 'the write sent twice with one key arrived once').toBe(
      1,
    );
    expect(newItems.find((item) => item.payload.probe === twice)?.payload.attempt, 'the first one won').toBe(
      1,
    );
    expect(newItems.length).toBe(2);
  });

  test('serves a manifest with the install fields, and every icon loads as PNG of its size', async ({
    request,
  }) => {
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
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
    expect(manifest.name).toBe('RCM Careers');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/');
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const any = (size: string) =>
      manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any') === 'any');
    expect(any('192x192'), 'a 192 icon for any purpose').toBeTruthy();
    expect(any('512x512'), 'a 512 icon for any purpose').toBeTruthy();
    expect(
      manifest.icons.find((i) => i.purpose === 'maskable' && i.sizes === '512x512'),
      'a separate maskable 512 icon',
    ).toBeTruthy();
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Job Search', '/jobpostings'],
      ['Saved Jobs', '/saved-jobs'],
    ]);

    const html = await (await request.get('/')).text();
    const favicon = /<link rel="icon" href="([^"]+)" type="image\/png" sizes="(\d+x\d+)"/.exec(html);
    expect(favicon, 'index.html links a PNG favicon (an SVG one is a document of its own)').toBeTruthy();
    const appleTouch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(appleTouch, 'index.html links an apple-touch icon').toBeTruthy();
    const icons = [
      ...manifest.icons,
      { src: appleTouch as string, sizes: '180x180', type: 'image/png' },
      { src: favicon?.[1] as string, sizes: favicon?.[2] as string, type: 'image/png' },
    ];
    for (const icon of icons) {
      const file = await request.get(new URL(icon.src, answer.url()).href);
      expect(file.status(), `${icon.src} loads`).toBe(200);
      expect(file.headers()['content-type'] ?? '', `${icon.src} is served as PNG`).toMatch(/^image\/png/);
      const { width, height } = pngSize(new Uint8Array(await file.body()));
      expect(`${width}x${height}`, `${icon.src} is ${icon.sizes}`).toBe(icon.sizes);
    }
  });

  test('the theme styles come with the HTML: light scheme, variables and classes in the head, none rendered by React', async ({
    page,
    request,
    openApp,
  }) => {
    for (const path of ['/', '/register', '/dashboard']) {
      const html = await (await request.get(path)).text();
      expect(html, `${path}: light scheme before any script`).toContain(
        '<html lang="en" data-mantine-color-scheme="light">',
      );
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, `${path}: theme variables in the head`).toContain('--mantine-color-brand-7: #0b5c73');
      expect(head, `${path}: global classes in the head`).toContain('data-mantine-styles="classes"');
    }
    await openApp('/register');
    const styles = await page.evaluate(() => ({
      variables: document.querySelectorAll('style[data-mantine-styles="true"]').length,
      inBody: document.querySelectorAll(
        'body style[data-mantine-styles="true"], body style[data-mantine-styles="classes"]',
      ).length,
      brand: getComputedStyle(document.documentElement).getPropertyValue('--mantine-color-brand-7').trim(),
      scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    }));
    expect(styles).toEqual({ variables: 1, inBody: 0, brand: '#0b5c73', scheme: 'light' });
  });
});
