#!/usr/bin/env node
// `npm run lhci`: Lighthouse CI (lighthouserc.json) on every kind of page of the built app, served
// by the real server (NODE_ENV=production, the demo seed, a temporary DATA_DIR, a free port), with
// the mobile preset. PAGES below lists them: the signed-out entry screens, and signed in (the demo
// candidate's session in storage) the dashboard, the job search and a job's detail; each on a
// first visit (nothing cached, no service worker) and on a repeat visit (its service worker
// installed, the build precached). scripts/lhci-visit.cjs, the collector's puppeteerScript, sets up
// each visit; the URL's query says which (`lh-session=1` signed in, `lh-visit=repeat`). The
// assertions (lighthouserc.json's assertMatrix, on each URL's median): performance >= 0.9 on
// every first visit, signed out and signed in, accessibility >= 0.95, best practices >= 0.95 and SEO >= 0.9 everywhere. Nothing is
// blocked: the signed-in screens open their event stream (/api/events) as on a phone. It never
// ends, and the app asks it at low priority (event-stream.ts): Lighthouse waits for the page's
// high-priority requests to end, and had waited out its 45 s limit on a stream asked at fetch's
// default (high), counting the page's later work against it.
// Prints each page's median score per category, the median LCP, and for a category that fails the
// audits that cost it points. Reports go to .lighthouseci/ (reports/ holds the HTML).
//
// Writes the counts (one per category assertion and URL) to .tmp/lhci-results.json for `npm test`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuild, root } from './lib/build.mjs';
import { demoSession } from './lib/demo-session.mjs';
import { startServer } from './lib/server.mjs';

/**
 * The pages measured: a path (`{jobId}`: a job of the demo seed, the first on the candidate's
 * dashboard), whether the visit is signed in, and the number of Lighthouse runs of each visit
 * (the median of them is asserted; of an even count, the lower middle one). The runs are few to
 * keep CI's Lighthouse step short. Three for the dashboard's first visit: its runs spread widest
 * (0.86-0.98 in one clean CI run, its Total Blocking Time 550 ms in the low one), and with two
 * runs the lower one decided, so one slow run failed CI; the median of three is its typical
 * run. Two for the other signed-in screens (0.92-0.97). One for the signed-out entry screens
 * and the server-rendered job page, which scored 0.99-1.00 in every run of the rounds before
 * (their two runs paid for the dashboard's third); a repeat visit (asserted on accessibility,
 * best practices and SEO only) runs once.
 */
const PAGES = [
  { path: '/', signedIn: false, runs: { first: 1, repeat: 1 } },
  { path: '/register', signedIn: false, runs: { first: 1, repeat: 1 } },
  { path: '/dashboard', signedIn: true, runs: { first: 3, repeat: 1 } },
  { path: '/jobpostings', signedIn: true, runs: { first: 2, repeat: 1 } },
  { path: '/jobpostings/{jobId}', signedIn: true, runs: { first: 2, repeat: 1 } },
  // the job's public page (server-rendered; the service worker leaves it to the server)
  { path: '/jobs/{jobId}', signedIn: false, runs: { first: 1, repeat: 1 } },
];

/**
 * The signed-in screens are disallowed in robots.txt on purpose (issue 26), so Lighthouse's
 * is-crawlable audit fails there and says nothing of the page. Their SEO is held without it: the
 * category's other audits, weighted as Lighthouse weighs them (lighthouserc.json asserts each of
 * them too), against the same 0.9.
 */
const SIGNED_IN = /[?&]lh-session=1/;
/** Lighthouse's warning for a page whose network never went quiet (maxWaitForLoad). */
const TIMED_OUT = /loaded too slowly to finish within the time limit/;
const NOT_FOR_SIGNED_IN_SEO = new Set(['is-crawlable']);

/** A category's score from its audits, leaving `left` out (null when nothing weighs). */
function scoreWithout(lhr, id, left) {
  let weighed = 0;
  let total = 0;
  for (const ref of lhr.categories[id]?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (ref.weight === 0 || left.has(ref.id) || audit?.score === null || audit === undefined) continue;
    weighed += ref.weight;
    total += ref.weight * audit.score;
  }
  return weighed === 0 ? null : total / weighed;
}

process.chdir(root);
const rc = JSON.parse(readFileSync(join(root, 'lighthouserc.json'), 'utf8')).ci;
const resultsFile = join(root, '.tmp/lhci-results.json');
mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(resultsFile, { force: true });
const lhciCli = join(root, 'node_modules/@lhci/cli/src/cli.js');

/**
 * While working on one screen: LHCI_ONLY=<path>[,<path>...] measures only those paths (as PAGES
 * writes them, e.g. `/dashboard,/jobpostings/{jobId}`), LHCI_VISIT=first|repeat only that visit,
 * and LHCI_RUNS=<n> that many runs each. CI sets none of them.
 */
const only = process.env.LHCI_ONLY?.trim() ? new Set(process.env.LHCI_ONLY.split(',')) : null;
const onlyVisit = process.env.LHCI_VISIT?.trim() || null;
const runsWanted = Number(process.env.LHCI_RUNS) || null;

/** Each visit measured: its name (the path and the visit) and its URL's path and query. */
const visits = PAGES.filter(({ path }) => only === null || only.has(path)).flatMap(
  ({ path, signedIn, runs }) =>
    Object.entries(runs)
      .filter(([visit]) => onlyVisit === null || visit === onlyVisit)
      .map(([visit, count]) => [visit, runsWanted ?? count])
      .map(([visit, count]) => {
        const query = new URLSearchParams();
        if (signedIn) query.set('lh-session', '1');
        if (visit === 'repeat') query.set('lh-visit', 'repeat');
        const search = query.size > 0 ? `?${query}` : '';
        return {
          name: `${path} (${signedIn ? 'signed in, ' : ''}${visit} visit)`,
          pathAndQuery: (jobId) => `${path.replace('{jobId}', String(jobId))}${search}`,
          runs: count,
        };
      }),
);

/**
 * The category thresholds of lighthouserc.json's assertMatrix that apply to a URL: [{id, minScore}].
 */
function thresholdsOf(url) {
  const signedInSeo = SIGNED_IN.test(url)
    ? [{ id: 'seo', minScore: 0.9, level: 'error', without: NOT_FOR_SIGNED_IN_SEO }]
    : [];
  return signedInSeo.concat(
    rc.assert.assertMatrix
      .filter(({ matchingUrlPattern }) => new RegExp(matchingUrlPattern).test(url))
      .flatMap(({ assertions }) =>
        Object.entries(assertions)
          .filter(([key]) => key.startsWith('categories:'))
          .map(([key, [level, options]]) => ({
            id: key.slice('categories:'.length),
            minScore: options.minScore,
            level,
          })),
      ),
  );
}
const assertionCount = () => visits.length * 4;

function writeResults(passed, failed) {
  writeFileSync(resultsFile, `${JSON.stringify({ passed, failed })}\n`);
}

function lhci(args) {
  return spawnSync(process.execPath, [lhciCli, ...args, '--config=lighthouserc.json'], { stdio: 'inherit' })
    .status;
}

let assertStatus = process.env.LHCI_REPORT_ONLY === '1' ? 0 : 1;

/** Map.groupBy (Node 21) for Node 20: items by key, in their order. */
function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// LHCI_REPORT_ONLY=1 only prints the scores of the last collected runs.
if (process.env.LHCI_REPORT_ONLY !== '1') await collectAndAssert();

async function collectAndAssert() {
  if (!ensureBuild({ quiet: true })) {
    console.error('lhci: the build failed, so Lighthouse did not run.');
    writeResults(0, assertionCount());
    process.exit(1);
  }
  let server;
  try {
    server = await startServer({ env: { NODE_ENV: 'production', SEED_DEMO: 'true' } });
  } catch (error) {
    console.error(`lhci: ${error.message}`);
    writeResults(0, assertionCount());
    process.exit(1);
  }
  const started = Date.now();
  try {
    const { localStorage, jobId } = await demoSession(server.baseUrl);
    // the visits' setup script (scripts/lhci-visit.cjs) reads the session from here
    process.env.RCM_LH_SESSION = JSON.stringify(localStorage);
    const chromePath = process.env.CHROMIUM_PATH?.trim() || rc.collect.chromePath;
    // one run per URL given: the collector runs the visit's setup before each URL it is given
    // (not before each of numberOfRuns), so a URL is given once per run, the rounds interleaved
    const rounds = Math.max(...visits.map((visit) => visit.runs));
    const urls = [];
    for (let round = 0; round < rounds; round++) {
      for (const visit of visits) {
        if (round < visit.runs) urls.push(`${server.baseUrl}${visit.pathAndQuery(jobId)}`);
      }
    }
    const collectStatus = lhci([
      'collect',
      '--numberOfRuns=1',
      ...urls.map((url) => `--url=${url}`),
      `--chromePath=${chromePath}`,
    ]);
    if (collectStatus !== 0) throw new Error(`lhci collect failed (exit ${collectStatus})`);
    assertStatus = lhci(['assert']);
    lhci(['upload']);
  } catch (error) {
    console.error(`lhci: ${error.message}\n${server.logs()}`);
  } finally {
    await server.stop();
  }
  console.log(`lhci: collected in ${Math.round((Date.now() - started) / 1000)} s`);
}

// The scores, read from the saved results: the median of the runs per category.
const lhrs = readdirSync(join(root, '.lighthouseci'))
  .filter((name) => /^lhr-.*\.json$/.test(name))
  .map((name) => JSON.parse(readFileSync(join(root, '.lighthouseci', name), 'utf8')));
if (lhrs.length === 0) {
  console.error('lhci: no Lighthouse result was saved.');
  writeResults(0, assertionCount());
  process.exit(1);
}
const pathAndQueryOf = (url) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};
const lhrGroups = groupBy(lhrs, (lhr) => pathAndQueryOf(lhr.requestedUrl));
/** The visit a result belongs to, by its requested URL's path and query (any job's id). */
const nameOfUrl = new Map(
  [...lhrGroups.keys()].map((key) => {
    const visit = visits.find((v) => {
      const pattern = v
        .pathAndQuery('JOBID')
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('JOBID', '\\d+');
      return new RegExp(`^${pattern}$`).test(key);
    });
    return [key, visit?.name ?? key];
  }),
);

let passed = 0;
let failed = 0;
const summary = [];
for (const [key, runs] of lhrGroups) {
  const name = nameOfUrl.get(key);
  const thresholds = thresholdsOf(runs[0].finalUrl ?? runs[0].requestedUrl);
  const performance = median(runs.map((lhr) => lhr.categories.performance?.score ?? 0));
  const lcp = median(runs.map((lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? Infinity));
  summary.push({ name, performance, lcp, runs: runs.length });
  console.log(`\nLighthouse ${runs[0].lighthouseVersion} on ${name} (${runs.length} run(s), median score):`);
  // a run that waited out Lighthouse's time limit for a quiet network measured the page's later
  // work too (a request the page leaves open at high priority: see the note at the top)
  const timedOut = runs.filter((lhr) => (lhr.runWarnings ?? []).some((w) => TIMED_OUT.test(w))).length;
  if (timedOut > 0) {
    failed += 1;
    console.log(`  FAIL  ${timedOut} run(s) waited out the time limit for a quiet network`);
  }
  for (const { id, minScore, level, without } of thresholds) {
    const scores = runs.map(
      (lhr) => (without ? scoreWithout(lhr, id, without) : lhr.categories[id]?.score) ?? 0,
    );
    const score = median(scores);
    const ok = score >= minScore;
    // a 'warn' assertion is reported, not counted: a goal CI does not hold yet
    const warnOnly = level === 'warn';
    if (ok && !warnOnly) passed += 1;
    else if (!warnOnly) failed += 1;
    console.log(
      `  ${ok ? 'pass' : warnOnly ? 'warn' : 'FAIL'}  ${(without ? `${id} (without ${[...without].join(', ')})` : id).padEnd(15)} ${score.toFixed(2)} (min ${minScore}; runs: ${scores.map((s) => s.toFixed(2)).join(', ')})`,
    );
    if (!ok) explainFailure(runs, scores, score, id);
  }
}
console.log('\nmedians (goal: performance >= 0.95, LCP <= 2.5 s):');
for (const { name, performance, lcp, runs } of summary) {
  console.log(
    `  ${name.padEnd(52)} performance ${performance.toFixed(2)}  LCP ${(lcp / 1000).toFixed(1)} s  (${runs} run(s))`,
  );
}
// lhci assert decides; our own count only explains it.
if (assertStatus !== 0 && failed === 0) {
  console.log('  lhci assert failed although every category met its threshold; see its output above.');
  failed = 1;
}
writeResults(passed, failed);
console.log(`lhci: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);

/** The audits that cost points in a failing category, from the run whose score is the median. */
function explainFailure(runs, scores, score, id) {
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
    const biggest = [...requests].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0)).slice(0, 5);
    console.log('        largest transfers:');
    for (const r of biggest)
      console.log(`          - ${Math.round((r.transferSize ?? 0) / 1024)} KiB ${r.url}`);
    console.log(
      `        host benchmark index ${lhr.environment?.benchmarkIndex} (lower = busier or slower CPU)`,
    );
  }
}
