// Starts `node scripts/start.mjs` on a free port with a temporary DATA_DIR and waits for
// /api/health (for scripts; the journeys' fixtures use tests/e2e/server.ts).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './build.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** @returns {Promise<{baseUrl: string, pid: number, logs: () => string, stop: () => Promise<void>}>} */
export async function startServer({ env = {}, timeoutMs = 120_000, dataDir: givenDataDir } = {}) {
  const port = await freePort();
  // a folder of the caller's is kept; a temporary one is removed at stop
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'rcm-server-'));
  const baseUrl = `http://localhost:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, SKIP_BUILD: '1', ...env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const answer = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (answer.ok) return { baseUrl, pid: child.pid, logs: () => output, stop };
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`The server did not start:\n${output}`);
}
