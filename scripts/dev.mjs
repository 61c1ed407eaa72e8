#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (tsx watch, port API_PORT, default 3000) and the
// Vite dev server (port VITE_PORT, default 5173), which proxies /api to the API server
// (vite.config.ts reads API_TARGET). Open the URL Vite prints. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root } from './lib/build.mjs';

process.chdir(root);
const apiPort = process.env.API_PORT?.trim() || '3000';
const vitePort = process.env.VITE_PORT?.trim() || '5173';
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };

const children = [
  spawn(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/main.ts'],
    {
      stdio: 'inherit',
      env: { ...env, PORT: apiPort },
    },
  ),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), '--port', vitePort], {
    stdio: 'inherit',
    env: { ...env, API_TARGET: process.env.API_TARGET || `http://localhost:${apiPort}` },
  }),
];

let stopping = false;
function stopAll(signal = 'SIGTERM', exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const forward = () => {
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    }
  };
  // Ctrl-C on a terminal reaches the children too (one process group): give them a moment
  // before passing it on, or tsx watch takes the second signal as "force kill".
  if (signal === 'SIGINT') setTimeout(forward, 3000).unref();
  else forward();
  let left = children.filter((c) => c.exitCode === null && c.signalCode === null).length;
  if (left === 0) process.exit(exitCode);
  for (const child of children) {
    child.once('exit', () => {
      left -= 1;
      if (left <= 0) process.exit(exitCode);
    });
  }
  // Whatever has not stopped after 10 s is killed.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(exitCode);
  }, 10_000).unref();
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(signal, 0));
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(
        `\n${child === children[0] ? 'The API server' : 'Vite'} stopped (exit ${code}); stopping the other.`,
      );
      stopAll('SIGTERM', code || 1);
    }
  });
}
