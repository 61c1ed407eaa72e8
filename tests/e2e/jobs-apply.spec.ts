import {
  APPLICATION_SUBMITTED,
  ONE_LAST_STEP,
  START_ASSESSMENT,
  VIEW_MORE_JOBS,
} from '@app/features/jobs/job-texts';
import type { Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';
import {
  expectControlled,
  findJob,
  getJob,
  jobArticle,
  listedJobIds,
  resumePdf,
  shot,
} from './jobs-test-kit';

/**
 * The apply flow (signed-in spec §2 Apply flow, §4 Job card, §5 resume, §8 Apply) from the job
 * detail: a resume to a job without an assessment (Application Submitted!) and to one with an
 * assessment (One last step! -> /assessment/{id}); a wrong file refused; offline it says applying
 * needs the network and keeps the file.
 */

const RESUME_DIALOG = 'Upload Resume';

/** Opens the job's page and its resume dialog through the footer's Apply. */
async function openResumeDialog(
  page: Page,
  openApp: (path: string, page?: Page) => Promise<Page>,
  job: { id: number; job_title: string },
) {
  await openApp(`/jobpostings/${job.id}`, page);
  await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
  await jobArticle(page, job.job_title).getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: RESUME_DIALOG });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Browse File in the dialog, choosing `file`. */
async function browse(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: RESUME_DIALOG })
    .getByRole('button', { name: 'Browse File' })
    .click();
  await (await chooser).setFiles(file);
}

test.describe("the phone's Back closes dialogs (issue 22 B5)", () => {
  test('Back with the apply dialog open closes it and stays; Back again leaves the page', async ({
    signedInPage: page,
    session,
    request,
    openApp,
  }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && !item.assessment_status,
    );
    await openApp('/jobpostings', page);
    const dialog = await openResumeDialog(page, openApp, job);
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();

    // the sign-out question too, and then the page's own Back
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign Out' });
    await expect(confirm).toBeVisible();
    await page.goBack();
    await expect(confirm).toBeHidden();
    await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));

    // a dialog closed by its own button leaves no step behind: one Back leaves the page
    await jobArticle(page, job.job_title).getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(atPath('/jobpostings'));
  });
});

test.describe('apply', () => {
  test('with a resume to a job without an assessment: Application Submitted!, then Applied', async ({
    signedInPage: page,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && !item.assessment_status,
    );
    const dialog = await openResumeDialog(page, openApp, job);
    const apply = dialog.getByRole('button', { name: 'Apply', exact: true });
    await expect(apply).toBeDisabled();
    await browse(page, resumePdf('priya-resume.pdf'));
    await expect(dialog.getByText('priya-resume.pdf')).toBeVisible();
    await checkAxe(page);
    await expectNoSidewaysScroll(page);
    await shot(page, 'jobs-apply-resume-360');
    await apply.click();

    const submitted = page.getByRole('dialog', { name: APPLICATION_SUBMITTED });
    await expect(submitted).toBeVisible();
    await expect(
      submitted.getByText('The recruiter will review your application and contact you.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await checkAxe(page);
    await shot(page, 'jobs-apply-submitted-360');
    expect(await listedJobIds(request, session.token, 'applied_jobs')).toContain(job.id);

    // Closing reloads the job: the footer says Applied (disabled), as the server has it.
    await submitted.getByRole('button', { name: 'Close' }).click();
    await expect(submitted).toBeHidden();
    await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));
    const applied = jobArticle(page, job.job_title).getByRole('button', { name: 'Applied', exact: true });
    await expect(applied).toBeDisabled();
    expect((await getJob(request, session.token, job.id)).applied_status).toBe(true);
    await page.reload();
    await expect(
      jobArticle(page, job.job_title).getByRole('button', { name: 'Applied', exact: true }),
    ).toBeDisabled();
  });

  test('View more jobs goes to /jobpostings', async ({ signedInPage: page, session, request, openApp }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && !item.assessment_status,
      {
        fromPage: 4,
      },
    );
    await openResumeDialog(page, openApp, job);
    await browse(page, resumePdf());
    await page
      .getByRole('dialog', { name: RESUME_DIALOG })
      .getByRole('button', { name: 'Apply', exact: true })
      .click();
    await page
      .getByRole('dialog', { name: APPLICATION_SUBMITTED })
      .getByRole('button', { name: VIEW_MORE_JOBS })
      .click();
    await expect(page).toHaveURL(atPath('/jobpostings'));
  });

  test('to a job with an assessment: One last step! -> Start Assessment -> /assessment/{id}', async ({
    signedInPage: page,
    session,
    request,
    openApp,
    checkAxe,
  }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && item.assessment_status,
    );
    await openResumeDialog(page, openApp, job);
    await browse(page, resumePdf());
    await page
      .getByRole('dialog', { name: RESUME_DIALOG })
      .getByRole('button', { name: 'Apply', exact: true })
      .click();

    const prompt = page.getByRole('dialog', { name: ONE_LAST_STEP });
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('dialog', { name: APPLICATION_SUBMITTED })).toHaveCount(0);
    await checkAxe(page);
    await shot(page, 'jobs-apply-one-last-step-360');
    await prompt.getByRole('button', { name: START_ASSESSMENT }).click();
    await expect(page).toHaveURL(atPath(`/assessment/${job.id}`));
  });

  test('a file that is not PDF, DOC or DOCX is refused in the dialog', async ({
    signedInPage: page,
    session,
    request,
    openApp,
  }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && !item.assessment_status,
    );
    const dialog = await openResumeDialog(page, openApp, job);
    await browse(page, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some text') });
    await expect(dialog.getByRole('alert')).toHaveText('Only PDF, DOC, or DOCX files are allowed');
    await expect(dialog.getByText('notes.txt')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Apply', exact: true })).toBeDisabled();

    // A file named .pdf that is not one: the server checks the content and says so.
    await browse(page, {
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('not a pdf at all'),
    });
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog.getByText('fake.pdf')).toBeVisible();
    expect(await listedJobIds(request, session.token, 'applied_jobs')).not.toContain(job.id);
  });

  test('offline: says applying needs the network and keeps the resume; back online it applies', async ({
    signedInPage: page,
    context,
    session,
    request,
    openApp,
  }) => {
    const job = await findJob(
      request,
      session.token,
      (item) => !item.applied_status && !item.assessment_status,
      {
        fromPage: 2,
      },
    );
    const dialog = await openResumeDialog(page, openApp, job);
    await expectControlled(page);
    await browse(page, resumePdf('offline-resume.pdf'));
    await context.setOffline(true);
    try {
      await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
      await expect(dialog.getByRole('alert')).toContainText('Applying needs the network');
      await expect(dialog.getByText('offline-resume.pdf')).toBeVisible();
      await shot(page, 'jobs-apply-offline-360');
    } finally {
      await context.setOffline(false);
    }
    expect(await listedJobIds(request, session.token, 'applied_jobs')).not.toContain(job.id);
    await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByRole('dialog', { name: APPLICATION_SUBMITTED })).toBeVisible();
    expect(await listedJobIds(request, session.token, 'applied_jobs')).toContain(job.id);
  });

  test("the 'open-apply-modal' event opens the resume dialog", async ({
    signedInPage: page,
    session,
    request,
    openApp,
  }) => {
    const job = await findJob(request, session.token, () => true);
    await openApp(`/jobpostings/${job.id}`, page);
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('open-apply-modal')));
    await expect(page.getByRole('dialog', { name: RESUME_DIALOG })).toBeVisible();
  });
});
