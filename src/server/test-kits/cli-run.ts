import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { CliOutput } from '../db/client';

const root = resolve(import.meta.dirname, '../../..');

/** The environment of an operator's command in a test: the embedded database, never DATABASE_URL. */
export const cliEnv = (env: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  DATABASE_URL: '',
  ...env,
});

/**
 * Runs an operator's command (db/*-cli.ts) in the test's process: its exit status and what it
 * wrote. A node and a tsx start per case took seconds each; one spawn per command
 * (`runCliScript`) proves its wiring.
 */
export async function runCli(
  command: (args: string[], env: NodeJS.ProcessEnv, io: CliOutput) => Promise<number>,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const status = await command(args, cliEnv(env), {
    log: (...words: unknown[]) => stdout.push(`${words.join(' ')}\n`),
    error: (...words: unknown[]) => stderr.push(`${words.join(' ')}\n`),
  });
  return { status, stdout: stdout.join(''), stderr: stderr.join('') };
}

/** Runs `node scripts/<script> args` as an operator does (`npm run ...`). */
export function runCliScript(script: string, args: string[], env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [`scripts/${script}`, ...args], {
    cwd: root,
    encoding: 'utf8',
    env: cliEnv(env),
  });
}
