#!/usr/bin/env node
// `npm run bench:load`: many candidates at once. Makes BENCH_CANDIDATES signed-up candidates
// (default: one per connection) in a temporary DATA_DIR (the embedded database), or in the
// PostgreSQL database of DATABASE_URL when set (migrated and seeded as `npm start` does; the
// candidates, their sessions, saves and applications stay there: give the bench a database of
// its own), through src/server/db/seed-bench-cli.ts; starts the server (scripts/start.mjs,
// SKIP_BUILD=1, NODE_ENV=test: no request log) with BENCH_SERVERS server processes
// (WORKERS, PostgreSQL only); signs every candidate in at once, then for BENCH_SECONDS
// (default 30) keeps BENCH_CONNECTIONS (default 200) candidates busy over loopback, each sending
// one call after another, picked at random by the weights of BENCH_MIX (default
// `search:45,job:25,save:20,apply:8,login:2`: a candidate signs in once, then browses):
//   login  POST /api/auth/login (a new session)
//   search POST /api/candidates/job_search, a typical filter set (scripts/lib/bench.mjs)
//   job    GET  /api/candidates/job?id= of a job met in a search
//   save   POST /api/candidates/save_job with the desired state and an Idempotency-Key
//   apply  POST /api/candidates/apply_job, multipart with a small valid PDF resume
// and, after BENCH_WARMUP_SECONDS (default 5) of the same load unrecorded (its errors are
// counted), prints per call and overall: answers, answers per second, p50/p95/p99/max and
// errors (any answer but 200, a refused connection or no answer within BENCH_TIMEOUT_MS,
// default 30,000). Bounded: no call starts after BENCH_SECONDS or after BENCH_MAX_REQUESTS (default
// 1,000,000), calls still running then get their timeout, and the server is stopped at the end.
// Timing goals are read here, never asserted in tests.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gunzip } from 'node:zlib';
import { percentile, SEARCHES } from './lib/bench.mjs';
import { cpuSpent, readProcesses, treeOf } from './lib/proc-cpu.mjs';
import { startServer } from './lib/server.mjs';

const root = join(import.meta.dirname, '..');
const whole = (name, fallback, min = 1) => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    console.error(`${name} must be a whole number of at least ${min}`);
    process.exit(2);
  }
  return value;
};
const connections = whole('BENCH_CONNECTIONS', 200);
const seconds = whole('BENCH_SECONDS', 30);
const warmupSeconds = whole('BENCH_WARMUP_SECONDS', 5, 0);
const servers = whole('BENCH_SERVERS', 1);
const candidateCount = whole('BENCH_CANDIDATES', connections);
const maxRequests = whole('BENCH_MAX_REQUESTS', 1_000_000);
const timeoutMs = whole('BENCH_TIMEOUT_MS', 30_000);
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());
const CALLS = ['login', 'search', 'job', 'save', 'apply'];
const mix = parseMix(process.env.BENCH_MIX || 'search:45,job:25,save:20,apply:8,login:2');

if (servers > 1 && !onPostgres) {
  console.error(
    'BENCH_SERVERS above 1 needs DATABASE_URL: several server processes share one PostgreSQL ' +
      'database; the embedded database belongs to one process.',
  );
  process.exit(2);
}

function parseMix(text) {
  const weights = new Map();
  for (const part of text.split(',')) {
    const [name, weight] = part.split(':').map((s) => s.trim());
    const value = Number(weight);
    if (!CALLS.includes(name) || !Number.isFinite(value) || value < 0) {
      console.error(`BENCH_MIX: "${part}" is not call:weight (calls: ${CALLS.join(', ')})`);
      process.exit(2);
    }
    weights.set(name, value);
  }
  const total = [...weights.values()].reduce((a, b) => a + b, 0);
  if (total <= 0) {
    console.error('BENCH_MIX: the weights add up to nothing');
    process.exit(2);
  }
  return { weights, total };
}

function pickCall() {
  let roll = Math.random() * mix.total;
  for (const [name, weight] of mix.weights) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return 'search';
}

/** A small valid PDF (one empty page), as a candidate's resume. */
const RESUME = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

function multipart(fields, file) {
  const boundary = `----rcm-bench-${randomUUID()}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

// --- the candidates --------------------------------------------------------------------------
const env = { NODE_ENV: 'test', SEED_DEMO: 'true', ...(servers > 1 ? { WORKERS: String(servers) } : {}) };
const dataDir = onPostgres ? undefined : mkdtempSync(join(tmpdir(), 'rcm-bench-load-'));
const database = onPostgres ? 'PostgreSQL (DATABASE_URL)' : 'the embedded database (PGlite)';
let exitCode = 0;
try {
  console.log(`Making ${candidateCount} bench candidates on ${database}...`);
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/db/seed-bench-cli.ts', String(candidateCount)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...env, ...(dataDir ? { DATA_DIR: dataDir } : {}) },
    },
  );
  const line = seeded.stdout?.split('\n').find((l) => l.startsWith('BENCH_CANDIDATES '));
  if (seeded.status !== 0 || !line) {
    console.error(seeded.stdout ?? '');
    throw new Error(`making the bench candidates failed (status ${seeded.status})`);
  }
  const { password, emails } = JSON.parse(line.slice('BENCH_CANDIDATES '.length));

  console.log(`Starting ${servers} server process${servers === 1 ? '' : 'es'}...`);
  const server = await startServer({ env, dataDir });
  try {
    exitCode = await run(new URL(server.baseUrl).port, emails, password, server.pid);
  } finally {
    await server.stop();
  }
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);

// --- the load ----------------------------------------------------------------------------------
async function run(port, emails, password, serverPid) {
  // one keep-alive connection per busy candidate, as browsers would hold
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });

  /** One call over loopback: its status, its JSON (or null) and its time in ms. */
  const send = (method, path, { token, json, body, type, headers = {}, fresh = false } = {}) =>
    new Promise((resolve) => {
      const started = performance.now();
      const payload = json !== undefined ? Buffer.from(JSON.stringify(json)) : body;
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          // a fresh connection: node:cluster hands each new connection to the next worker
          agent: fresh ? false : agent,
          headers: {
            'accept-encoding': 'gzip',
            ...(payload
              ? {
                  'content-type': json !== undefined ? 'application/json' : type,
                  'content-length': payload.length,
                }
              : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => chunks.push(chunk));
          res.on('error', (error) => finish(0, null, error.message));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const done = (text) => {
              let parsed = null;
              try {
                parsed = JSON.parse(text);
              } catch {
                // not JSON: the status tells
              }
              finish(res.statusCode ?? 0, parsed, undefined, text, res.headers);
            };
            if (res.headers['content-encoding'] === 'gzip') {
              gunzip(raw, (error, plain) =>
                error ? finish(0, null, 'bad gzip') : done(plain.toString('utf8')),
              );
            } else done(raw.toString('utf8'));
          });
        },
      );
      let settled = false;
      const finish = (status, data, problem, text = '', answerHeaders = {}) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status, data, problem, text, headers: answerHeaders, ms: performance.now() - started });
      };
      const timer = setTimeout(() => {
        req.destroy(new Error('timeout'));
        finish(0, null, `no answer in ${timeoutMs} ms`);
      }, timeoutMs);
      req.on('error', (error) => finish(0, null, error.message));
      req.end(payload);
    });

  const stats = new Map(CALLS.map((name) => [name, { times: [], errors: new Map() }]));
  let recording = false;
  let warmupErrors = 0;
  const warmupProblems = new Map();
  const record = (name, answer, ok) => {
    if (!recording) {
      if (!ok) {
        warmupErrors += 1;
        const what = answer.problem ?? `${answer.status} ${answer.data?.code ?? ''}`.trim();
        warmupProblems.set(`${name}: ${what}`, (warmupProblems.get(`${name}: ${what}`) ?? 0) + 1);
      }
      return;
    }
    const entry = stats.get(name);
    entry.times.push(answer.ms);
    if (!ok) {
      const what = answer.problem ?? `${answer.status} ${answer.data?.code ?? ''}`.trim();
      entry.errors.set(what, (entry.errors.get(what) ?? 0) + 1);
    }
  };

  const knownJobs = new Set();
  const login = async (email) => {
    const answer = await send('POST', '/api/auth/login', { json: { email, password, role_id: 3 } });
    const token = answer.status === 200 ? answer.data?.result?.token : undefined;
    return { answer, token };
  };

  // everyone signs in at once (timed apart: it is the start of the load, not its steady state)
  const signInStarted = performance.now();
  const signIns = await Promise.all(emails.slice(0, connections).map((email) => login(email)));
  const signInSeconds = (performance.now() - signInStarted) / 1000;
  const signInTimes = signIns.map((s) => s.answer.ms).sort((a, b) => a - b);
  const signInFailures = signIns.filter((s) => !s.token).length;
  console.log(
    `Signed ${signIns.length - signInFailures} of ${signIns.length} candidates in at once in ${signInSeconds.toFixed(1)} s ` +
      `(p50 ${fmt(percentile(signInTimes, 50))}, max ${fmt(signInTimes.at(-1))})`,
  );
  if (signInFailures > 0) {
    const first = signIns.find((s) => !s.token).answer;
    console.error(`A sign-in failed: ${first.problem ?? `${first.status} ${JSON.stringify(first.data)}`}`);
    return 1;
  }

  // the jobs to open, save and apply to: those of a few searches (more are met as the load runs)
  for (const [, filters] of SEARCHES.slice(0, 4)) {
    const answer = await send('POST', '/api/candidates/job_search', {
      token: signIns[0].token,
      json: filters,
    });
    for (const job of answer.data?.result ?? []) knownJobs.add(job.id);
  }
  if (knownJobs.size === 0) {
    console.error('The searches found no job: is the catalogue seeded?');
    return 1;
  }
  let jobList = [...knownJobs];
  if (servers > 1 && !(await sharedAcrossServers(send, emails[0], password, jobList[0]))) return 1;
  const anyJob = () => jobList[Math.floor(Math.random() * jobList.length)];

  const calls = {
    async login(candidate) {
      const { answer, token } = await login(candidate.email);
      record('login', answer, Boolean(token));
      if (token) candidate.token = token;
    },
    async search(candidate) {
      const [, filters] = SEARCHES[Math.floor(Math.random() * SEARCHES.length)];
      const answer = await send('POST', '/api/candidates/job_search', {
        token: candidate.token,
        json: filters,
      });
      const ok = answer.status === 200 && Array.isArray(answer.data?.result);
      record('search', answer, ok);
      if (ok && knownJobs.size < 5_000) {
        const before = knownJobs.size;
        for (const job of answer.data.result) knownJobs.add(job.id);
        if (knownJobs.size !== before) jobList = [...knownJobs];
      }
    },
    async job(candidate) {
      const answer = await send('GET', `/api/candidates/job?id=${anyJob()}`, { token: candidate.token });
      record('job', answer, answer.status === 200 && answer.data?.result?.job?.id !== undefined);
    },
    async save(candidate) {
      const jobId = anyJob();
      const wanted = !candidate.saved.has(jobId);
      const answer = await send('POST', '/api/candidates/save_job', {
        token: candidate.token,
        json: { job_id: jobId, saved: wanted },
        headers: { 'idempotency-key': randomUUID() },
      });
      const ok = answer.status === 200 && answer.data?.result?.saved === wanted;
      record('save', answer, ok);
      if (ok) {
        if (wanted) candidate.saved.add(jobId);
        else candidate.saved.delete(jobId);
      }
    },
    async apply(candidate) {
      // a job this candidate has not applied to (a second application is refused, rightly)
      let jobId = anyJob();
      for (let tries = 0; candidate.applied.has(jobId) && tries < 20; tries++) jobId = anyJob();
      candidate.applied.add(jobId);
      const { body, type } = multipart(
        { job_id: String(jobId), new_resume: 'true' },
        { field: 'resume', name: 'resume.pdf', type: 'application/pdf', bytes: RESUME },
      );
      const answer = await send('POST', '/api/candidates/apply_job', { token: candidate.token, body, type });
      record(
        'apply',
        answer,
        answer.status === 200 && typeof answer.data?.result?.application_id === 'number',
      );
    },
  };

  console.log(
    `Load: ${connections} candidates at once for ${seconds} s (after ${warmupSeconds} s unrecorded) on ${database}, ` +
      `${servers} server process${servers === 1 ? '' : 'es'}; mix ${[...mix.weights].map(([n, w]) => `${n}:${w}`).join(',')}`,
  );
  let started = 0;
  let began = performance.now() + warmupSeconds * 1000;
  const deadline = began + seconds * 1000;
  // the warm-up runs the same mix unrecorded (compiled code, pooled connections, caches)
  let cpuBefore = null;
  const warmedUp = setTimeout(() => {
    recording = true;
    began = performance.now();
    cpuBefore = readProcesses();
  }, warmupSeconds * 1000);
  await Promise.all(
    signIns.map(async ({ token }, i) => {
      const candidate = { email: emails[i], token, saved: new Set(), applied: new Set() };
      while (performance.now() < deadline && started < maxRequests) {
        started += 1;
        await calls[pickCall()](candidate);
      }
    }),
  );
  clearTimeout(warmedUp);
  const elapsed = (performance.now() - began) / 1000;
  const cpuAfter = readProcesses();
  agent.destroy();

  // --- the report ----------------------------------------------------------------------------
  const header = `${'call'.padEnd(8)} ${'answers'.padStart(8)} ${'per s'.padStart(8)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'p99'.padStart(10)} ${'max'.padStart(10)} ${'errors'.padStart(7)}`;
  console.log(`\n${header}`);
  const all = [];
  let errorCount = 0;
  const row = (name, times, errors) => {
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(8)} ${String(times.length).padStart(8)} ${(times.length / elapsed).toFixed(1).padStart(8)} ` +
        `${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(percentile(times, 99))} ${fmt(times.at(-1))} ${String(errors).padStart(7)}`,
    );
  };
  for (const [name, { times, errors }] of stats) {
    if (times.length === 0) continue;
    const count = [...errors.values()].reduce((a, b) => a + b, 0);
    errorCount += count;
    all.push(...times);
    row(name, times, count);
  }
  row('all', all, errorCount);
  const slow = all.filter((t) => t > 1000).length;
  console.log(
    `\n${all.length} answers in ${elapsed.toFixed(1)} s (${(all.length / elapsed).toFixed(1)}/s), ` +
      `${errorCount} errors, ${slow} over 1 s (${((100 * slow) / Math.max(1, all.length)).toFixed(2)} %)`,
  );
  for (const [name, { errors }] of stats) {
    for (const [what, count] of errors) console.log(`  ${name}: ${count} x ${what}`);
  }
  // what the answers cost in CPU (Linux): steadier than latency on a machine doing other work
  const serverTree = cpuAfter && treeOf(cpuAfter, serverPid);
  const serverCpu = cpuSpent(cpuBefore, cpuAfter, (pid) => serverTree.has(pid));
  const postgresCpu = cpuSpent(cpuBefore, cpuAfter, (_pid, info) => info.name === 'postgres');
  if (serverCpu !== null && all.length > 0) {
    const per = (ms) => `${(ms / all.length).toFixed(2)} ms`;
    console.log(
      `CPU per answer: server ${per(serverCpu)}${onPostgres ? `, PostgreSQL ${per(postgresCpu)}` : ''} ` +
        `(of ${elapsed.toFixed(1)} s: server ${(serverCpu / 1000).toFixed(1)} s${onPostgres ? `, PostgreSQL ${(postgresCpu / 1000).toFixed(1)} s` : ''})`,
    );
  }
  if (warmupErrors > 0) {
    console.log(`and ${warmupErrors} errors during the warm-up`);
    for (const [what, count] of warmupProblems) console.log(`  ${count} x ${what}`);
  }
  return errorCount + warmupErrors === 0 ? 0 : 1;
}

/**
 * Several server processes keep no state of their own: over fresh connections (node:cluster
 * hands them to the workers in turn) a session signed in on one is known on all, a write
 * retried with its Idempotency-Key answers the first answer everywhere, and a sign-out holds
 * everywhere. Answers true when all of that held.
 */
async function sharedAcrossServers(send, email, password, jobId) {
  const rounds = 2 * servers;
  const problems = [];
  const login = await send('POST', '/api/auth/login', { json: { email, password, role_id: 3 }, fresh: true });
  const token = login.data?.result?.token;
  if (!token) problems.push(`login answered ${login.status}`);
  else {
    for (let i = 0; i < rounds; i++) {
      const answer = await send('POST', '/api/candidates/job_search', { token, json: {}, fresh: true });
      if (answer.status !== 200) problems.push(`a signed-in search answered ${answer.status}`);
    }
    const save = {
      token,
      json: { job_id: jobId, saved: true },
      headers: { 'idempotency-key': randomUUID() },
    };
    const first = await send('POST', '/api/candidates/save_job', { ...save, fresh: true });
    for (let i = 1; i < rounds; i++) {
      const again = await send('POST', '/api/candidates/save_job', { ...save, fresh: true });
      if (again.headers['idempotent-replayed'] !== 'true' || again.text !== first.text)
        problems.push(`a retried save was not the first answer (${again.status})`);
    }
    const out = await send('POST', '/api/auth/logout', { token, json: {}, fresh: true });
    if (out.status !== 200) problems.push(`logout answered ${out.status}`);
    for (let i = 0; i < rounds; i++) {
      const answer = await send('POST', '/api/candidates/job_search', { token, json: {}, fresh: true });
      if (answer.status !== 403) problems.push(`a signed-out search answered ${answer.status}`);
    }
  }
  if (problems.length > 0) {
    console.error(`Not shared across the ${servers} server processes:\n  ${problems.join('\n  ')}`);
    return false;
  }
  console.log(
    `Shared across the ${servers} server processes (${rounds} fresh connections each): sessions, ` +
      'remembered answers (Idempotency-Key), sign-out.',
  );
  return true;
}

function fmt(value) {
  return (value === undefined ? '-' : `${value.toFixed(1)} ms`).padStart(10);
}
