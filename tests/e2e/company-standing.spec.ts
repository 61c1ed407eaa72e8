import { STANDING_BANNER, UNVERIFIED_CANNOT_PUBLISH } from '@contract/company-trust';
import type { APIRequestContext } from '@playwright/test';
import { expect, postJson, test } from './fixtures';
import { applyThroughApi, recruiterLogin, recruiterToken, type SeededRecruiter } from './recruiter-test-kit';

/**
 * Issue 37 §1 (the gates): a suspended company's job leaves the candidates' search and its public
 * page at once; a company not verified yet saves a job but cannot publish it nor message anyone.
 * The standing is set through the dev route as an operator would set it, and set back after.
 */

const JOB = {
  role_name: 'Coding',
  experience_level: 'Experienced',
  location: 'Chennai',
  type_name: 'Full Time',
  min_ctc: 300000,
  max_ctc: 450000,
  description: 'Code outpatient charts.',
  questions: [],
};

async function companyOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/recruiters/me', { headers: { authorization: `Bearer ${token}` } });
  return ((await me.json()) as { result: { company: { id: number } } }).result.company.id;
}

async function setStanding(request: APIRequestContext, companyId: number, standing: string) {
  const answer = await postJson(request, '/dev/company_standing', { company_id: companyId, standing });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

/** A job of the recruiter's company, saved (and published unless `draft`): its id. */
async function postJob(request: APIRequestContext, token: string, title: string, draft = false) {
  const created = await postJson(request, '/recruiters/jobs', { ...JOB, job_title: title }, token);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = (created.body.result as { job: { id: number } }).job.id;
  if (!draft) {
    const published = await postJson(request, `/recruiters/jobs/${id}/publish`, undefined, token);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  }
  return id;
}

/** The recruiter's company, set back to verified after the test whatever happened. */
async function withCompany(
  request: APIRequestContext,
  who: SeededRecruiter,
  run: (companyId: number, token: string) => Promise<void>,
) {
  const token = await recruiterToken(request, who);
  const companyId = await companyOf(request, token);
  try {
    await run(companyId, token);
  } finally {
    await setStanding(request, companyId, 'verified');
  }
}

test('a suspended company’s job leaves the search and its public page at once', async ({
  request,
  signedInPage: page,
  openApp,
}) => {
  await withCompany(request, 'anita', async (companyId, token) => {
    const word = `quetzal${Date.now() % 1_000_000}`;
    const title = `${word[0].toUpperCase()}${word.slice(1)} Coder`;
    const jobId = await postJob(request, token, title);
    await openApp(`/jobpostings?q=${word}`, page);
    await expect(page.locator('article').filter({ hasText: title })).toHaveCount(1);
    expect((await request.get(`/jobs/${jobId}`)).status()).toBe(200);

    await setStanding(request, companyId, 'suspended');
    await page.reload();
    await expect(page.locator('article').filter({ hasText: title })).toHaveCount(0);
    const publicPage = await page.goto(`/jobs/${jobId}`);
    expect(publicPage?.status()).toBe(404);
    await expect(page.getByText(title)).toHaveCount(0);
  });
});

test('a company not verified yet saves a job but cannot publish it nor message a candidate', async ({
  request,
  page,
  openApp,
  session,
}) => {
  await withCompany(request, 'vikram', async (companyId, token) => {
    // an applicant of a job published while the company was verified
    const jobId = await postJob(request, token, `Gates Coder ${Date.now() % 1_000_000}`);
    const applicationId = await applyThroughApi(request, session.token, jobId);
    const draftId = await postJob(request, token, `Gates Draft ${Date.now() % 1_000_000}`, true);

    await setStanding(request, companyId, 'unverified');
    const message = await postJson(
      request,
      `/recruiters/applications/${applicationId}/messages`,
      { body: 'Hello' },
      token,
    );
    expect(message.status).toBe(409);
    expect(message.body).toMatchObject({ code: 'company_unverified' });

    await recruiterLogin(page, 'vikram');
    await expect(page.getByText(STANDING_BANNER.unverified.title)).toBeVisible();
    await openApp(`/recruiter/jobs/${draftId}/edit`, page);
    const publish = page.getByRole('button', { name: 'Publish' });
    await expect(publish).toHaveAccessibleDescription(UNVERIFIED_CANNOT_PUBLISH);
    await publish.click();
    await expect(
      page.getByRole('alert').filter({ hasText: UNVERIFIED_CANNOT_PUBLISH }).first(),
    ).toBeVisible();
    const draft = await request.get(`/api/recruiters/jobs/${draftId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await draft.json()) as { result: { job: { status: string } } }).result.job.status).toBe('draft');
  });
});
