import type { Page } from '@playwright/test';
import { atPath, expect, TEST_MAIL_FROM, test } from './fixtures';
import { applyThroughApi, openJobOf, recruiterToken } from './recruiter-test-kit';

/**
 * E-mail (issue 25 §1): the server sends its e-mails through SMTP to the worker's real SMTP server
 * (fixtures.ts), from the durable queue; these journeys read what that server received.
 */

// Service workers off: these journeys are about the screens and the server, not the cache.
test.use({ serviceWorkers: 'block' });

function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

test('sign up with the e-mail code read from the e-mail the SMTP server received', async ({
  page,
  openApp,
  sentMessages,
  mailbox,
}, testInfo) => {
  const phone = `91${String(testInfo.workerIndex).padStart(2, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const email = `mail.signup.${testInfo.workerIndex}.${Date.now()}@example.com`;
  await openApp('/register');
  await field(page, 'First name').fill('Meera');
  await field(page, 'Last name').fill('Iyer');
  await field(page, 'Phone number').fill(phone);
  await field(page, 'Email').fill(email);

  // the phone's code goes by SMS (no gateway here: the sent messages)
  await page.getByRole('button', { name: 'Verify mobile number' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your mobile number' })).toBeVisible();
  await page
    .getByLabel('Digit 1 of 6')
    .fill(await sentMessages.code(phone, { otpType: 'mobile_verification' }));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the e-mail's code arrives by e-mail
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByRole('dialog', { name: 'Verify your email' })).toBeVisible();
  const mail = await mailbox.next(email, /is your RCM Careers code$/);
  const code = await mailbox.code(email);
  expect(mail.subject).toBe(`${code} is your RCM Careers code`);
  expect(mail.raw).toContain(`From: ${TEST_MAIL_FROM}`);
  expect(mail.text).toContain(`Your RCM Careers verification code is ${code}.`);
  expect(mail.html).toContain(`<p>Your RCM Careers verification code is ${code}.`);
  await page.getByLabel('Digit 1 of 6').fill(code);
  await expect(page.getByText('Verification successful')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(field(page, 'Email')).toHaveAttribute('readonly', '');

  await page.getByRole('button', { name: 'Next' }).click();
  await field(page, 'Password').fill('Welcome1');
  await field(page, 'Confirm password').fill('Welcome1');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(atPath('/acc-created'));
  await expect(page.getByText('Welcome, Meera!')).toBeVisible();
  // one e-mail per code asked for
  expect(mailbox.received(email)).toHaveLength(1);
});

test.describe('the events’ e-mails', () => {
  /** A candidate of the test's own, signed in as `session`. */
  const own = test.extend({
    signInAs: async ({ newCandidate }, use) =>
      use({ email: newCandidate.email, password: newCandidate.password }),
  });

  own(
    'a status change and a message are e-mailed with Email alerts on (one per conversation, one per application per 15 minutes), none with it off',
    async ({ page, request, session, newCandidate, mailbox, sentMessages }) => {
      const recruiter = await recruiterToken(request, 'anita');
      const job = await openJobOf(request, recruiter);
      const applicationId = await applyThroughApi(request, session.token, job.id);
      const headers = { authorization: `Bearer ${recruiter}` };
      const setStatus = async (status: string) => {
        const answer = await request.put(`/api/recruiters/applications/${applicationId}/status`, {
          headers,
          data: { status, reason: '' },
        });
        expect(answer.status(), await answer.text()).toBe(200);
      };
      const write = async (body: string) => {
        const answer = await request.post(`/api/recruiters/applications/${applicationId}/messages`, {
          headers,
          data: { body },
        });
        expect(answer.status(), await answer.text()).toBe(200);
      };
      const to = newCandidate.email;

      // Email alerts is on for a new account: the status change, with a link that opens the screen
      await setStatus('shortlisted');
      const shortlisted = await mailbox.next(
        to,
        new RegExp(`shortlisted your application for ${job.title}$`),
      );
      expect(shortlisted.html).toContain('See your applications');
      const link = /(http\S+\/applied-jobs)/.exec(shortlisted.text)?.[1] ?? '';
      expect(new URL(link).pathname).toBe('/applied-jobs');

      // two messages at once: one e-mail for the conversation
      await write('Hello! Are you free for a call at 3 pm?');
      await write('Please bring your certificates.');
      // the delivery_queue table holds one message e-mail: written with the first message
      const queuedOf = async (purpose: string) =>
        (await sentMessages.messages(to)).filter((queued) => queued.otp_type === purpose);
      expect(await queuedOf('message')).toHaveLength(1);
      const message = await mailbox.next(to, /sent you a message about /);
      expect(message.text).toContain('Hello! Are you free for a call at 3 pm?');

      // status changes are batched per application: the next one within 15 minutes of the last
      // e-mail is queued once, due when those 15 minutes end, and carries the latest status
      const statusRows = async () => (await queuedOf('status')).reverse();
      const pending = async () => (await statusRows())[1];
      await setStatus('new');
      await expect.poll(async () => (await statusRows()).length).toBe(2);
      expect(await pending()).toMatchObject({
        status: 'queued',
        text: expect.stringMatching(new RegExp(`updated your application for ${job.title}`)),
      });

      // Email alerts off (the dashboard's switch): a status change does not reach the e-mail
      await page.goto('/');
      await page.evaluate((token) => {
        localStorage.setItem('token', token);
        localStorage.setItem('isCandidateLogin', 'true');
      }, session.token);
      await page.goto('/dashboard');
      await page.getByLabel('Email alerts').uncheck();
      await expect
        .poll(async () => {
          const answer = await request.get('/api/candidates/preferences', {
            headers: { authorization: `Bearer ${session.token}` },
          });
          return ((await answer.json()) as { result: { email_alerts: boolean } }).result.email_alerts;
        })
        .toBe(false);
      await setStatus('shortlisted');
      expect((await pending()).text).toMatch(/updated your application/);
      // back on: the next changes do, into the same waiting e-mail
      await page.getByLabel('Email alerts').check();
      await expect
        .poll(async () => {
          const answer = await request.get('/api/candidates/preferences', {
            headers: { authorization: `Bearer ${session.token}` },
          });
          return ((await answer.json()) as { result: { email_alerts: boolean } }).result.email_alerts;
        })
        .toBe(true);
      await setStatus('rejected');
      await setStatus('shortlisted');
      const rows = await statusRows();
      expect(rows).toHaveLength(2);
      expect(rows[1]).toMatchObject({
        status: 'queued',
        text: expect.stringMatching(new RegExp(`shortlisted your application for ${job.title}`)),
      });
      // nothing more arrived meanwhile: one status e-mail and one message e-mail in all
      const subjects = mailbox.received(to).map((mail) => mail.subject);
      expect(subjects.filter((subject) => /your application|sent you a message/.test(subject))).toEqual([
        expect.stringMatching(/shortlisted your application/),
        expect.stringMatching(/sent you a message about /),
      ]);
    },
  );
});
