#!/usr/bin/env node
// `npm run bench:first-login`: a candidate's first login on a slow network. Starts the server
// (scripts/start.mjs, SKIP_BUILD=1: build first) on a free port with a temporary DATA_DIR and the
// demo seed, then BENCH_RUNS times (default 3), each in a fresh browser profile (no cache, no
// service worker, nothing stored):
//   1. opens /login with the network at Chrome DevTools' 'Slow 3G' preset (CDP
//      Network.emulateNetworkConditions: 2000 ms latency, 50,000 B/s down and up), on the page
//      and on its service worker;
//   2. once the login screen is the app's (hydrated), types the demo candidate's e-mail and
//      password and taps Login;
//   3. measures the tap to the dashboard's content: the candidate's name and the first
//      recommended job drawn;
// prints each run and the median, and stops the server. Timing goals are read here, never
// asserted in tests. BENCH_LATENCY_MS and BENCH_KBPS change the network; HEADED=1 shows it.
import { chromium } from '@playwright/test';
import { startServer } from './lib/server.mjs';

const runs = Number(process.env.BENCH_RUNS) || 3;
const latency = Number(process.env.BENCH_LATENCY_MS) || 400 * 5;
// DevTools' presets: kilobits per second * 1000 / 8 bytes, at 80 % of the nominal rate
const throughput = ((Number(process.env.BENCH_KBPS) || 500) * 1000 * 0.8) / 8;
const conditions = { offline: false, latency, downloadThroughput: throughput, uploadThroughput: throughput };
const chromiumPath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';
const credentials = { email: 'priya.sharma@example.com', password: 'Candidate@123' };
const name = 'Priya Sharma';

/**
 * Throttles every service worker the browser starts (a page's emulation leaves its worker's own
 * requests, the precache among them, at full speed): the browser's CDP session attaches to each
 * new worker target and sets the same conditions there.
 */
async function throttleServiceWorkers(browser) {
  const session = await browser.newBrowserCDPSession();
  let id = 0;
  // flatten: false, so that messages to a worker go through this one session
  const send = (sessionId, method, params = {}) =>
    session.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: ++id, method, params }),
    });
  await session.send('Target.setDiscoverTargets', { discover: true });
  session.on('Target.targetCreated', async ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker') return;
    const { sessionId } = await session
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .catch(() => ({ sessionId: null }));
    if (!sessionId) return;
    await send(sessionId, 'Network.enable').catch(() => undefined);
    await send(sessionId, 'Network.emulateNetworkConditions', conditions).catch(() => undefined);
  });
}

async function oneRun(browser, baseUrl) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 360, height: 740 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', conditions);
    await page.goto('/login', { timeout: 180_000 });
    // the screen is the app's once the prerendered markup has been taken over
    await page.locator('#root[data-prerendered]').waitFor({ state: 'detached', timeout: 180_000 });
    await page.getByLabel('Email').fill(credentials.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(credentials.password);
    const login = page.getByRole('button', { name: 'Login' });
    const trace = [];
    if (process.env.BENCH_TRACE === '1') {
      const started = new Map();
      context.on('request', (request) => started.set(request, Date.now()));
      context.on('requestfinished', async (request) => {
        const size = (await request.sizes().catch(() => null))?.responseBodySize ?? 0;
        trace.push({
          url: request.url().replace(baseUrl, ''),
          from: started.get(request),
          to: Date.now(),
          size,
        });
      });
    }
    const tapped = Date.now();
    await login.click();
    await page.getByRole('heading', { name, level: 2 }).waitFor({ timeout: 180_000 });
    await page.locator('article').first().waitFor({ timeout: 180_000 });
    const done = Date.now();
    for (const { url, from, to, size } of trace.sort((a, b) => a.from - b.from)) {
      if (to < tapped - 5_000) continue;
      console.log(
        `  ${((from - tapped) / 1000).toFixed(1)}..${((to - tapped) / 1000).toFixed(1)} s ${size} B ${url}`,
      );
    }
    return done - tapped;
  } finally {
    await context.close();
  }
}

const server = await startServer({ env: { NODE_ENV: 'test', SEED_DEMO: 'true' } });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  headless: process.env.HEADED !== '1',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
try {
  await throttleServiceWorkers(browser);
  const times = [];
  for (let run = 1; run <= runs; run++) {
    const ms = await oneRun(browser, server.baseUrl);
    times.push(ms);
    console.log(`run ${run}: login tap to dashboard content ${(ms / 1000).toFixed(1)} s`);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor((times.length - 1) / 2)];
  console.log(
    `first login on Slow 3G (${latency} ms, ${throughput} B/s), ${runs} runs: median ${(median / 1000).toFixed(1)} s`,
  );
} finally {
  await browser.close();
  await server.stop();
}
