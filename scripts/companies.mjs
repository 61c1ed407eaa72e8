#!/usr/bin/env node
// `npm run companies -- list|verify <id>|suspend <id>|restore <id>`: the operator's decisions on hiring
// companies (issue 37), on the database the server would use (src/server/db/companies-cli.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/db/companies-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
