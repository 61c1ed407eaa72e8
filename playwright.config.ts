/**
 * End-to-end test configuration, shared by the harness (tests/e2e/harness.ts) and the runner
 * (scripts/e2e.mjs).
 *
 * The journeys use playwright-core driving Debian's Chromium (no browser downloads on this
 * machine or in CI) under node's own test runner (`node --import tsx --test`), so the file holds
 * plain settings rather than a @playwright/test `defineConfig`.
 */
import type { LaunchOptions } from 'playwright-core';

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
];

/** Launch options for every browser of the journeys. HEADED=1 shows the window (needs a display). */
export const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: process.env.HEADED !== '1',
  args: [...chromiumArgs],
};

/** A cheap Android phone: the width the specs require every screen to fit. */
export const phoneViewport = { width: 360, height: 740 } as const;

export interface E2eConfig {
  /** Folder of the journey files. */
  testDir: string;
  /** Journey files end with this. */
  testSuffix: string;
  /** Longest a single test may run, in milliseconds. */
  testTimeoutMs: number;
  /** Longest the server may take to answer /api/health after start, in milliseconds. */
  serverStartTimeoutMs: number;
  /** Longest a page action or wait may take by default, in milliseconds. */
  actionTimeoutMs: number;
  /** Journey files run one after another: CI has two cores, and each file starts its own server. */
  concurrency: number;
}

export const e2eConfig: E2eConfig = {
  testDir: 'tests/e2e',
  testSuffix: '.spec.ts',
  testTimeoutMs: 180_000,
  serverStartTimeoutMs: 120_000,
  actionTimeoutMs: 15_000,
  concurrency: 1,
};

export default e2eConfig;
