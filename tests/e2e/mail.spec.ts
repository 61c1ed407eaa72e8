import type { Page } from '@playwright/test';
import { atPath, expect, TEST_MAIL_FROM, test } from './fixtures';

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
