/**
 * No lost edits (issue 36 R1, R2): two recruiters of one company edit one job in two browser
 * contexts. A saves; B's save, based on the job as it was, is refused and B sees A's changes field
 * by field, keeps their own title and takes A's description; the server's job holds the mix. A's
 * reload opens the server's job, not the copy A's device kept.
 */
import type { RecruiterJob } from '@contract/recruiter/jobs';
import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, expect, postJson, test } from './fixtures';
import { recruiterToken } from './recruiter-test-kit';

const PASSWORD = 'Colleague@123';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/recruiter/login');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(atPath('/recruiter'));
}

async function serverJob(request: APIRequestContext, token: string, id: number): Promise<RecruiterJob> {
  const answer = await request.get(`/api/recruiters/jobs/${id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { result: { job: RecruiterJob } }).result.job;
}

test('two recruiters, one job: the stale save shows the colleague’s changes per field, the chosen mix is saved, a reload shows it', async ({
  page,
  newPhonePage,
  request,
  sentMessages,
}) => {
  test.setTimeout(120_000);
  const anita = await recruiterToken(request, 'anita');
  // a colleague of Anita's company, joined through an invitation
  const email = `colleague.${Date.now() % 1_000_000}.${test.info().workerIndex}@example.com`;
  expect((await postJson(request, '/recruiters/invites', { email }, anita)).status).toBe(200);
  const code = await sentMessages.code(email, { otpType: 'recruiter_invite' });
  const joined = await postJson(request, '/recruiters/invites/accept', {
    email,
    code,
    first_name: 'Ravi',
    last_name: 'Kumar',
    password: PASSWORD,
  });
  expect(joined.status, JSON.stringify(joined.body)).toBe(200);
  // the job both open
  const created = await postJson(
    request,
    '/recruiters/jobs',
    {
      job_title: 'Payment Poster',
      role_name: 'Payment posting',
      experience_level: 'Experienced',
      location: 'Chennai',
      type_name: 'Full Time',
      description: 'Post payments.',
    },
    anita,
  );
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const jobId = (created.body.result as { job: RecruiterJob }).job.id;
  expect((await postJson(request, `/recruiters/jobs/${jobId}/publish`, undefined, anita)).status).toBe(200);

  const a = page;
  const b = await newPhonePage();
  await logIn(a, 'anita.desai@example.com', 'Recruiter@123');
  await logIn(b, email, PASSWORD);
  for (const editor of [a, b]) {
    await editor.goto(`/recruiter/jobs/${jobId}/edit`);
    await expect(editor.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Payment Poster');
  }

  // A saves first
  await a.getByRole('textbox', { name: /^Job title/ }).fill('Payment Poster (ERA)');
  await a.getByRole('textbox', { name: /^Description/ }).fill('Post ERA payments.');
  await a.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.getByText('Changes saved')).toBeVisible();

  // B saves an edit of the job as it was: refused, A's changes shown per field
  await b.getByRole('textbox', { name: /^Job title/ }).fill('Senior Payment Poster');
  await b.getByRole('textbox', { name: /^Description/ }).fill('Post payments and adjustments.');
  await b.getByRole('button', { name: 'Save changes' }).click();
  const changes = b.getByRole('region', { name: 'Your colleague’s changes' });
  await expect(changes.getByRole('alert')).toHaveText(
    'A colleague changed this while you were editing. Review their changes.',
  );
  await expect(b.getByText('Changes saved')).toHaveCount(0);
  const title = changes.getByRole('radiogroup', { name: 'Job title' });
  const description = changes.getByRole('radiogroup', { name: 'Description' });
  await expect(title).toContainText('Payment Poster (ERA)');
  await expect(title).toContainText('Senior Payment Poster');
  await expect(description).toContainText('Post ERA payments.');
  await title.getByRole('radio', { name: 'Keep mine' }).check();
  await description.getByRole('radio', { name: 'Take theirs' }).check();
  await changes.getByRole('button', { name: 'Save with these choices' }).click();
  await expect(b.getByText('Changes saved')).toBeVisible();
  await expect(changes).toHaveCount(0);

  // the server's job is the mix, on the version after both saves
  await expect
    .poll(async () => {
      const job = await serverJob(request, anita, jobId);
      return [job.job_title, job.description, job.version];
    })
    .toEqual(['Senior Payment Poster', 'Post ERA payments.', 4]);

  // R1: A's reload opens the server's job, not the copy A's device kept
  await a.reload();
  await expect(a.getByRole('textbox', { name: /^Job title/ })).toHaveValue('Senior Payment Poster');
  await expect(a.getByRole('textbox', { name: /^Description/ })).toHaveValue('Post ERA payments.');
});
