#!/usr/bin/env node
// `npm run operator:add -- --email x@y --first-name A --last-name B --password P`: adds an operator
// (role 1, issue 37) on the database the server would use (src/server/db/operator-add-cli.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/db/operator-add-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
