// Is dist/ fresh? Builds it when not. Shared by start, e2e, lhci and test-all.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the built app is made of; a change to any of them calls for a new build. */
const SOURCES = [
  'src/app',
  'src/contract',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build.mjs',
  'package-lock.json',
];
const IGNORED = /\.test\.tsx?$|(^|\/)node_modules(\/|$)/;

/** Newest modification time under a file or folder (0 when absent). */
function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return IGNORED.test(path) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Why dist/ must be (re)built, or null when it is fresh. */
export function buildReason() {
  const built = join(root, 'dist/index.html');
  if (!existsSync(built)) return 'dist/ is missing';
  const builtAt = statSync(built).mtimeMs;
  const stale = SOURCES.filter((source) => newestMtime(join(root, source)) > builtAt);
  return stale.length > 0 ? `changed since the last build: ${stale.join(', ')}` : null;
}

/** Runs scripts/build.mjs (`npm run build`: vite build, prerender, precompress); returns its exit status. */
export function runBuild(extraArgs = []) {
  // Always a production bundle: under NODE_ENV=test (the journeys' servers) Vite would build with
  // import.meta.env.PROD false, and the app would not register its service worker.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, [join(root, 'scripts/build.mjs'), ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  return result.status ?? 1;
}

/** Builds when dist/ is missing or stale; returns false when a needed build failed. */
export function ensureBuild({ quiet = false } = {}) {
  const reason = buildReason();
  if (!reason) return true;
  console.log(`Building the app (${reason})...`);
  return runBuild(quiet ? ['--logLevel', 'warn'] : []) === 0;
}
