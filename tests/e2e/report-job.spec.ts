import { expect, test } from './fixtures';
import { findJob, jobArticle } from './jobs-test-kit';

/**
 * Issue 37 §2: a candidate reports a job as asking for money and says they lost money; the
 * confirmation tells them to call 1930 or report at cybercrime.gov.in and to report the fraud on
 * Sanchar Saathi's Chakshu, with the job's title, company and link ready to copy. (The chat's
 * fee-demand report is chat.spec.ts's.)
 */
test('report a job that asks for money, having lost money: 1930, cybercrime.gov.in, Chakshu, Copy', async ({
  signedInPage: page,
  context,
  baseURL,
  session,
  request,
  openApp,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const job = await findJob(request, session.token, () => true);
  await openApp(`/jobpostings/${job.id}`, page);
  await expect(jobArticle(page, job.job_title)).toBeVisible();
  await page.getByRole('button', { name: 'Read more or report this job' }).click();
  await expect(page.getByRole('region', { name: 'We never charge candidates' })).toBeVisible();
  await page.getByRole('button', { name: 'Report this job', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await dialog.getByRole('radio', { name: 'Asks for money' }).check();
  await dialog.getByRole('checkbox', { name: 'I have lost money' }).check();
  const reported = page.waitForResponse((answer) =>
    answer.url().endsWith(`/candidates/jobs/${job.id}/report`),
  );
  await dialog.getByRole('button', { name: 'Report' }).click();
  expect((await reported).status()).toBe(200);

  const help = dialog.getByRole('region', { name: 'You have lost money: act now' });
  await expect(help.getByRole('link', { name: 'Call 1930' })).toHaveAttribute('href', 'tel:1930');
  await expect(help.getByRole('link', { name: 'cybercrime.gov.in' })).toHaveAttribute(
    'href',
    'https://cybercrime.gov.in',
  );
  await expect(help.getByRole('link', { name: 'Sanchar Saathi (Chakshu)' })).toHaveAttribute(
    'href',
    'https://sancharsaathi.gov.in',
  );
  const text = `${job.job_title} at ${job.company_name} on RCM Careers: ${baseURL}/jobs/${job.id}`;
  await expect(help.getByRole('textbox', { name: 'What to tell them' })).toHaveValue(text);
  await checkAxe(page);
  await expectNoSidewaysScroll(page);
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await help.getByRole('button', { name: 'Copy' }).click();
  await expect(help.getByText('Copied')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});
