#!/usr/bin/env node
// `npm run size`: the bytes of JavaScript and CSS each signed-out route loads on a first visit,
// and each signed-in first screen (/dashboard, /jobpostings, a job's detail) on a first visit with
// the demo candidate's session in storage (no service worker, nothing cached), uncompressed and at
// gzip -9, against the budget in size-budget.json; exits 1 when a route exceeds its budget. The
// file's 'goal' (issue 6 part 4, for the signed-out routes) is printed beside the budgets.
//
// How "loads" is measured: the built app (built first if dist/ is missing or stale) is served by
// the real server (NODE_ENV=production, a temporary DATA_DIR), and each route is opened in a
// fresh 360x740 Chromium context (playwright-core, Debian's Chromium, the launch options of
// playwright.config.ts) until the network has been idle for a second after the load event.
// Every JS and CSS response the page receives is counted once (by URL): its decoded body is the
// uncompressed size, and gzip -9 of that body is the gzip size (compared with gzip, whatever the
// server sent on the wire). A signed-in screen keeps a connection open (its event stream), so it
// counts until no JavaScript or CSS has arrived for two seconds after the load event. Service workers are blocked in these contexts, so the worker's own
// precache fetches are not counted (the page still loads the code that registers it). Sizes are
// deterministic for a given build. A page error or console error while loading (a hydration
// mismatch of a prerendered screen among them) fails the route as well.
//
// SIZE_FILES=1 also lists each file a route loads (gzip, bytes, path), largest first.
//
// Writes the counts (one test per route) to .tmp/size-results.json for `npm test`.
// Run it with `node --import tsx scripts/size.mjs` (it reads playwright.config.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as playwrightConfig from '../playwright.config.ts';
import { ensureBuild, root } from './lib/build.mjs';
import { demoSession } from './lib/demo-session.mjs';
import { startServer } from './lib/server.mjs';

process.chdir(root);
const sizeBudget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
/** The signed-out routes, then the signed-in first screens (opened with a session in storage). */
const routes = [...Object.keys(sizeBudget.routes), ...Object.keys(sizeBudget.signedIn)];
const isSignedIn = (route) => Object.hasOwn(sizeBudget.signedIn, route);
/**
 * The enforced budget of a route: a signed-out route's JavaScript and the CSS they all share; a
 * signed-in screen's own JavaScript and CSS.
 */
const budgetOf = (route) =>
  isSignedIn(route) ? sizeBudget.signedIn[route] : { js: sizeBudget.routes[route].js, css: sizeBudget.css };
const goal = { js: sizeBudget.goal.js, css: sizeBudget.css };
const resultsFile = join(root, '.tmp/size-results.json');
mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(resultsFile, { force: true });

/** The launch options of playwright.config.ts, whichever way it exports them. */
function launchOptionsOf(config) {
  const fromDefault = config.default?.use?.launchOptions ?? config.default?.projects?.[0]?.use?.launchOptions;
  const options = config.launchOptions ?? fromDefault;
  if (options) return options;
  return { executablePath: process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium', args: ['--no-sandbox'] };
}

function writeResults(passed, failed) {
  writeFileSync(resultsFile, `${JSON.stringify({ passed, failed })}\n`);
}

if (!ensureBuild({ quiet: true })) {
  console.error('size: the build failed.');
  writeResults(0, routes.length);
  process.exit(1);
}

const kindOf = (url, contentType) => {
  const path = new URL(url).pathname;
  if (/\.m?js$/.test(path) || contentType.includes('javascript')) return 'js';
  if (path.endsWith('.css') || contentType.includes('text/css')) return 'css';
  return null;
};

/**
 * Opens one route and sums what it loaded: {js: {raw, gzip, files}, css: {...}}. `localStorage`:
 * entries the page's origin holds before it opens (a signed-in session).
 */
async function measure(browser, url, { localStorage = null } = {}) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    serviceWorkers: 'block',
    ...(localStorage
      ? {
          storageState: {
            cookies: [],
            origins: [
              {
                origin: new URL(url).origin,
                localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })),
              },
            ],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  // A page error or console error (a hydration mismatch among them) fails the route too.
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message.split('\n')[0]));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
  });
  const seen = new Map();
  const pending = [];
  let lastAsset = Date.now();
  page.on('response', (response) => {
    const kind = kindOf(response.url(), response.headers()['content-type'] ?? '');
    if (!kind || seen.has(response.url()) || response.status() !== 200) return;
    lastAsset = Date.now();
    seen.set(response.url(), null);
    pending.push(
      response
        .body()
        .then((body) =>
          seen.set(response.url(), { kind, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        ),
    );
  });
  if (localStorage) {
    // A signed-in screen keeps its event stream open (the network is never idle): it has loaded
    // its code once no JavaScript or CSS has arrived for two seconds after the load event.
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - lastAsset < 2000) await page.waitForTimeout(250);
  } else {
    await page.goto(url, { waitUntil: 'networkidle' });
    // Work started after the load event (the service worker's registration, idle-time imports).
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  }
  await Promise.all(pending);
  await context.close();
  const sums = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 }, errors };
  if (process.env.SIZE_FILES) {
    const rows = [...seen].filter(([, entry]) => entry).sort(([, a], [, b]) => b.gzip - a.gzip);
    for (const [fileUrl, entry] of rows) {
      console.log(
        `  ${String(entry.gzip).padStart(7)} ${String(entry.raw).padStart(8)}  ${new URL(fileUrl).pathname}`,
      );
    }
  }
  for (const entry of seen.values()) {
    if (!entry) continue;
    sums[entry.kind].raw += entry.raw;
    sums[entry.kind].gzip += entry.gzip;
    sums[entry.kind].files += 1;
  }
  return sums;
}

const format = (n) => n.toLocaleString('en-US');
let passed = 0;
let failed = 0;
let server;
let browser;
try {
  // the demo seed: a candidate to sign in as, and jobs for their screens
  server = await startServer({ env: { NODE_ENV: 'production', SEED_DEMO: 'true' } });
  const session = await demoSession(server.baseUrl);
  browser = await chromium.launch({ ...launchOptionsOf(playwrightConfig), headless: true });
  const line = (cells) =>
    `${cells[0].padEnd(22)}${cells[1].padStart(6)}${cells[2].padStart(11)}${cells[3].padStart(10)}${cells[4].padStart(10)}${cells[5].padStart(9)}  ${cells[6]}`;
  console.log(line(['route', 'js', 'js bytes', 'js gzip', 'css bytes', 'css gzip', '']));
  console.log(
    line([
      'goal',
      '',
      format(goal.js.raw),
      format(goal.js.gzip),
      format(goal.css.raw),
      format(goal.css.gzip),
      '',
    ]),
  );
  for (const route of routes) {
    const sums = isSignedIn(route)
      ? await measure(browser, `${server.baseUrl}${route.replace('{jobId}', String(session.jobId))}`, {
          localStorage: session.localStorage,
        })
      : await measure(browser, `${server.baseUrl}${route}`);
    const budget = budgetOf(route);
    const over = [];
    for (const kind of ['js', 'css']) {
      for (const measureName of ['raw', 'gzip']) {
        const excess = sums[kind][measureName] - budget[kind][measureName];
        if (excess > 0)
          over.push(`${kind} ${measureName === 'raw' ? 'bytes' : 'gzip'} over by ${format(excess)}`);
      }
    }
    for (const error of sums.errors) over.push(`page error: ${error.slice(0, 200)}`);
    const aboveGoal =
      !isSignedIn(route) &&
      ['js', 'css'].some((kind) => sums[kind].raw > goal[kind].raw || sums[kind].gzip > goal[kind].gzip);
    if (over.length === 0) passed += 1;
    else failed += 1;
    const verdict =
      over.length > 0
        ? `FAIL: ${over.join(', ')}`
        : aboveGoal
          ? `ok (budget ${format(budget.js.raw)} / ${format(budget.js.gzip)}, above the goal)`
          : 'ok';
    console.log(
      line([
        route,
        String(sums.js.files),
        format(sums.js.raw),
        format(sums.js.gzip),
        format(sums.css.raw),
        format(sums.css.gzip),
        verdict,
      ]),
    );
  }
} catch (error) {
  console.error(`size: ${error.stack ?? error}`);
  if (server) console.error(server.logs());
  failed = Math.max(1, routes.length - passed);
} finally {
  await browser?.close();
  await server?.stop();
}
writeResults(passed, failed);
console.log(`size: ${passed} routes within budget, ${failed} over`);
process.exit(failed > 0 ? 1 : 0);
