#!/usr/bin/env node
// `npm run trial:offline -- 100`: randomised trials of the offline promise of assessments (issue
// 9), in Debian's Chromium with a fake microphone against the real server and the built app.
//
// Each trial: a candidate applies to an assessment job (through the API), opens /assessment/{id},
// answers every question (an audio recording included), goes offline, presses Save Draft or
// Submit (chosen at random; the write waits in the service worker's queue), then, in turn, closes
// the page, reloads it, updates the service worker or does nothing, and comes back online (opening
// the assessment again when it was closed). Then the server is read: the answers must be there
// exactly as given (lost: nothing arrived; wrong: another status or other answers; doubled: the
// server applied the write more than once, by its count of applied assessment writes).
//
// Options: the number of trials (default 10), `--seed N` (default: the time), `--keep` keeps the
// server's folder. Needs a build (`npm run build`). Prints the counts; exits 1 unless all are 0.
import { chromium } from '@playwright/test';
import {
  generator,
  sleep,
  startTrialServer,
  trialArgs,
  updateServiceWorker,
  waitForControl,
  writeTrialResults,
} from './lib/trial.mjs';

const { trials, seed, keep } = trialArgs();
const chromiumPath = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/** The demo candidates (README): each takes every other trial, on the assessment jobs in turn. */
const CANDIDATES = [
  { email: 'priya.sharma@example.com', password: 'Candidate@123' },
  { email: 'rahul.verma@example.com', password: 'Candidate@123' },
];
const WAIT_FOR_SERVER_MS = 60_000;
const DISRUPTIONS = ['close', 'reload', 'update', 'none'];

const random = generator(seed);
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

// A tiny but real PDF to apply with.
const RESUME_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function api(baseUrl, path, { token, method = 'GET', json, form } = {}) {
  const headers = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  let body;
  if (json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  const answer = await fetch(`${baseUrl}/api${path}`, { method, headers, body });
  const text = await answer.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: answer.status, body: parsed };
}

async function login(baseUrl, candidate) {
  const answer = await api(baseUrl, '/auth/login', { method: 'POST', json: { ...candidate, role_id: 3 } });
  const result = answer.body?.result;
  if (!result?.token)
    throw new Error(`login ${candidate.email}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { token: result.token, userId: result.userDetails.user_id, userDetails: result.userDetails };
}

async function assessmentJobs(baseUrl, token) {
  const ids = [];
  for (let page = 1; page < 200; page++) {
    const answer = await api(baseUrl, '/candidates/job_search', { token, method: 'POST', json: { page } });
    const jobs = answer.body?.result ?? [];
    for (const job of jobs) if (job.assessment_status) ids.push(job.id);
    if (jobs.length === 0 || page * answer.body.per_page >= answer.body.total) break;
  }
  return ids.sort((a, b) => a - b);
}

async function apply(baseUrl, token, jobId) {
  const form = new FormData();
  form.set('job_id', String(jobId));
  form.set('new_resume', 'true');
  form.set('resume', new Blob([RESUME_PDF], { type: 'application/pdf' }), 'resume.pdf');
  const answer = await api(baseUrl, '/candidates/apply_job', { token, method: 'POST', form });
  if (answer.status !== 200)
    throw new Error(`apply to ${jobId}: ${answer.status} ${JSON.stringify(answer.body)}`);
}

async function readJob(baseUrl, token, jobId) {
  const answer = await api(baseUrl, `/candidates/job?id=${jobId}`, { token });
  if (answer.status !== 200) throw new Error(`job ${jobId}: ${answer.status}`);
  return answer.body.result.job;
}

/** How many assessment writes the server applied for this candidate and job (dev route). */
async function appliedWrites(baseUrl, userId, jobId) {
  const answer = await api(baseUrl, `/dev/assessment_writes?user_id=${userId}&job_id=${jobId}`);
  if (answer.status !== 200)
    throw new Error(`dev/assessment_writes: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.result.writes;
}

/** Random answers for every question, as the screen will be given them. */
function chooseAnswers(questions, trial) {
  return questions.map((question) => {
    switch (question.question_type) {
      case 'MCQ':
        return { question, value: pick(question.options) };
      case 'checkboxes': {
        const chosen = question.options.filter(() => chance(0.5));
        return { question, value: chosen.length ? chosen : [pick(question.options)] };
      }
      case 'short_answer':
        return { question, value: `Trial ${trial} short ${Math.floor(random() * 1e6)}` };
      case 'paragraph':
        return { question, value: `Trial ${trial} paragraph\nline two ${Math.floor(random() * 1e6)}` };
      case 'audio':
        return { question, value: 'recording', seconds: 1 + Math.floor(random() * 2) };
      default:
        return { question, value: null };
    }
  });
}

/** The screen's block of a question: the element holding its text. */
function questionBlock(page, question) {
  return page.getByTestId(`question-${question.assessment_id}`);
}

async function fillAnswers(page, answers) {
  for (const { question, value, seconds } of answers) {
    const block = questionBlock(page, question);
    switch (question.question_type) {
      case 'MCQ':
        await block.getByRole('radio', { name: value, exact: true }).check();
        break;
      case 'checkboxes':
        for (const option of question.options) {
          const box = block.getByRole('checkbox', { name: option, exact: true });
          if (value.includes(option)) await box.check();
          else await box.uncheck();
        }
        break;
      case 'short_answer':
      case 'paragraph':
        await block.getByRole('textbox').fill(value);
        break;
      case 'audio': {
        const again = block.getByRole('button', { name: /record again/i });
        if (await again.isVisible()) await again.click();
        else await block.getByRole('button', { name: /^record/i }).click();
        await block.getByRole('button', { name: /stop/i }).waitFor();
        await sleep(seconds * 1000);
        await block.getByRole('button', { name: /stop/i }).click();
        await block.locator('audio').waitFor();
        break;
      }
    }
  }
}

/** Has the server got these answers with this status? Answers what is wrong, or null. */
async function compare(baseUrl, token, job, answers, status) {
  const problems = [];
  if (status === 'submitted' && !job.assessment_submit) problems.push('not submitted');
  if (status === 'draft' && (job.assessment_submit || job.status !== 'draft'))
    problems.push(`status ${job.status}`);
  const saved = new Map(job.assessment_details.map((item) => [item.assessment_id, item.answer]));
  for (const { question, value } of answers) {
    const got = saved.get(question.assessment_id) ?? '';
    if (question.question_type === 'audio') {
      if (!got) {
        problems.push(`question ${question.assessment_id}: no recording`);
        continue;
      }
      const audio = await fetch(`${baseUrl}${got}`, { headers: { Authorization: `Bearer ${token}` } });
      const bytes = new Uint8Array(await audio.arrayBuffer());
      const ebml = bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3;
      if (audio.status !== 200 || bytes.length < 100 || !ebml) {
        problems.push(`question ${question.assessment_id}: recording ${audio.status}, ${bytes.length} bytes`);
      }
    } else if (question.question_type === 'checkboxes') {
      const want = [...value].sort().join(',');
      const have = got.split(',').filter(Boolean).sort().join(',');
      if (want !== have) problems.push(`question ${question.assessment_id}: ${have} instead of ${want}`);
    } else if (value !== null && got !== value) {
      problems.push(
        `question ${question.assessment_id}: ${JSON.stringify(got)} instead of ${JSON.stringify(value)}`,
      );
    }
  }
  return problems.length ? problems.join('; ') : null;
}

async function main() {
  const server = await startTrialServer('trial');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: process.env.HEADED !== '1',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
  const counts = {
    trials: 0,
    lost: 0,
    doubled: 0,
    wrong: 0,
    drafts: 0,
    submits: 0,
    reloads: 0,
    closes: 0,
    updates: 0,
  };
  const failures = [];
  try {
    const people = [];
    for (const candidate of CANDIDATES) {
      const session = await login(server.baseUrl, candidate);
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      await context.grantPermissions(['microphone']);
      await context.addInitScript(({ token, userId, userDetails }) => {
        if (!localStorage.getItem('token')) {
          localStorage.setItem('token', token);
          localStorage.setItem('isCandidateLogin', 'true');
          localStorage.setItem('user_id', String(userId));
          localStorage.setItem('userDetails', JSON.stringify(userDetails));
        }
      }, session);
      people.push({ ...session, context, jobs: await assessmentJobs(server.baseUrl, session.token) });
    }
    const available = people.reduce((sum, person) => sum + person.jobs.length, 0);
    if (trials > available)
      throw new Error(`${trials} trials need ${trials} assessment jobs; the seed has ${available}`);

    for (let trial = 1; trial <= trials; trial++) {
      const person = people[(trial - 1) % people.length];
      const jobId = person.jobs.shift();
      const action = chance(0.5) ? 'draft' : 'submitted';
      // every disruption in turn, so even a short run meets each of them
      const disruption = DISRUPTIONS[(trial - 1) % DISRUPTIONS.length];
      counts.trials += 1;
      counts[action === 'draft' ? 'drafts' : 'submits'] += 1;
      if (disruption !== 'none') counts[`${disruption}s`] += 1;
      const label = `trial ${trial} (job ${jobId}, ${action}, ${disruption})`;
      try {
        await apply(server.baseUrl, person.token, jobId);
        const before = await appliedWrites(server.baseUrl, person.userId, jobId);
        const job = await readJob(server.baseUrl, person.token, jobId);
        const answers = chooseAnswers(job.assessment_details, trial);

        let page = await person.context.newPage();
        await page.goto(`/assessment/${jobId}`);
        await waitForControl(page);
        await fillAnswers(page, answers);

        await person.context.setOffline(true);
        await page
          .getByRole('button', { name: action === 'draft' ? 'Save Draft' : 'Submit', exact: true })
          .click();
        await page
          .getByText(/saved on this phone\. it will be sent/i)
          .first()
          .waitFor({ timeout: 20_000 });

        if (disruption === 'reload') {
          await page.reload();
          await questionBlock(page, answers[0].question).waitFor();
        } else if (disruption === 'close') {
          await page.close();
        }
        await person.context.setOffline(false);
        if (disruption === 'update') {
          server.changeServiceWorker();
          await updateServiceWorker(page);
        }
        if (disruption === 'close') {
          page = await person.context.newPage();
          await page.goto(`/assessment/${jobId}`);
        }

        // Wait for the server to hold the write.
        const deadline = Date.now() + WAIT_FOR_SERVER_MS;
        let writes = before;
        let seen = await readJob(server.baseUrl, person.token, jobId);
        while (Date.now() < deadline) {
          writes = await appliedWrites(server.baseUrl, person.userId, jobId);
          seen = await readJob(server.baseUrl, person.token, jobId);
          const arrived = action === 'submitted' ? seen.assessment_submit : seen.status === 'draft';
          if (writes > before && arrived) break;
          await sleep(500);
        }
        // a moment more, so a late duplicate would show
        await sleep(1000);
        writes = await appliedWrites(server.baseUrl, person.userId, jobId);
        seen = await readJob(server.baseUrl, person.token, jobId);
        if (writes === before) {
          counts.lost += 1;
          failures.push(`${label}: lost`);
        } else {
          if (writes - before > 1) {
            counts.doubled += 1;
            failures.push(`${label}: applied ${writes - before} times`);
          }
          const wrong = await compare(server.baseUrl, person.token, seen, answers, action);
          if (wrong) {
            counts.wrong += 1;
            failures.push(`${label}: ${wrong}`);
          }
        }
        await page.close().catch(() => {});
        console.log(`${label}: ${failures.at(-1)?.startsWith(label) ? 'FAILED' : 'ok'}`);
      } catch (error) {
        counts.lost += 1;
        failures.push(`${label}: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        console.log(`${label}: FAILED (${failures.at(-1)})`);
        for (const page of person.context.pages()) await page.close().catch(() => {});
        await person.context.setOffline(false);
      }
    }
  } finally {
    await browser.close();
    await server.stop(keep);
  }

  console.log(
    `\nseed ${seed}: ${counts.trials} trials (${counts.drafts} drafts, ${counts.submits} submits; ${counts.reloads} reloads, ${counts.closes} closed pages, ${counts.updates} worker updates)`,
  );
  console.log(`lost ${counts.lost}, doubled ${counts.doubled}, wrong ${counts.wrong}`);
  for (const failure of failures) console.log(`  ${failure}`);
  writeTrialResults('trial-offline.json', { seed, ...counts, failures });
  process.exit(counts.lost + counts.doubled + counts.wrong === 0 ? 0 : 1);
}

await main();
