#!/usr/bin/env node
// `npm run recruiter:remove -- --email x@y`: removes a recruiter (no sign-in, every session and
// open event stream ended) on the database the server would use (DATA_DIR, default ./.data, or
// DATABASE_URL) (src/server/db/recruiter-remove-cli.ts).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'src/server/db/recruiter-remove-cli.ts', ...process.argv.slice(2)],
  { cwd: root, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
