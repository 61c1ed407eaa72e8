import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, expect, postJson } from './fixtures';
import { resumePdf } from './jobs-test-kit';

/** The seeded recruiters (README, 'Demo accounts'): Anita and Vikram, of two companies. */
export const recruiters = {
  anita: { email: 'anita.desai@example.com', password: 'Recruiter@123' },
  vikram: { email: 'vikram.rao@example.com', password: 'Recruiter@123' },
} as const;
export type SeededRecruiter = keyof typeof recruiters;

/** A recruiter's session token through POST /api/auth/login (role 2). */
export async function recruiterToken(request: APIRequestContext, who: SeededRecruiter): Promise<string> {
  const answer = await postJson(request, '/auth/login', { ...recruiters[who], role_id: 2 });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.result as { token: string }).token;
}

/** Logs a recruiter in through /recruiter/login; lands on /recruiter. */
export async function recruiterLogin(page: Page, who: SeededRecruiter): Promise<void> {
  await page.goto('/recruiter/login');
  await page.getByLabel(/^Email/).fill(recruiters[who].email);
  await page.getByLabel(/^Password/).fill(recruiters[who].password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/recruiter'));
}

/** The first open job of the recruiter's company (GET /recruiters/jobs). */
export async function openJobOf(
  request: APIRequestContext,
  token: string,
): Promise<{ id: number; title: string }> {
  const answer = await request.get('/api/recruiters/jobs', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  const { jobs } = (
    (await answer.json()) as { result: { jobs: { id: number; job_title: string; status: string }[] } }
  ).result;
  const job = jobs.find((row) => row.status === 'open');
  expect(job, 'an open job of the company').toBeDefined();
  return { id: job?.id ?? 0, title: job?.job_title ?? '' };
}

/** POST /candidates/apply_job (multipart, a new resume) as this candidate: the application's id. */
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
