#!/usr/bin/env node
// `npm run trial:offline:chat -- 20`: randomised trials of the offline promise of chat replies
// (issue 24), in Debian's Chromium against the real server and the built app.
//
// The seeded recruiter (Anita Desai) writes to the demo candidate about her application to job 6
// (through the API), which opens their conversation. Each trial: the candidate opens
// /chat?c=<id>, goes offline, writes 1 to 4 replies (each is kept by the service worker and shows
// as waiting), then, in turn, closes the page, reloads it, updates the service worker or does
// nothing, and comes back online (opening the conversation again when it was closed). Then the
// conversation is read through the recruiter's API: every reply must be there exactly once (lost:
// missing; doubled: more than once) and in the order written (out of order).
//
// Options: the number of trials (default 10), `--seed N` (default: the time), `--keep` keeps the
// server's folder. Needs a build (`npm run build`). Prints the counts; exits 1 unless all are 0.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { root } from './lib/build.mjs';
import { startServer } from './lib/server.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const trials = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10);
const seed = Number(option('--seed') ?? Date.now() % 1_000_000);
const keep = args.includes('--keep');
const chromiumPath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

const CANDIDATE = { email: 'priya.sharma@example.com', password: 'Candidate@123' };
const RECRUITER = { email: 'anita.desai@example.com', password: 'Recruiter@123' };
/** Priya's application at Anita's company (README: job 6, shortlisted). */
const JOB_ID = 6;
const WAIT_FOR_SERVER_MS = 60_000;
const DISRUPTIONS = ['close', 'reload', 'update', 'none'];
const WAITING = /Waiting: saved on this phone/;

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
function generator(start) {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = generator(seed);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(baseUrl, path, { token, method = 'GET', json } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await answer.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 200)}`);
  return body;
}

async function login(baseUrl, credentials, roleId) {
  const answer = await api(baseUrl, '/auth/login', {
    method: 'POST',
    json: { ...credentials, role_id: roleId },
  });
  return {
    token: answer.result.token,
    userId: answer.result.userDetails.user_id,
    userDetails: answer.result.userDetails,
  };
}

/** The candidate's application to the job, as the recruiter's applicant list has it. */
async function applicationOf(baseUrl, recruiterToken, candidateName) {
  for (let page = 1; page < 50; page++) {
    const answer = await api(baseUrl, `/recruiters/jobs/${JOB_ID}/applicants?page=${page}`, {
      token: recruiterToken,
    });
    const rows = answer.result.applicants ?? [];
    const row = rows.find((item) => item.name === candidateName);
    if (row) return row.application_id;
    if (rows.length === 0) break;
  }
  throw new Error(`no application of ${candidateName} to job ${JOB_ID}`);
}

/** The conversation's messages, as the recruiter reads them (oldest first). */
async function messages(baseUrl, recruiterToken, applicationId) {
  const answer = await api(baseUrl, `/recruiters/applications/${applicationId}/conversation`, {
    token: recruiterToken,
  });
  return answer.result.messages;
}

async function main() {
  const distCopy = mkdtempSync(join(tmpdir(), 'rcm-chat-trial-dist-'));
  cpSync(join(root, 'dist'), distCopy, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'rcm-chat-trial-data-'));
  const server = await startServer({ env: { NODE_ENV: 'test', DIST_DIR: distCopy }, dataDir });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: process.env.HEADED !== '1',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const counts = {
    trials: 0,
    replies: 0,
    lost: 0,
    doubled: 0,
    outOfOrder: 0,
    reloads: 0,
    closes: 0,
    updates: 0,
  };
  const failures = [];
  let swVersion = 0;

  /** A new service worker version: sw.js changes by a comment (its compressed copies go). */
  const changeServiceWorker = () => {
    swVersion += 1;
    const file = join(distCopy, 'sw.js');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n// trial version ${swVersion}\n`);
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  };

  try {
    const baseUrl = server.baseUrl;
    const candidate = await login(baseUrl, CANDIDATE, 3);
    const recruiter = await login(baseUrl, RECRUITER, 2);
    const name = `${candidate.userDetails.first_name} ${candidate.userDetails.last_name}`;
    const applicationId = await applicationOf(baseUrl, recruiter.token, name);
    const opened = await api(baseUrl, `/recruiters/applications/${applicationId}/messages`, {
      token: recruiter.token,
      method: 'POST',
      json: { body: `Hello ${candidate.userDetails.first_name}, a few questions about job ${JOB_ID}.` },
    });
    const conversationId = opened.result.conversation_id;

    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(({ token, userId, userDetails }) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('isCandidateLogin', 'true');
        localStorage.setItem('user_id', String(userId));
        localStorage.setItem('userDetails', JSON.stringify(userDetails));
      }
    }, candidate);
    const openConversation = async () => {
      const page = await context.newPage();
      await page.goto(`/chat?c=${conversationId}`);
      await page.getByRole('textbox', { name: 'Your reply' }).waitFor();
      return page;
    };

    for (let trial = 1; trial <= trials; trial++) {
      const count = 1 + Math.floor(random() * 4);
      // every disruption in turn, so even a short run meets each of them
      const disruption = DISRUPTIONS[(trial - 1) % DISRUPTIONS.length];
      counts.trials += 1;
      counts.replies += count;
      if (disruption !== 'none') counts[`${disruption}s`] += 1;
      const label = `trial ${trial} (${count} replies, ${disruption})`;
      const bodies = Array.from(
        { length: count },
        (_, index) => `Trial ${seed}-${trial} reply ${index + 1} of ${count}`,
      );
      try {
        let page = await openConversation();
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          if (!navigator.serviceWorker.controller) {
            await new Promise((resolve) =>
              navigator.serviceWorker.addEventListener('controllerchange', resolve),
            );
          }
        });

        await context.setOffline(true);
        const box = page.getByRole('textbox', { name: 'Your reply' });
        for (const [index, body] of bodies.entries()) {
          await box.fill(body);
          await page.getByRole('button', { name: 'Send', exact: true }).click();
          const log = page.getByRole('log', { name: 'Messages' });
          await log.getByText(body, { exact: true }).waitFor({ timeout: 20_000 });
          await page.getByText(WAITING).nth(index).waitFor({ timeout: 20_000 });
        }

        if (disruption === 'reload') {
          await page.reload();
          await page.getByText(bodies[0], { exact: true }).waitFor();
        } else if (disruption === 'close') {
          await page.close();
        }
        await context.setOffline(false);
        if (disruption === 'update') {
          changeServiceWorker();
          await page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            await registration?.update();
            const waiting = registration?.waiting ?? registration?.installing;
            if (waiting) {
              await new Promise((resolve) => {
                if (waiting.state === 'installed') resolve();
                waiting.addEventListener('statechange', () => waiting.state === 'installed' && resolve());
                setTimeout(resolve, 15_000);
              });
              registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
            }
          });
        }
        if (disruption === 'close') page = await openConversation();

        // Wait for the server to hold every reply.
        const deadline = Date.now() + WAIT_FOR_SERVER_MS;
        let held = [];
        while (Date.now() < deadline) {
          held = (await messages(baseUrl, recruiter.token, applicationId)).map((message) => message.body);
          if (bodies.every((body) => held.includes(body))) break;
          await sleep(500);
        }
        // a moment more, so a late duplicate would show
        await sleep(1000);
        held = (await messages(baseUrl, recruiter.token, applicationId)).map((message) => message.body);
        const problems = [];
        for (const body of bodies) {
          const times = held.filter((item) => item === body).length;
          if (times === 0) {
            counts.lost += 1;
            problems.push(`lost "${body}"`);
          } else if (times > 1) {
            counts.doubled += 1;
            problems.push(`"${body}" ${times} times`);
          }
        }
        const arrived = held.filter((item) => bodies.includes(item));
        const firsts = arrived.filter((item, index) => arrived.indexOf(item) === index);
        const expected = bodies.filter((body) => firsts.includes(body));
        if (firsts.join('\n') !== expected.join('\n')) {
          counts.outOfOrder += 1;
          problems.push(`order ${firsts.map((item) => item.split(' ').at(-3)).join(',')}`);
        }
        if (problems.length) failures.push(`${label}: ${problems.join('; ')}`);
        await page.close().catch(() => {});
        console.log(`${label}: ${problems.length ? `FAILED (${problems.join('; ')})` : 'ok'}`);
      } catch (error) {
        counts.lost += count;
        failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        console.log(`${label}: FAILED (${failures.at(-1)})`);
        for (const page of context.pages()) await page.close().catch(() => {});
        await context.setOffline(false);
      }
    }
  } finally {
    await browser.close();
    await server.stop();
    rmSync(distCopy, { recursive: true, force: true });
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(
    `\nseed ${seed}: ${counts.trials} trials, ${counts.replies} replies (${counts.reloads} reloads, ${counts.closes} closed pages, ${counts.updates} worker updates)`,
  );
  console.log(`lost ${counts.lost}, doubled ${counts.doubled}, out of order ${counts.outOfOrder}`);
  for (const failure of failures) console.log(`  ${failure}`);
  mkdirSync(join(root, '.tmp'), { recursive: true });
  writeFileSync(
    join(root, '.tmp/trial-offline-chat.json'),
    JSON.stringify({ seed, ...counts, failures }, null, 2),
  );
  process.exit(counts.lost + counts.doubled + counts.outOfOrder === 0 ? 0 : 1);
}

await main();
