#!/usr/bin/env node
// `npm run lhci`: Lighthouse CI (lighthouserc.json) on the paths of its URLs (`/` and `/register`)
// of the built app, served by the real server (NODE_ENV=production, a temporary DATA_DIR, a free
// port). Mobile preset, five runs per URL, the median of each URL asserted as errors: performance >= 0.9, accessibility >= 0.95,
// best-practices >= 0.95, SEO >= 0.9. Prints each category's score and, for a category that
// fails, the audits that cost it points. Reports go to .lighthouseci/ (reports/ holds the HTML).
//
// Writes the counts (one per category assertion and URL) to .tmp/lhci-results.json for `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';

process.chdir(root);
const rc = JSON.parse(readFileSync(join(root, 'lighthouserc.json'), 'utf8')).ci;
const resultsFile = join(root, '.tmp/lhci-results.json');
mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(resultsFile, { force: true });
const lhciCli = join(root, 'node_modules/@lhci/cli/src/cli.js');

/** The paths of lighthouserc.json's URLs, collected on the server started here. */
const paths = rc.collect.url.map((url) => new URL(url).pathname);

/** The category thresholds of lighthouserc.json: [{id, minScore}]. */
const thresholds = Object.entries(rc.assert.assertions)
  .filter(([key]) => key.startsWith('categories:'))
  .map(([key, [, options]]) => ({ id: key.slice('categories:'.length), minScore: options.minScore }));

function writeResults(passed, failed) {
  writeFileSync(resultsFile, `${JSON.stringify({ passed, failed })}\n`);
}

function lhci(args) {
  return spawnSync(process.execPath, [lhciCli, ...args, '--config=lighthouserc.json'], { stdio: 'inherit' })
    .status;
}

let assertStatus = process.env.LHCI_REPORT_ONLY === '1' ? 0 : 1;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// LHCI_REPORT_ONLY=1 only prints the scores of the last collected runs.
if (process.env.LHCI_REPORT_ONLY !== '1') await collectAndAssert();

async function collectAndAssert() {
  if (!ensureBuild({ quiet: true })) {
    console.error('lhci: the build failed, so Lighthouse did not run.');
    writeResults(0, thresholds.length * paths.length);
    process.exit(1);
  }
  let server;
  try {
    server = await startServer({ env: { NODE_ENV: 'production' } });
  } catch (error) {
    console.error(`lhci: ${error.message}`);
    writeResults(0, thresholds.length * paths.length);
    process.exit(1);
  }
  try {
    const chromePath = process.env.CHROMIUM_PATH?.trim();
    const collectStatus = lhci([
      'collect',
      ...paths.map((path) => `--url=${server.baseUrl}${path}`),
      ...(chromePath ? [`--chromePath=${chromePath}`] : []),
    ]);
    if (collectStatus !== 0) throw new Error(`lhci collect failed (exit ${collectStatus})`);
    assertStatus = lhci(['assert']);
    lhci(['upload']);
  } catch (error) {
    console.error(`lhci: ${error.message}\n${server.logs()}`);
  } finally {
    await server.stop();
  }
}

// The scores, read from the saved results: the median of the runs per category.
const lhrs = readdirSync(join(root, '.lighthouseci'))
  .filter((name) => /^lhr-.*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(root, '.lighthouseci', name), 'utf8')));
if (lhrs.length === 0) {
  console.error('lhci: no Lighthouse result was saved.');
  writeResults(0, thresholds.length * paths.length);
  process.exit(1);
}

let passed = 0;
let failed = 0;
for (const path of paths) {
  const runs = lhrs.filter((lhr) => new URL(lhr.requestedUrl).pathname === path);
  if (runs.length === 0) {
    console.log(`\nlhci: no Lighthouse result for ${path}.`);
    failed += thresholds.length;
    continue;
  }
  console.log(`\nLighthouse ${runs[0].lighthouseVersion} on ${path} (${runs.length} run(s), median score):`);
  for (const { id, minScore } of thresholds) {
    const scores = runs.map((lhr) => lhr.categories[id]?.score ?? 0);
    const score = median(scores);
    const ok = score >= minScore;
    if (ok) passed += 1;
    else failed += 1;
    console.log(
      `  ${ok ? 'pass' : 'FAIL'}  ${id.padEnd(15)} ${score.toFixed(2)} (min ${minScore}; runs: ${scores.map((s) => s.toFixed(2)).join(', ')})`,
    );
    if (!ok) {
      // The audits that cost points, from the run whose score is the median.
      const lhr = runs[scores.indexOf(score)];
      const refs = lhr.categories[id].auditRefs;
      const line = (ref, audit) => {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        return `          - ${ref.id}: score ${audit.score}, weight ${ref.weight}: ${audit.title}${value}`;
      };
      for (const ref of refs.filter((r) => r.weight > 0)) {
        const audit = lhr.audits[ref.id];
        if (audit.score !== null && audit.score < 1) console.log(line(ref, audit));
      }
      // Diagnostics and insights that carry no weight themselves but say where the time goes.
      const hints = refs.filter(
        (r) => r.weight === 0 && lhr.audits[r.id].score !== null && lhr.audits[r.id].score < 0.9,
      );
      if (hints.length > 0) console.log('        where the points go:');
      for (const ref of hints) console.log(line(ref, lhr.audits[ref.id]));
      if (id === 'performance') {
        const requests = lhr.audits['network-requests']?.details?.items ?? [];
        const biggest = [...requests]
          .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
          .slice(0, 5);
        console.log('        largest transfers:');
        for (const r of biggest)
          console.log(`          - ${Math.round((r.transferSize ?? 0) / 1024)} KiB ${r.url}`);
        console.log(
          `        host benchmark index ${lhr.environment?.benchmarkIndex} (lower = busier or slower CPU)`,
        );
      }
    }
  }
}
// lhci assert decides; our own count only explains it.
if (assertStatus !== 0 && failed === 0) {
  console.log('  lhci assert failed although every category met its threshold; see its output above.');
  failed = 1;
}
writeResults(passed, failed);
console.log(`lhci: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
