/**
 * The end-to-end journeys (tests/e2e/*.spec.ts) on Playwright Test: `npm run test:e2e` or
 * `npx playwright test` (arguments pass through: `npm run test:e2e -- guards`, `--headed`...).
 *
 * The journeys drive Debian's Chromium (no browser downloads on this machine or in CI). Each
 * worker starts its own server the way `npm start` does (tests/e2e/fixtures/server.ts), so files
 * and tests run in parallel; globalSetup builds dist/ once before.
 */
import { defineConfig, type LaunchOptions } from '@playwright/test';

/** Debian's Chromium; CHROMIUM_PATH overrides it. */
export const chromiumPath: string = process.env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium';

/**
 * The flags Chromium needs here: root without a sandbox, no GPU, and none of its background
 * calls to Google's hosts (the machine's closed network refuses them, many at a time).
 */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
  // A fake microphone that needs no permission prompt (the assessment's audio answers).
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/** Launch options for every browser (also scripts/make-icons.mjs). HEADED=1 shows the window (needs a display). */
export const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: process.env.HEADED !== '1',
  args: [...chromiumArgs],
};

/** A cheap Android phone: the width the specs require every screen to fit. */
export const phoneViewport = { width: 360, height: 740 } as const;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // Every test gets its own browser context, and every worker its own server: tests do not
  // share state, so all of them may run in parallel.
  fullyParallel: true,
  // Two cores here and in CI; each worker runs a server and a Chromium.
  workers: 2,
  // No retries, in CI either: the journeys run against a local server with no outside
  // dependency, so a failure is a bug of the app or of the test to fix, not noise to retry
  // away; the failed run already keeps its trace and screenshot, and a retry would only hide
  // flakiness (and double the time of a real failure).
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  // The default for each web-first assertion (toHaveURL, toBeVisible, expect.poll...).
  expect: { timeout: 15_000 },
  outputDir: 'test-results',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // Read by scripts/test-all.mjs to count each test.
    ['json', { outputFile: '.tmp/e2e-results.json' }],
  ],
  use: {
    launchOptions,
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'phone-360',
      use: {
        browserName: 'chromium',
        viewport: phoneViewport,
        screen: phoneViewport,
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'en-IN',
        timezoneId: 'Asia/Kolkata',
      },
    },
  ],
});
