#!/usr/bin/env node
// `npm start`: builds the PWA when dist/ is missing or older than its sources, then runs the
// API server (src/server/main.ts through tsx), which migrates, seeds an empty database, serves
// dist/ and /api on PORT (default 3000) and prints its URL. Signals are passed to the server.
//
// SKIP_BUILD=1 serves whatever dist/ holds.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { ensureBuild, root } from './lib/build.mjs';

process.chdir(root);

if (process.env.SKIP_BUILD !== '1' && !ensureBuild({ quiet: true })) {
  console.error('The build failed; see above.');
  process.exit(1);
}

// SERVER_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (for tuning).
const profile = process.env.SERVER_CPU_PROF?.trim();
const profileArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
const server = spawn(process.execPath, [...profileArgs, '--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});

// Pass each signal on. (On a terminal, Ctrl-C reaches both processes; the server shuts down
// gracefully on the first signal it sees.)
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (server.exitCode === null && server.signalCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (constants.signals[signal] ?? 1));
});
