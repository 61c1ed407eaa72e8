#!/usr/bin/env node
// `npm run recruiter:add -- --company "Name" --city Chennai --email x@y --first-name A --last-name B --password P`:
// adds a hiring company (or finds it by name) and its recruiter on the database the server would
// use (DATA_DIR, default ./.data, or DATABASE_URL) (src/server/db/recruiter-add-cli.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/db/recruiter-add-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
