// Sign-in, password reset, sign-up with verified phone and e-mail, and sign-out (issue 3), in
// Chromium at 360 px against the real server and the built app. Every screen is checked with axe
// (no serious or critical violations) and for sideways scroll; screenshots of each screen go to
// .tmp/e2e-screens/ for people to look at.
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  apiLogin,
  checkAxe,
  demoCandidates,
  expectNoHorizontalScroll,
  type PhoneContextOptions,
  readLocalStorage,
  repoRoot,
  startServer,
  waitForApp,
  waitForCode,
  waitForPath,
  withServerAndBrowser,
} from './harness';

const screensDir = join(repoRoot, '.tmp/e2e-screens');
mkdirSync(screensDir, { recursive: true });

const run = withServerAndBrowser();

async function openAt(
  path: string,
  options: Omit<PhoneContextOptions, 'baseUrl'> = {},
  baseUrl = run.server.baseUrl,
): Promise<Page> {
  // Service workers off: these journeys are about the screens and the server, not the cache.
  const context = await run.newContext({ baseUrl, serviceWorkers: false, ...options });
  const page = await context.newPage();
  await page.goto(`${baseUrl}${path}`);
  await waitForApp(page);
  return page;
}

/** axe, no sideways scroll at 360 px, and a screenshot named `name`. */
async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Let Mantine's modal and toast transitions finish before judging contrast and layout.
  await page.waitForTimeout(300);
  await checkAxe(page);
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: join(screensDir, `auth-${name}.png`), fullPage: true });
}

/** A text box by its accessible name (the label without Mantine's hidden asterisk). */
function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

async function typeCode(page: Page, code: string): Promise<void> {
  // The phone's one-time-code autofill puts the whole code into the first box.
  await page.getByLabel('Digit 1 of 6').fill(code);
}

async function postJson(path: string, body: unknown, token?: string, baseUrl = run.server.baseUrl) {
  const answer = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json().catch(() => ({}))) as Record<string, unknown> };
}

let phoneSerial = 0;
/** A candidate made through the API (both contacts verified with codes from the outbox). */
async function apiSignUp(email: string, password: string): Promise<void> {
  phoneSerial += 1;
  const phone = `9700000${String(phoneSerial).padStart(3, '0')}`;
  const tokens: Record<string, string> = {};
  for (const [contact, otpType] of [
    [phone, 'mobile_verification'],
    [email, 'email_verification'],
  ] as const) {
    const sent = await postJson('/user/send_otp', {
      contact_value: contact,
      otp_type: otpType,
      user_type: 'candidate',
    });
    assert.equal(sent.status, 200, JSON.stringify(sent.body));
    const code = await waitForCode(run.server.baseUrl, contact, { otpType });
    const verified = await postJson('/user/verify_otp', {
      contact_value: contact,
      otp_type: otpType,
      otp_code: code,
      user_type: 'candidate',
    });
    assert.equal(verified.status, 200, JSON.stringify(verified.body));
    tokens[otpType] = (verified.body as { result: { verification_token: string } }).result.verification_token;
  }
  const registered = await postJson('/auth/register', {
    first_name: 'Kiran',
    last_name: 'Rao',
    role_id: 3,
    phone_no: Number(phone),
    email,
    password,
    email_verified: 1,
    phone_verified: 1,
    referral_code: '',
    phone_verification_token: tokens.mobile_verification,
    email_verification_token: tokens.email_verification,
  });
  assert.equal(registered.status, 200, JSON.stringify(registered.body));
}

async function logInThroughForm(page: Page, email: string, password: string): Promise<void> {
  try {
    await page.getByRole('heading', { name: 'Jobseeker Login' }).waitFor();
  } catch (error) {
    await page.screenshot({ path: join(screensDir, 'auth-failure-login-form.png'), fullPage: true });
    console.error(`No login form at ${page.url()}:\n${await page.locator('body').textContent()}`);
    throw error;
  }
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('login', () => {
  test('checks: each field says what is wrong and a toast asks to fill in all required fields', async () => {
    const page = await openAt('/');
    await page.getByRole('heading', { name: 'Jobseeker Login' }).waitFor();
    await checkScreen(page, 'login');
    // Enter in the form submits it.
    await field(page, 'Email').press('Enter');
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByText('Please fill in all required fields').first().waitFor();
    await field(page, 'Email').fill('priya@');
    await field(page, 'Password').fill('12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await checkScreen(page, 'login-errors');
  });

  test('a wrong password shows the server message and stores nothing', async () => {
    const page = await openAt('/login');
    await logInThroughForm(page, demoCandidates.complete.email, 'Wrong@123');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.deepEqual(await readLocalStorage(page), {});
  });

  test('onboarding complete: isCandidateLogin true and /dashboard', async () => {
    const page = await openAt('/');
    await logInThroughForm(page, demoCandidates.complete.email, demoCandidates.complete.password);
    await waitForPath(page, '/dashboard');
    const storage = await readLocalStorage(page);
    assert.equal(storage.isCandidateLogin, 'true');
    assert.ok(storage.token, 'the token is stored');
    assert.equal(JSON.parse(storage.userDetails).email, demoCandidates.complete.email);
  });

  test('onboarding not complete: no isCandidateLogin and /onboarding', async () => {
    const page = await openAt('/');
    await logInThroughForm(page, demoCandidates.incomplete.email, demoCandidates.incomplete.password);
    await waitForPath(page, '/onboarding');
    const storage = await readLocalStorage(page);
    assert.equal(storage.isCandidateLogin, undefined);
    assert.ok(storage.token, 'the token is stored for onboarding calls');
  });

  test('links go to /forgotpassword and /register', async () => {
    const page = await openAt('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/forgotpassword');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await waitForPath(page, '/register');
  });
});

describe('sign-up', () => {
  test('both codes from the outbox, referral, password checklist, through /acc-created to /onboarding', async () => {
    const phone = '9123456780';
    const email = 'asha.nair@example.com';
    const page = await openAt('/register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await checkScreen(page, 'sign-up-step-1');

    // Names keep letters and spaces only; the phone keeps at most ten digits.
    await field(page, 'First name').pressSequentially('Asha2!');
    assert.equal(await field(page, 'First name').inputValue(), 'Asha');
    await field(page, 'Last name').fill('Nair');
    await field(page, 'Phone number').pressSequentially(`${phone}99x`);
    assert.equal(await field(page, 'Phone number').inputValue(), phone);
    await field(page, 'Email').fill(email);

    // Next refuses until both contacts are verified.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please verify your mobile number before proceeding').waitFor();
    await page.getByText('Please verify your email before proceeding').waitFor();
    await checkScreen(page, 'sign-up-unverified');

    // Phone: code by SMS (outbox), six boxes, tick, close, read-only.
    await page.getByRole('button', { name: 'Verify mobile number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your mobile number' });
    await dialog.waitFor();
    const phoneCode = await waitForCode(run.server.baseUrl, phone, { otpType: 'mobile_verification' });
    // An incomplete code is refused with the spec's message.
    await page.getByLabel('Digit 1 of 6').fill('1');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Please enter all six digits of the OTP.').waitFor();
    await checkScreen(page, 'sign-up-otp-dialog');
    await typeCode(page, phoneCode);
    await page.getByText('Verification successful').waitFor();
    // The tick shows for 2 s, then the dialog closes.
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await field(page, 'Phone number').getAttribute('readonly'), '');

    // E-mail the same way.
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('dialog', { name: 'Verify your email' }).waitFor();
    const emailCode = await waitForCode(run.server.baseUrl, email, { otpType: 'email_verification' });
    await typeCode(page, emailCode);
    await page.getByText('Verification successful').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    assert.equal(await field(page, 'Email').getAttribute('readonly'), '');
    assert.equal(await page.locator('.mantine-Badge-root', { hasText: 'Verified' }).count(), 2);
    assert.equal(await field(page, 'Phone number').getAttribute('aria-describedby').then(Boolean), true);

    // An unknown referral code is refused on the field; a good one (typed lower-case) is activated.
    await field(page, 'Referral code (optional)').fill('nope99');
    assert.equal(await field(page, 'Referral code (optional)').inputValue(), 'NOPE99');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Referral code is invalid').waitFor();
    await field(page, 'Referral code (optional)').fill(' rcm2026');
    await checkScreen(page, 'sign-up-verified');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Referral code activated').first().waitFor();

    // Step 2: the live checklist.
    await page.getByText('Step 2 of 2: create a password').waitFor();
    await page.getByText('Weak Password. Must contain:').waitFor();
    await checkScreen(page, 'sign-up-step-2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Password does not meet all requirements').waitFor();
    await page.getByText('Please confirm your password').waitFor();
    await field(page, 'Password').fill('Welcome1');
    await page.getByText('Strong password').waitFor();
    await field(page, 'Confirm password').fill('Welcome2');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await checkScreen(page, 'sign-up-step-2-errors');

    // Back keeps step 1 as it was.
    await page.getByRole('button', { name: 'Back' }).click();
    assert.equal(await field(page, 'First name').inputValue(), 'Asha');
    await page.getByRole('button', { name: 'Next' }).click();
    await field(page, 'Password').fill('Welcome1');
    await field(page, 'Confirm password').fill('Welcome1');
    await page.getByRole('button', { name: 'Sign up' }).click();

    await waitForPath(page, '/acc-created');
    await page.getByRole('heading', { name: 'Complete your Onboarding Now!' }).waitFor();
    await page.getByText('Welcome, Asha!').waitFor();
    const storage = await readLocalStorage(page);
    assert.ok(storage.token, 'the answer’s tempToken is stored as the token');
    assert.equal(storage.isCandidateLogin, undefined);
    await checkScreen(page, 'account-created');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await waitForPath(page, '/onboarding');

    // The same e-mail cannot sign up twice.
    const again = await openAt('/register');
    await field(again, 'Email').fill(email);
    await again.getByRole('button', { name: 'Verify email' }).click();
    await again.getByText('This email is already registered. Please log in.').waitFor();
  });
});

describe('password reset', () => {
  test('forgot password, code, reset; the new password logs in and the old one fails', async () => {
    const email = 'kiran.rao@example.com';
    await apiSignUp(email, 'OldPass@123');

    const page = await openAt('/forgotpassword');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await checkScreen(page, 'forgot-password');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Email is required').waitFor();
    await field(page, 'Email').fill(`  ${email} `);
    await page.getByRole('button', { name: 'Send code' }).click();

    await waitForPath(page, '/verify-otp');
    await page.getByText(`Enter the 6-digit code sent to ${email}.`).waitFor();
    await page.getByText(/Code expires in 0[12]:\d\d/).waitFor();
    assert.equal(await page.getByRole('button', { name: /Resend OTP in/ }).isDisabled(), true);
    await checkScreen(page, 'verify-otp');
    const code = await waitForCode(run.server.baseUrl, email, { otpType: 'password_reset' });
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByText('Invalid OTP. Please try again.').waitFor();
    await checkScreen(page, 'verify-otp-wrong');
    await typeCode(page, code);
    await page.getByText('OTP verified').first().waitFor();
    await checkScreen(page, 'verify-otp-tick');

    await waitForPath(page, '/resetpassword');
    await page.getByRole('heading', { name: 'Reset password' }).waitFor();
    await checkScreen(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    assert.equal(await page.getByText('Both password fields are required').count(), 2);
    await field(page, 'New password').fill('NewPass@456');
    await field(page, 'Confirm password').fill('NewPass@457');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await field(page, 'Confirm password').fill('NewPass@456');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been reset. Log in with your new password.').waitFor();
    await checkScreen(page, 'reset-password-done');
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/');

    await logInThroughForm(page, email, 'OldPass@123');
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).first().waitFor();
    await field(page, 'Password').fill('NewPass@456');
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/onboarding');
  });

  test('/verify-otp without an e-mail says so and returns to /forgotpassword after 3 s', async () => {
    const page = await openAt('/verify-otp');
    await page.getByText('Email is missing. Please start the forgot password process again.').waitFor();
    await checkScreen(page, 'verify-otp-no-email');
    await waitForPath(page, '/forgotpassword');
  });

  test('/resetpassword without an e-mail says so', async () => {
    const page = await openAt('/resetpassword');
    await page.getByText('Email is missing. Please go back and try again.').waitFor();
    await checkScreen(page, 'reset-password-no-email');
  });

  test('an expired code: the boxes are cleared and disabled, resend is offered', async () => {
    const shortLived = await startServer({ env: { OTP_TTL_SECONDS: '2' } });
    try {
      const page = await openAt('/forgotpassword', {}, shortLived.baseUrl);
      await field(page, 'Email').fill(demoCandidates.complete.email);
      await page.getByRole('button', { name: 'Send code' }).click();
      await waitForPath(page, '/verify-otp');
      const code = await waitForCode(shortLived.baseUrl, demoCandidates.complete.email, {
        otpType: 'password_reset',
      });
      await page.waitForTimeout(2500);
      await typeCode(page, code);
      await page.getByText('OTP has expired. Please request a new one.').waitFor();
      for (let i = 1; i <= 6; i++) {
        const box = page.getByLabel(`Digit ${i} of 6`);
        assert.equal(await box.inputValue(), '');
        assert.equal(await box.isDisabled(), true);
      }
      assert.equal(await page.getByRole('button', { name: 'Resend OTP' }).isEnabled(), true);
      await checkScreen(page, 'verify-otp-expired');
    } finally {
      await shortLived.stop();
    }
  });
});

describe('create password', () => {
  test('the placeholder form only shows a success modal', async () => {
    const page = await openAt('/create-password');
    await page.getByRole('heading', { name: 'Create password' }).waitFor();
    await checkScreen(page, 'create-password');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Success' }).waitFor();
    await checkScreen(page, 'create-password-modal');
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  });
});

describe('sign-out and the 403 rule', () => {
  test('Signout asks, confirms, clears storage, revokes the session and lands on /; /dashboard then goes to /', async () => {
    const page = await openAt('/dashboard', { signedIn: true });
    await waitForPath(page, '/dashboard');
    const { token } = await readLocalStorage(page);
    await page.evaluate(() => sessionStorage.setItem('draft', 'kept until sign-out'));

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign Out' });
    await confirm.getByText('Are you sure you want to sign out of your account?').waitFor();
    await checkScreen(page, 'sign-out-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    assert.equal((await readLocalStorage(page)).token, token);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
    await page.getByText('You are successfully signed out').first().waitFor();
    await checkScreen(page, 'sign-out-done');
    await waitForPath(page, '/');
    assert.deepEqual(await readLocalStorage(page), {});
    assert.equal(await page.evaluate(() => sessionStorage.length), 0);

    // The server session is gone too.
    const dashboard = await fetch(`${run.server.baseUrl}/api/candidates/dashboard`, {
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(dashboard.status, 403);

    await page.goto(`${run.server.baseUrl}/dashboard`);
    await waitForPath(page, '/');
  });

  test('a revoked token: the next call says Invalid session and lands on /', async () => {
    const page = await openAt('/');
    await logInThroughForm(page, demoCandidates.complete.email, demoCandidates.complete.password);
    await waitForPath(page, '/dashboard');
    const { token } = await readLocalStorage(page);
    // Another sign-in elsewhere, then that token is signed out from outside the browser.
    await apiLogin(run.server.baseUrl);
    const revoked = await postJson('/auth/logout', {}, token);
    assert.equal(revoked.status, 200);

    await page.reload();
    await page.getByText('Invalid session').first().waitFor();
    await waitForPath(page, '/');
    assert.deepEqual(await readLocalStorage(page), {});
  });
});
