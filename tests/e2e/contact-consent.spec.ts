import { CONTACT_NOT_SHARED, NOT_SHARED_WITH_ANYONE, shareContactQuestion } from '@contract/contact-sharing';
import { test as base, expect } from './fixtures';
import { applyThroughApi, openJobOf, recruiterLogin, recruiterToken } from './recruiter-test-kit';

/**
 * Issue 37 §3, contact only with consent, against the real server: Anita shortlists a new
 * candidate; until they share, her applicant page says they have not shared their contact; the
 * candidate answers "Share your phone and e-mail with <company>?" in settings and Anita sees the
 * e-mail; the candidate withdraws in settings and it is gone again. The undo window is 0 here, so
 * the shortlist reaches the candidate at once.
 */

const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});
test.use({ serverOptions: { env: { STATUS_UNDO_SECONDS: '0' } } });

test('a shortlisted candidate shares the contact (the recruiter sees it), then withdraws it in settings', async ({
  signedInPage: page,
  session,
  newCandidate,
  request,
  openApp,
  browser,
  baseURL,
  checkAxe,
}) => {
  const recruiter = await recruiterToken(request, 'anita');
  const headers = { authorization: `Bearer ${recruiter}` };
  const me = await request.get('/api/recruiters/me', { headers });
  const company = ((await me.json()) as { result: { company: { name: string } } }).result.company.name;
  const job = await openJobOf(request, recruiter);
  const applicationId = await applyThroughApi(request, session.token, job.id);
  const shortlisted = await request.put(`/api/recruiters/applications/${applicationId}/status`, {
    headers,
    data: { status: 'shortlisted', reason: '' },
  });
  expect(shortlisted.status(), await shortlisted.text()).toBe(200);

  const laptop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const desk = await laptop.newPage();
  await recruiterLogin(desk, 'anita');
  await desk.goto(`/recruiter/applications/${applicationId}`);
  const contact = desk.getByRole('region', { name: 'Contact' });
  await expect(contact.getByText(CONTACT_NOT_SHARED)).toBeVisible();
  await expect(desk.getByText(newCandidate.email)).toHaveCount(0);

  // the candidate is asked in settings (the notification's link) and shares
  await openApp('/settings', page);
  await expect(page.getByText(shareContactQuestion(company))).toBeVisible();
  await checkAxe(page);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const withdraw = page.getByRole('button', { name: `Withdraw: ${company}` });
  await expect(withdraw).toBeVisible();

  // the page asks again when it opens (an answer of the last 5 s is drawn as it is)
  await expect(async () => {
    await desk.reload();
    await expect(contact.getByText(newCandidate.email)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });

  // withdrawn in settings: the recruiter no longer sees it
  await withdraw.click();
  await expect(page.getByText(NOT_SHARED_WITH_ANYONE)).toBeVisible();
  await expect(async () => {
    await desk.reload();
    await expect(contact.getByText(CONTACT_NOT_SHARED)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(desk.getByText(newCandidate.email)).toHaveCount(0);
  await laptop.close();
});
