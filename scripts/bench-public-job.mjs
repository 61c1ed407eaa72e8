#!/usr/bin/env node
// `npm run bench:public-job`: a job's public page (issue 26 §1, /jobs/{id}) as a phone gets it.
//   1. the bytes on the wire (headers and bodies, compressed as sent) of everything the page loads
//      in Chromium at 360 px with a cold cache (the HTML, the company logo, the icon), against the
//      goal of 20 KB in total;
//   2. Lighthouse (mobile, its default throttling), RUNS runs (default 3), the median score of
//      performance, accessibility, best practices and SEO, and the median LCP.
// The built app is served by the real server (NODE_ENV=production, a temporary DATA_DIR, the
// seeded catalogue); the job is the first open one of the sitemap. BENCH_LIGHTHOUSE=0 skips 2.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureBuild, root } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';

process.chdir(root);
const GOAL_BYTES = 20 * 1024;
const RUNS = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

if (!ensureBuild({ quiet: true })) {
  console.error('bench:public-job: the build failed.');
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

const server = await startServer({ env: { NODE_ENV: 'production' } });
let failed = false;
try {
  const index = await (await fetch(`${server.baseUrl}/sitemaps/jobs-1.xml`)).text();
  const path = /<loc>[^<]*?(\/jobs\/\d+)<\/loc>/.exec(index)?.[1];
  if (!path) throw new Error('no open job in the sitemap');
  const url = `${server.baseUrl}${path}`;

  // 1. bytes on the wire
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const urls = new Map();
    const sizes = new Map();
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    await page.goto(url, { waitUntil: 'networkidle' });
    let total = 0;
    for (const [id, bytes] of sizes) {
      total += bytes;
      console.log(`${String(bytes).padStart(7)} B  ${new URL(urls.get(id) ?? url).pathname}`);
    }
    const ok = total < GOAL_BYTES;
    failed ||= !ok;
    console.log(
      `${String(total).padStart(7)} B  in total on the wire (goal < ${GOAL_BYTES}) ${ok ? 'ok' : 'OVER'}`,
    );
  } finally {
    await browser.close();
  }

  // 2. Lighthouse, mobile
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const out = mkdtempSync(join(tmpdir(), 'rcm-lh-'));
    const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
    const scores = Object.fromEntries(categories.map((id) => [id, []]));
    const lcps = [];
    for (let run = 1; run <= RUNS; run++) {
      const file = join(out, `run-${run}.json`);
      const result = spawnSync(
        process.execPath,
        [
          join(root, 'node_modules/lighthouse/cli/index.js'),
          url,
          `--chrome-path=${chromePath}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
          `--only-categories=${categories.join(',')}`,
          '--output=json',
          `--output-path=${file}`,
          '--quiet',
        ],
        { stdio: 'inherit' },
      );
      if (result.status !== 0) throw new Error(`lighthouse failed (exit ${result.status})`);
      const report = JSON.parse(readFileSync(file, 'utf8'));
      for (const id of categories) scores[id].push(report.categories[id].score);
      lcps.push(report.audits['largest-contentful-paint'].numericValue);
      const missed = Object.values(report.audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
      for (const audit of missed) console.log(`  run ${run}: ${audit.id}: ${audit.title}`);
    }
    rmSync(out, { recursive: true, force: true });
    for (const id of categories) {
      console.log(
        `lighthouse ${id.padEnd(15)} median ${median(scores[id]).toFixed(2)}  runs ${scores[id].join(' ')}`,
      );
    }
    console.log(`lighthouse LCP             median ${Math.round(median(lcps))} ms`);
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
