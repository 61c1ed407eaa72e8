/**
 * The journeys' `test` and `expect`: Playwright Test's, plus what our journeys need.
 *
 *   import { expect, test } from './fixtures';
 *   test('...', async ({ signedInPage: page, openApp, checkAxe, expectNoSidewaysScroll }) => {
 *     await openApp('/dashboard', page);              // baseURL is this worker's server
 *     await expect(page).toHaveURL(atPath('/dashboard'));
 *     await checkAxe();                               // the test's `page` unless one is given
 *     await expectNoSidewaysScroll();
 *   });
 *
 * Each worker starts its own server (server.ts) on a free port with a temporary DATA_DIR and
 * NODE_ENV=test; `test.use({ serverOptions: { env: { OTP_TTL_SECONDS: '2' } } })` gives each test
 * of a group a server of its own with those settings. Each worker also starts a real SMTP server
 * (src/server/test-kits/smtp-test-server.ts) and gives its servers SMTP_URL and MAIL_FROM, so the
 * e-mails they send arrive there: `mailbox` reads them. The phone (360x740) is the project's.
 */
import { writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { BOOT_SHELL_SELECTOR } from '@app/api/first-data';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import {
  type ReceivedMail,
  type SmtpTestServer,
  startSmtpTestServer,
} from '@server/test-kits/smtp-test-server';
import { emulateOnLineFaithfully } from './offline-emulation';
import { type AxeOptions, type AxeViolation, checkAxe, expectNoSidewaysScroll } from './page-checks';
import { networkQuiet, trackRequests } from './quiet-network';
import { repoRoot, type ServerOptions, startServer, type TestServer } from './server';

export { expect };

export interface Credentials {
  email: string;
  password: string;
}

/** The seeded demo candidates (README, 'Demo accounts and one-time codes'). */
export const demoCandidates = {
  /** Onboarding complete: lands on /dashboard. */
  complete: { email: 'priya.sharma@example.com', password: 'Candidate@123' },
  /** Onboarding not complete: lands on /onboarding. */
  incomplete: { email: 'rahul.verma@example.com', password: 'Candidate@123' },
} as const satisfies Record<string, Credentials>;

export interface LoginResult {
  token: string;
  onboarding_status: boolean;
  userDetails?: { user_id: number };
}

/** Logs in through POST /api/auth/login; fails with the server's message. */
export async function apiLogin(
  request: APIRequestContext,
  credentials: Credentials = demoCandidates.complete,
): Promise<LoginResult> {
  const answer = await request.post('/api/auth/login', { data: { ...credentials, role_id: 3 } });
  const body = (await answer.json().catch(() => ({}))) as { message?: string; result?: LoginResult };
  expect(answer.ok() && body.result?.token, `login as ${credentials.email}: ${body.message}`).toBeTruthy();
  return body.result as LoginResult;
}

/** For toHaveURL: the page's path (client-side routing included) is `path`, whatever the query. */
export function atPath(path: string): (url: URL) => boolean {
  return (url) => url.pathname === path;
}

/** A failed test's browser console, in its output folder (printed by scripts/test-all.mjs). */
const BROWSER_CONSOLE_FILE = 'browser-console.txt';

/** The localStorage of the page's origin as a plain object. */
export function readAppStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) all[key] = localStorage.getItem(key) ?? '';
    }
    return all;
  });
}

export interface SentMessage {
  to: string;
  channel: string;
  otp_type: string;
  code: string;
  text: string;
  created_at: string;
}

export interface SentMessages {
  /** GET /api/dev/sent-messages?to=CONTACT: the messages sent to a contact, newest first. */
  messages(to: string): Promise<SentMessage[]>;
  /** Waits for a message to `to` (of one otp_type, other than `notCode`) and returns its code. */
  code(to: string, options?: { otpType?: string; notCode?: string }): Promise<string>;
}

/** POST /api{path} with a JSON body (and a bearer token): the status and the JSON answer. */
export async function postJson(request: APIRequestContext, path: string, body: unknown, token?: string) {
  const answer = await request.post(`/api${path}`, {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: answer.status(),
    body: (await answer.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

/** A candidate signed up through the API: the registration's tempToken (stored as the token) and id. */
export interface NewCandidate extends Credentials {
  token: string;
  userId: number;
  phone: string;
}

let phoneSerial = 0;
/** A candidate made through the API (both contacts verified with codes from the sent messages). */
export async function apiSignUp(
  request: APIRequestContext,
  sentMessages: SentMessages,
  email: string,
  password: string,
): Promise<NewCandidate> {
  phoneSerial += 1;
  const phone = `97${String(process.pid % 10000).padStart(4, '0')}${String(phoneSerial).padStart(4, '0')}`;
  const tokens: Record<string, string> = {};
  for (const [contact, otpType] of [
    [phone, 'mobile_verification'],
    [email, 'email_verification'],
  ] as const) {
    const sent = await postJson(request, '/user/send_otp', {
      contact_value: contact,
      otp_type: otpType,
      user_type: 'candidate',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await sentMessages.code(contact, { otpType });
    const verified = await postJson(request, '/user/verify_otp', {
      contact_value: contact,
      otp_type: otpType,
      otp_code: code,
      user_type: 'candidate',
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    tokens[otpType] = (verified.body as { result: { verification_token: string } }).result.verification_token;
  }
  const registered = await postJson(request, '/auth/register', {
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
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const result = registered.body.result as { tempToken: string; userDetails: { user_id: number } };
  return { email, password, phone, token: result.tempToken, userId: result.userDetails.user_id };
}

/** The e-mails the worker's SMTP server received. */
export interface Mailbox {
  /** The e-mails received for this address so far, oldest first. */
  received(to: string): ReceivedMail[];
  /** Waits for an e-mail to `to` whose subject matches, other than the first `skip` of them. */
  next(to: string, subject: RegExp, options?: { skip?: number }): Promise<ReceivedMail>;
  /** Waits for a one-time code e-mailed to `to` (other than `notCode`) and returns it. */
  code(to: string, options?: { notCode?: string }): Promise<string>;
}

/** The From of the journeys' e-mails. */
export const TEST_MAIL_FROM = 'RCM Careers <jobs@rcm-careers.test>';

const CODE_SUBJECT = /^(\d{6}) is your RCM Careers code$/;

let candidateSerial = 0;

interface WorkerFixtures {
  /** The worker's SMTP server: every server of the worker sends its e-mails there. */
  workerSmtp: SmtpTestServer;
  /** The worker's server, shared by its tests that need no special settings. */
  workerServer: TestServer;
}

interface TestFixtures {
  /**
   * Option: settings for a server of the test's own (short code lifetimes, production mode...),
   * started for the test and stopped after it. Unset, the test uses the worker's server.
   */
  serverOptions: ServerOptions | undefined;
  /** The test's server: its own, or the worker's. `baseURL` (page, request) points to it. */
  server: TestServer;
  /** Option: who `session` and `signedInPage` sign in as (default the complete demo candidate). */
  signInAs: Credentials;
  /** A session made through the API as `signInAs`. */
  session: LoginResult;
  /** The test's `page`, signed in: `session`'s token and isCandidateLogin in localStorage. */
  signedInPage: Page;
  /** Sets the app origin's localStorage of the test's context (before the first visit). */
  setAppStorage: (entries: Record<string, string>) => Promise<void>;
  /**
   * Waits until React has rendered into #root (index.html's `.boot-bar` is gone) or hydrated the
   * screen prerendered there (`data-prerendered` is gone), so the router listens.
   */
  waitForApp: (page?: Page) => Promise<void>;
  /** Goes to `path` on the server and waits for the app. */
  openApp: (path: string, page?: Page) => Promise<Page>;
  /** A page in a context of its own (the project's phone), for a second visitor. */
  newPhonePage: () => Promise<Page>;
  /** axe-core: no serious or critical violation (returns every violation). */
  checkAxe: (page?: Page, options?: AxeOptions) => Promise<AxeViolation[]>;
  /** The page does not scroll sideways. */
  expectNoSidewaysScroll: (page?: Page) => Promise<void>;
  /**
   * Once no CSS transition is starting or running (Mantine's modals, toasts and accordions move
   * through them): axe, no sideways scroll at 360 px, and a full-page screenshot of the test's page
   * for people to look at, `.tmp/e2e-screens/<spec>-<name>.png`.
   */
  checkScreen: (name: string) => Promise<void>;
  /** One-time codes and other messages the server "sent". */
  sentMessages: SentMessages;
  /** The e-mails the server sent through SMTP, as the worker's SMTP server received them. */
  mailbox: Mailbox;
  /** A candidate signed up just now through the API (onboarding not started). */
  newCandidate: NewCandidate;
  /**
   * The test's `page` holding `newCandidate`'s session as the sign-up leaves it (token, tempToken,
   * user_id, no isCandidateLogin): ready for /onboarding.
   */
  onboardingPage: Page;
  /** Attaches the server's output of a failed test to its report. */
  serverOutputOnFailure: undefined;
}

/** The environment that sends a server's e-mails to this SMTP server. */
const smtpEnv = (smtp: SmtpTestServer) => ({ SMTP_URL: smtp.url, MAIL_FROM: TEST_MAIL_FROM });

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerSmtp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; none here
    async ({}, use) => {
      const smtp = await startSmtpTestServer();
      await use(smtp);
      await smtp.close();
    },
    { scope: 'worker', title: 'the worker’s SMTP server' },
  ],
  workerServer: [
    async ({ workerSmtp }, use) => {
      const server = await startServer({ env: smtpEnv(workerSmtp) });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 150_000, title: 'the worker’s server' },
  ],
  serverOptions: [undefined, { option: true }],
  server: async ({ serverOptions, workerServer, workerSmtp }, use) => {
    if (!serverOptions) return use(workerServer);
    const own = await startServer({
      ...serverOptions,
      env: { ...smtpEnv(workerSmtp), ...serverOptions.env },
    });
    await use(own);
    await own.stop();
  },
  baseURL: async ({ server }, use) => use(server.baseUrl),
  // navigator.onLine follows context.setOffline in every document (offline-emulation.ts)
  // a failed test's browser console (its pages' and service worker's messages, page errors, the
  // address each was said at) goes to its output folder, which scripts/test-all.mjs prints: a
  // flaky journey in CI leaves more than the assertion that timed out
  context: async ({ context }, use, testInfo) => {
    await emulateOnLineFaithfully(context);
    trackRequests(context);
    const said: string[] = [];
    const started = Date.now();
    const note = (where: string, text: string) =>
      said.push(`${((Date.now() - started) / 1000).toFixed(2)} s ${where}: ${text.slice(0, 500)}`);
    context.on('console', (message) =>
      note(`${message.type()} at ${message.page()?.url() ?? 'worker'}`, message.text()),
    );
    context.on('weberror', (error) =>
      note(`error at ${error.page()?.url() ?? 'worker'}`, String(error.error())),
    );
    await use(context);
    if (testInfo.status !== testInfo.expectedStatus && said.length > 0) {
      writeFileSync(testInfo.outputPath(BROWSER_CONSOLE_FILE), `${said.slice(-200).join('\n')}\n`);
    }
  },
  serverOutputOnFailure: [
    async ({ server }, use, testInfo) => {
      const from = server.logs().length;
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('server output', {
          body: server.logs().slice(from),
          contentType: 'text/plain',
        });
      }
    },
    { auto: true },
  ],

  signInAs: [demoCandidates.complete, { option: true }],
  session: async ({ request, signInAs }, use) => use(await apiLogin(request, signInAs)),
  setAppStorage: async ({ context, baseURL }, use) => {
    await use(async (entries) => {
      const localStorage = Object.entries(entries).map(([name, value]) => ({ name, value }));
      await context.setStorageState({
        cookies: [],
        origins: [{ origin: new URL(`${baseURL}`).origin, localStorage }],
      });
    });
  },
  newCandidate: async ({ request, sentMessages }, use, testInfo) => {
    candidateSerial += 1;
    const email = `onboard.w${testInfo.workerIndex}.${candidateSerial}.${Date.now() % 100000}@example.com`;
    await use(await apiSignUp(request, sentMessages, email, 'Onboard@123'));
  },
  onboardingPage: async ({ page, newCandidate, setAppStorage }, use) => {
    await setAppStorage({
      token: newCandidate.token,
      tempToken: newCandidate.token,
      user_id: String(newCandidate.userId),
    });
    await use(page);
  },
  signedInPage: async ({ page, session, setAppStorage }, use) => {
    await setAppStorage({ token: session.token, isCandidateLogin: 'true' });
    await use(page);
  },

  waitForApp: async ({ page }, use) => {
    await use(async (target = page) => {
      await expect(target.locator(BOOT_SHELL_SELECTOR)).toHaveCount(0);
      await expect(target.locator('#root > *').first()).toBeAttached();
      // A prerendered screen keeps data-prerendered until the app has hydrated it.
      await expect(target.locator('#root[data-prerendered]')).toHaveCount(0);
    });
  },
  openApp: async ({ page, waitForApp }, use) => {
    await use(async (path, target = page) => {
      await target.goto(path);
      await waitForApp(target);
      return target;
    });
  },
  newPhonePage: async (
    {
      browser,
      baseURL,
      viewport,
      screen,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      timezoneId,
      serviceWorkers,
    },
    use,
  ) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async () => {
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        deviceScaleFactor,
        isMobile,
        hasTouch,
        locale,
        timezoneId,
        serviceWorkers,
      });
      contexts.push(context);
      await emulateOnLineFaithfully(context);
      trackRequests(context);
      return context.newPage();
    });
    for (const context of contexts) await context.close();
  },

  checkAxe: async ({ page }, use) => use((target = page, options) => checkAxe(target, options)),
  expectNoSidewaysScroll: async ({ page }, use) => use((target = page) => expectNoSidewaysScroll(target)),
  checkScreen: async ({ page }, use, testInfo) => {
    const spec = basename(testInfo.file, '.spec.ts');
    await use(async (name) => {
      await networkQuiet(page);
      // transitions start a frame or two after their element mounts: wait a few frames, then count
      await expect
        .poll(() =>
          page.evaluate(async () => {
            for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
            return document
              .getAnimations()
              .filter((animation) => 'transitionProperty' in animation && animation.playState !== 'finished')
              .length;
          }),
        )
        .toBe(0);
      await checkAxe(page);
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: join(repoRoot, '.tmp/e2e-screens', `${spec}-${name}.png`),
        fullPage: true,
      });
    });
  },
  mailbox: async ({ workerSmtp }, use) => {
    const received = (to: string) => workerSmtp.receivedBy(to);
    const next = async (to: string, subject: RegExp, { skip = 0 } = {}) => {
      let found: ReceivedMail | undefined;
      await expect
        .poll(
          () => {
            found = received(to)
              .filter((mail) => subject.test(mail.subject))
              .at(skip);
            return found !== undefined;
          },
          { message: `an e-mail to ${to} with the subject ${subject}`, timeout: 15_000 },
        )
        .toBe(true);
      return found as ReceivedMail;
    };
    await use({
      received,
      next,
      async code(to, { notCode } = {}) {
        let code: string | undefined;
        await expect
          .poll(
            () => {
              const codes = received(to)
                .map((mail) => CODE_SUBJECT.exec(mail.subject)?.[1])
                .filter((found): found is string => found !== undefined);
              code = codes.at(-1) !== notCode ? codes.at(-1) : undefined;
              return code;
            },
            { message: `a new code e-mailed to ${to}`, timeout: 15_000 },
          )
          .toBeDefined();
        return code as string;
      },
    });
  },
  sentMessages: async ({ request }, use) => {
    const messages = async (to: string) => {
      const answer = await request.get('/api/dev/sent-messages', { params: { to } });
      expect(answer.status(), `GET /api/dev/sent-messages: ${await answer.text()}`).toBe(200);
      return ((await answer.json()) as { messages: SentMessage[] }).messages;
    };
    await use({
      messages,
      async code(to, { otpType, notCode } = {}) {
        let code: string | undefined;
        await expect
          .poll(
            async () => {
              const newest = (await messages(to)).find((m) => !otpType || m.otp_type === otpType);
              code = newest && newest.code !== notCode ? newest.code : undefined;
              return code;
            },
            { message: `a new ${otpType ?? ''} code sent to ${to}`, timeout: 10_000 },
          )
          .toBeDefined();
        return code as string;
      },
    });
  },
});
