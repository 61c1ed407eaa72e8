// What the offline trials share (`npm run trial:offline`, `npm run trial:offline:chat`): their
// arguments, a seeded generator, a server on a copy of the build (so a trial may change its
// service worker), and the page-side steps (waiting for the worker's control, updating it).
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './build.mjs';
import { startServer } from './server.mjs';

/** `[count] [--seed N] [--keep]`: the number of trials (default 10), the seed (default: the time). */
export function trialArgs(args = process.argv.slice(2)) {
  const at = args.indexOf('--seed');
  return {
    trials: Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10),
    seed: Number((at >= 0 ? args[at + 1] : undefined) ?? Date.now() % 1_000_000),
    keep: args.includes('--keep'),
  };
}

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
export function generator(start) {
  let state = start >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The real server (NODE_ENV=test) serving a copy of dist/: `changeServiceWorker()` makes a new
 * worker version (sw.js changes by a comment, its compressed copies go); `stop(keep)` stops it and
 * removes the copy and, unless kept, the server's folder.
 */
export async function startTrialServer(name) {
  const distCopy = mkdtempSync(join(tmpdir(), `rcm-${name}-dist-`));
  cpSync(join(root, 'dist'), distCopy, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), `rcm-${name}-data-`));
  const server = await startServer({ env: { NODE_ENV: 'test', DIST_DIR: distCopy }, dataDir });
  let version = 0;
  return {
    baseUrl: server.baseUrl,
    changeServiceWorker() {
      version += 1;
      const file = join(distCopy, 'sw.js');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n// trial version ${version}\n`);
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
    },
    async stop(keep = false) {
      await server.stop();
      rmSync(distCopy, { recursive: true, force: true });
      if (!keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until a service worker controls the page. */
export function waitForControl(page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
  });
}

/** The page takes the new worker version (after changeServiceWorker): update, install, skip waiting. */
export function updateServiceWorker(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
    const waiting = registration?.waiting ?? registration?.installing;
    if (waiting) {
      await new Promise((resolve) => {
        if (waiting.state === 'installed') resolve();
        waiting.addEventListener('statechange', () => waiting.state === 'installed' && resolve());
        setTimeout(resolve, 15_000);
      });
      registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
    }
  });
}

/** Writes the run's counts to .tmp/<file>. */
export function writeTrialResults(file, results) {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  writeFileSync(join(root, '.tmp', file), JSON.stringify(results, null, 2));
}
