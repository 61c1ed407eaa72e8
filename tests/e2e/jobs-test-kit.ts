import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { saveJobName } from '@app/features/jobs/job-texts';
import type { JobCard, JobDetail } from '@contract/jobs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, postJson } from './fixtures';
import { repoRoot } from './server';

/** Helpers of the jobs journeys: jobs picked through the API from the deterministic seed. */

/** POST /candidates/job_search: one page of the newest jobs (6 a page) and the total. */
export async function searchPage(
  request: APIRequestContext,
  token: string,
  page = 1,
): Promise<{ jobs: JobCard[]; total: number }> {
  const answer = await postJson(request, '/candidates/job_search', { page }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { jobs: answer.body.result as JobCard[], total: answer.body.total as number };
}

/**
 * The first job (newest first, from `fromPage` on) that `wanted` accepts, as this candidate
 * sees it; fails when none of the first pages has one.
 */
export async function findJob(
  request: APIRequestContext,
  token: string,
  wanted: (job: JobCard) => boolean,
  { fromPage = 1, pages = 20 }: { fromPage?: number; pages?: number } = {},
): Promise<JobCard> {
  for (let page = fromPage; page < fromPage + pages; page++) {
    const { jobs, total } = await searchPage(request, token, page);
    const found = jobs.find(wanted);
    if (found) return found;
    if (page * 6 >= total) break;
  }
  throw new Error('no seeded job matches');
}

/** GET /candidates/job?id=: the job as this candidate sees it. */
export async function getJob(request: APIRequestContext, token: string, id: number): Promise<JobDetail> {
  const answer = await request.get('/api/candidates/job', {
    params: { id: String(id) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { job: JobDetail } }).result.job;
}

/** The ids of this candidate's saved (or applied) jobs, first page. */
export async function listedJobIds(
  request: APIRequestContext,
  token: string,
  list: 'saved_jobs' | 'applied_jobs',
): Promise<number[]> {
  const answer = await postJson(request, `/candidates/${list}`, {}, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ((answer.body.result as { jobs: JobCard[] }).jobs ?? []).map((job) => job.id);
}

/** A small PDF the server recognises by content. */
export const resumePdf = (name = 'resume.pdf') => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
});

/** POST /candidates/apply_job (multipart, a new resume) as this candidate; answers the application's id. */
export async function applyThroughApi(
  request: APIRequestContext,
  token: string,
  jobId: number,
): Promise<number> {
  const resume = resumePdf();
  const answer = await request.post('/api/candidates/apply_job', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      job_id: String(jobId),
      new_resume: 'true',
      resume: { name: resume.name, mimeType: resume.mimeType, buffer: resume.buffer },
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { application_id: number } }).result.application_id;
}

/**
 * The job's own card on its detail page: the similar jobs are cards too, and, ranked by role, often
 * bear the same title (the job's own comes first).
 */
export const jobArticle = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true }).first();

const shotsDir = join(repoRoot, '.tmp/shots');

/** A full-page screenshot at the phone's width, in .tmp/shots/{name}.png. */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true });
}

/** Waits until the service worker controls the page (offline visits are served from its precache). */
export async function expectControlled(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'no service worker took control of the page within 20 s',
      timeout: 20_000,
    })
    .toBe(true);
}

/** The value of an idb-keyval key (its default store, which the app and the worker share) as JSON text, or ''. */
export function readKeyval(page: Page, key: string): Promise<string> {
  return page.evaluate(
    (key) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('keyval')) return resolve('');
          const get = db.transaction('keyval').objectStore('keyval').get(key);
          get.onsuccess = () => resolve(get.result === undefined ? '' : JSON.stringify(get.result));
          get.onerror = () => resolve('');
        };
      }),
    key,
  );
}

/**
 * Waits until the persisted query cache (IndexedDB, written at most once a second) holds `text`,
 * so a reload with the network off finds what the page showed.
 */
export async function expectPersisted(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () => readKeyval(page, 'rcm-careers-query-cache').then((value) => (value ? JSON.parse(value) : '')),
      {
        message: `the persisted cache never held ${text}`,
        timeout: 10_000,
      },
    )
    .toContain(JSON.stringify(text).slice(1, -1));
}

/** The phone-width 'Filters' toggle of a job list (its name counts the active filters). */
export const filtersToggle = (page: Page) => page.getByRole('button', { name: /^Filters( \d+ active)?$/ });

/** Opens a job list's filters panel (collapsed at phone width). */
export async function openFilters(page: Page): Promise<void> {
  const toggle = filtersToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** GET /candidates/similar_jobs?id=: the jobs most like this one, best first, as this candidate sees them. */
export async function similarTo(request: APIRequestContext, token: string, id: number): Promise<JobCard[]> {
  const answer = await request.get('/api/candidates/similar_jobs', {
    params: { id: String(id) },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: JobCard[] }).result;
}

/** The first card of a list whose job this candidate has not saved, and its title. */
export async function firstUnsavedCard(page: Page): Promise<{ card: Locator; title: string }> {
  const card = page
    .locator('article')
    .filter({ has: page.getByRole('button', { name: /^Save (?!search$|this search$)/ }) })
    .first();
  return { card, title: ((await card.locator(':is(h2, h3)').textContent()) ?? '').trim() };
}

/** The bookmark of this job in a card or the job detail (V6): 'Save <title>', or 'Unsave <title>' once saved. */
export const saveToggle = (scope: Locator, title: string, saved: boolean) =>
  scope.getByRole('button', { name: saveJobName(saved, title), exact: true });
