#!/usr/bin/env node
// `npm run reports [-- --limit N]`: the messages candidates reported (scam or spam), newest first,
// for the operator, on the database the server would use (DATA_DIR, default ./.data, or
// DATABASE_URL) (src/server/db/reports-cli.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/db/reports-cli.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
