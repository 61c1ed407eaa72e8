#!/usr/bin/env node
// `npm run seed:jobs -- 100000`: fills the catalogue of the database the server would use
// (DATA_DIR, default ./.data, or DATABASE_URL) up to that many jobs (src/server/db/seed-jobs-cli.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/db/seed-jobs-cli.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
