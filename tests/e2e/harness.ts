/**
 * The end-to-end harness: the real server started the way `npm start` starts it, on a free port
 * with a temporary DATA_DIR, and Debian's Chromium driven by playwright-core.
 *
 * Journeys are node:test files (`tests/e2e/*.spec.ts`, run by `npm run test:e2e`):
 *
 *   const run = withServerAndBrowser();   // before(): server + browser; after(): all closed
 *   test('...', async () => {
 *     const context = await run.newContext({ signedIn: true });   // 360x740 on run.server
 *     const page = await context.newPage();
 *     await page.goto(`${run.server.baseUrl}/dashboard`);
 *     await waitForPath(page, '/dashboard');
 *     await checkAxe(page);
 *     await expectNoHorizontalScroll(page);
 *   });
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { e2eConfig, launchOptions, phoneViewport } from '../../playwright.config';

/** The repository root. */
export const repoRoot: string = fileURLToPath(new URL('../../', import.meta.url));

// ---------------------------------------------------------------------------------------------
// The server
// ---------------------------------------------------------------------------------------------

export interface StartServerOptions {
  /** Extra environment for the server, e.g. `{ OTP_TTL_SECONDS: '3' }`. */
  env?: Record<string, string>;
  /** Defaults to 'test' (dev routes such as /api/dev/outbox exist; never 'production' here). */
  nodeEnv?: 'test' | 'development' | 'production';
  /** Reuse a data folder (it is then not deleted on stop). Default: a new temporary folder. */
  dataDir?: string;
  /** Default: a free port. */
  port?: number;
}

export interface TestServer {
  /** e.g. http://localhost:41234 (no trailing slash) */
  baseUrl: string;
  port: number;
  dataDir: string;
  /** Everything the server printed so far (stdout and stderr). */
  logs(): string;
  /** Stops the server; deletes the data folder when the harness made it. */
  stop(): Promise<void>;
  /** Stops the server and starts it again on the same port and data folder. */
  restart(): Promise<void>;
}

const liveProcesses = new Set<ChildProcess>();
function killLiveServers(): void {
  for (const child of liveProcesses) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  liveProcesses.clear();
}
// Last resort when a test file ends without its after() hooks, or is interrupted or timed out:
// the servers run in process groups of their own, so nothing else would stop them.
process.once('exit', killLiveServers);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killLiveServers();
    process.kill(process.pid, signal);
  });
}

/** A port that was free a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/**
 * Starts the built app's server through `node scripts/start.mjs` (the `npm start` path: it
 * builds dist/ if stale, migrates, seeds the empty database and serves on PORT) and waits
 * until GET /api/health answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const port = options.port ?? (await freePort());
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'rcm-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  let child: ChildProcess | undefined;

  const launch = async () => {
    const started = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: options.nodeEnv ?? 'test',
        ...options.env,
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      // Its own process group, so a crashed test file can still kill the server with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    liveProcesses.add(started);
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (process.env.E2E_SERVER_LOGS === '1') process.stderr.write(text);
    };
    started.stdout?.on('data', collect);
    started.stderr?.on('data', collect);
    started.once('exit', () => liveProcesses.delete(started));

    const deadline = Date.now() + e2eConfig.serverStartTimeoutMs;
    while (Date.now() < deadline) {
      if (started.exitCode !== null || started.signalCode !== null) {
        throw new Error(
          `The server exited (${started.exitCode ?? started.signalCode}) before answering /api/health:\n${output}`,
        );
      }
      try {
        const answer = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
        if (answer.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    await halt();
    throw new Error(
      `The server did not answer /api/health within ${e2eConfig.serverStartTimeoutMs} ms:\n${output}`,
    );
  };

  const halt = async () => {
    const running = child;
    if (!running?.pid) return;
    if (running.exitCode === null && running.signalCode === null) {
      running.kill('SIGTERM'); // scripts/start.mjs forwards it to the server
      if (!(await waitForExit(running, 15_000))) {
        try {
          process.kill(-running.pid, 'SIGKILL');
        } catch {
          // already gone
        }
        await waitForExit(running, 5_000);
      }
    }
    liveProcesses.delete(running);
  };

  await launch();
  return {
    baseUrl,
    port,
    dataDir,
    logs: () => output,
    stop: async () => {
      await halt();
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    restart: async () => {
      await halt();
      await launch();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The browser
// ---------------------------------------------------------------------------------------------

/** Debian's Chromium, headless, with the flags of playwright.config.ts. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions);
}

/** The seeded demo candidates (README, 'Demo accounts and one-time codes'). */
export const demoCandidates = {
  /** Onboarding complete: lands on /dashboard. */
  complete: { email: 'priya.sharma@example.com', password: 'Candidate@123' },
  /** Onboarding not complete: lands on /onboarding. */
  incomplete: { email: 'rahul.verma@example.com', password: 'Candidate@123' },
} as const;

export interface Credentials {
  email: string;
  password: string;
}

export interface PhoneContextOptions {
  /** The server's base URL; needed for `signedIn` and `localStorage`. */
  baseUrl?: string;
  /**
   * Start signed in: logs in through POST /api/auth/login (the seeded complete candidate by
   * default) and stores what the signed-in set needs: `token` and `isCandidateLogin`.
   */
  signedIn?: boolean | Credentials;
  /** Raw localStorage entries for the app's origin, set before any page script runs. */
  localStorage?: Record<string, string>;
  /** Default true. */
  serviceWorkers?: boolean;
}

export interface LoginAnswer {
  success: boolean;
  message?: string;
  result?: { token: string; onboarding_status: boolean; userDetails?: { user_id: number } };
}

/** Logs in through the API; throws with the server's message when that fails. */
export async function apiLogin(baseUrl: string, credentials: Credentials = demoCandidates.complete) {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...credentials, role_id: 3 }),
  });
  const body = (await answer.json().catch(() => ({}))) as LoginAnswer;
  if (!answer.ok || !body.result?.token) {
    throw new Error(
      `Login as ${credentials.email} failed (${answer.status}): ${body.message ?? 'no message'}`,
    );
  }
  return body.result;
}

/**
 * A fresh browser context (its own storage and service workers) shaped like a 360x740 phone,
 * optionally signed in.
 */
export async function newPhoneContext(
  browser: Browser,
  options: PhoneContextOptions = {},
): Promise<BrowserContext> {
  const entries: Record<string, string> = {};
  if (options.signedIn) {
    if (!options.baseUrl) throw new Error('newPhoneContext: signedIn needs baseUrl');
    const credentials = options.signedIn === true ? demoCandidates.complete : options.signedIn;
    const result = await apiLogin(options.baseUrl, credentials);
    entries.token = result.token;
    entries.isCandidateLogin = 'true';
  }
  Object.assign(entries, options.localStorage);
  const names = Object.keys(entries);
  if (names.length > 0 && !options.baseUrl) throw new Error('newPhoneContext: localStorage needs baseUrl');
  const context = await browser.newContext({
    viewport: phoneViewport,
    screen: phoneViewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    serviceWorkers: options.serviceWorkers === false ? 'block' : 'allow',
    storageState:
      names.length > 0 && options.baseUrl
        ? {
            cookies: [],
            origins: [
              {
                origin: new URL(options.baseUrl).origin,
                localStorage: names.map((name) => ({ name, value: entries[name] })),
              },
            ],
          }
        : undefined,
  });
  context.setDefaultTimeout(e2eConfig.actionTimeoutMs);
  context.setDefaultNavigationTimeout(e2eConfig.actionTimeoutMs * 2);
  return context;
}

// ---------------------------------------------------------------------------------------------
// Page checks
// ---------------------------------------------------------------------------------------------

/** Waits until the page's path (client-side routing included) is `path`. */
export async function waitForPath(
  page: Page,
  path: string,
  timeoutMs = e2eConfig.actionTimeoutMs,
): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === path, { timeout: timeoutMs, waitUntil: 'commit' });
  } catch {
    throw new Error(`Expected the page to be at ${path}, but it is at ${new URL(page.url()).pathname}`);
  }
}

// ---------------------------------------------------------------------------------------------
// One server and one browser per journey file
// ---------------------------------------------------------------------------------------------

export interface JourneyRun {
  /** The file's server (started in `before`). */
  readonly server: TestServer;
  /** The file's Chromium (started in `before`). */
  readonly browser: Browser;
  /** A 360 px phone context on the file's server (or `options.baseUrl`), closed in `after`. */
  newContext(options?: PhoneContextOptions): Promise<BrowserContext>;
}

/**
 * Registers node:test hooks that start a server and a browser before the tests of the file (or
 * of the describe block it is called in) and, after them, close every context opened through
 * `newContext`, the browser and the server. `afterStart` runs in the same `before`, once both
 * are up (node runs top-level `before` hooks without waiting for one another).
 */
export function withServerAndBrowser(
  options: StartServerOptions = {},
  afterStart?: (run: JourneyRun) => Promise<void>,
): JourneyRun {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  before(async () => {
    server = await startServer(options);
    browser = await launchBrowser();
    await afterStart?.(run);
  });
  after(async () => {
    for (const context of contexts) await context.close().catch(() => {});
    await browser?.close();
    await server?.stop();
  });
  const run: JourneyRun = {
    get server() {
      if (!server) throw new Error('withServerAndBrowser: the server starts in before()');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('withServerAndBrowser: the browser starts in before()');
      return browser;
    },
    async newContext(contextOptions = {}) {
      const context = await newPhoneContext(run.browser, { baseUrl: run.server.baseUrl, ...contextOptions });
      contexts.push(context);
      return context;
    },
  };
  return run;
}

/**
 * Waits until React has rendered into #root (index.html's static first-paint bar, `.boot-bar`,
 * is replaced by then), or has hydrated the screen prerendered there, and so the router listens
 * to navigations and the form controls answer.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    // A prerendered screen keeps data-prerendered until the app has hydrated it.
    return (
      !!root &&
      root.childElementCount > 0 &&
      !root.querySelector(':scope > .boot-bar') &&
      !root.hasAttribute('data-prerendered')
    );
  });
}

/** The localStorage of the page's origin as a plain object. */
export function readLocalStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const all: Record<string, string> = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key !== null) all[key] = localStorage.getItem(key) ?? '';
    }
    return all;
  });
}

/** Fails when the page scrolls sideways, naming the elements that stick out. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const scrollWidth = Math.max(root.scrollWidth, document.body?.scrollWidth ?? 0);
    const offenders: string[] = [];
    if (scrollWidth > width) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && box.right > width + 1) {
          const id = element.id ? `#${element.id}` : '';
          const cls =
            typeof element.className === 'string' && element.className
              ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}`
              : '';
          offenders.push(
            `${element.tagName.toLowerCase()}${id}${cls} (right edge ${Math.round(box.right)}px)`,
          );
          if (offenders.length >= 10) break;
        }
      }
    }
    return { width, scrollWidth, offenders };
  });
  if (report.scrollWidth > report.width) {
    throw new Error(
      `${page.url()} scrolls sideways: content is ${report.scrollWidth}px wide in a ${report.width}px viewport.\n` +
        `Elements past the right edge:\n  ${report.offenders.join('\n  ')}`,
    );
  }
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}
export interface AxeOptions {
  /** CSS selectors to leave out of the check. */
  exclude?: string[];
  /** Rule ids to turn off (say why in the test). */
  disableRules?: string[];
}

let axeSource: string | undefined;

/**
 * Runs axe-core on the page and fails on serious or critical violations, listing each with
 * the elements involved. Milder ones are returned for the test to look at.
 */
export async function checkAxe(page: Page, options: AxeOptions = {}): Promise<AxeViolation[]> {
  axeSource ??= readFileSync(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
  const hasAxe = await page.evaluate(() => 'axe' in window);
  // Evaluated through the DevTools protocol, which the page's CSP does not block
  // (a <script> tag added by page.addScriptTag would be refused by script-src 'self').
  if (!hasAxe) await page.evaluate(axeSource);
  const violations = (await page.evaluate(
    async ({ exclude, disableRules }) => {
      const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
        .axe;
      const rules: Record<string, { enabled: boolean }> = {};
      for (const id of disableRules) rules[id] = { enabled: false };
      const context =
        exclude.length > 0 ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const results = (await axe.run(context, { resultTypes: ['violations'], rules })) as {
        violations: unknown[];
      };
      return results.violations;
    },
    { exclude: options.exclude ?? [], disableRules: options.disableRules ?? [] },
  )) as AxeViolation[];
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  if (blocking.length > 0) {
    const lines = blocking.map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .slice(0, 5)
          .map(
            (n) => `    ${JSON.stringify(n.target)} ${n.html.slice(0, 160)}\n      ${n.failureSummary ?? ''}`,
          )
          .join('\n'),
    );
    throw new Error(
      `axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n${lines.join('\n')}`,
    );
  }
  return violations;
}

// ---------------------------------------------------------------------------------------------
// The outbox (one-time codes outside production)
// ---------------------------------------------------------------------------------------------

export interface OutboxMessage {
  to: string;
  channel: string;
  otp_type: string;
  code: string;
  text: string;
  created_at: string;
}

/** GET /api/dev/outbox?to=CONTACT: the messages sent to a contact, newest first. */
export async function readOutbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const answer = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
  if (!answer.ok) throw new Error(`GET /api/dev/outbox answered ${answer.status}: ${await answer.text()}`);
  const body = (await answer.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/**
 * Waits for a new message to `to` (optionally of one otp_type) and returns its code. Pass
 * `notCode` (a code already seen) to wait for a newer one.
 */
export async function waitForCode(
  baseUrl: string,
  to: string,
  options: { otpType?: string; notCode?: string; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const messages = await readOutbox(baseUrl, to);
    const newest = messages.find((m) => !options.otpType || m.otp_type === options.otpType);
    if (newest && newest.code !== options.notCode) return newest.code;
    if (Date.now() > deadline) {
      throw new Error(
        `No ${options.otpType ?? ''} code for ${to} in the outbox (saw ${messages.length} message(s))`,
      );
    }
    await sleep(200);
  }
}
