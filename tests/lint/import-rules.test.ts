// The import rules of docs/conventions.md are Biome `noRestrictedImports` overrides in biome.json.
// This runs Biome with the project's biome.json on probe files placed where the rules apply (in a
// temporary copy of the layout), and checks that each breach is reported and each allowed import
// is not.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');

interface Probe {
  /** where the probe file sits, relative to the project root */
  file: string;
  /** the import specifier it uses */
  from: string;
  /** a word of the message expected, or null when the import is allowed */
  refused: string | null;
}

const FEATURE = 'A feature never imports another feature';
const RECORD = 'candidate-record/ is shared';
const CONTRACT = 'The contract imports nothing';
const KIT = 'never imports a test kit';
const ROUTE = 'No route module imports another';
const FENCE = 'The recruiter side and the candidate side share only';
const RECRUITER =
  'A recruiter feature (account, applicants, chat, find-candidates, interviews, job-editor, jobs, workspace) never imports another';

const probes: Probe[] = [
  // no feature imports another
  { file: 'src/app/features/jobs/probe-a.ts', from: '../profile/profile-texts', refused: FEATURE },
  { file: 'src/app/features/jobs/api/probe-b.ts', from: '../../profile/profile-texts', refused: FEATURE },
  {
    file: 'src/app/features/profile/edit-profile/probe-c.ts',
    from: '../../jobs/job-format',
    refused: FEATURE,
  },
  { file: 'src/app/features/jobs/probe-d.ts', from: '../../features/profile/x', refused: FEATURE },
  { file: 'src/app/features/jobs/probe-e.ts', from: './job-format', refused: null },
  { file: 'src/app/features/jobs/api/probe-f.ts', from: '../job-format', refused: null },
  { file: 'src/app/features/profile/edit-profile/probe-g.ts', from: '../profile-texts', refused: null },
  { file: 'src/app/features/jobs/api/probe-h.ts', from: '../../../ui/notify', refused: null },
  { file: 'src/app/features/jobs/probe-i.ts', from: '../../candidate-record/lists-gate', refused: null },
  // candidate-record/ never imports features/
  {
    file: 'src/app/candidate-record/looking-for/probe-j.ts',
    from: '../../features/profile/profile-texts',
    refused: RECORD,
  },
  { file: 'src/app/candidate-record/probe-k.ts', from: '../ui/notify', refused: null },
  // the contract imports nothing from app, server or worker
  { file: 'src/contract/probe-l.ts', from: '../server/config', refused: CONTRACT },
  { file: 'src/contract/candidate-record/probe-m.ts', from: '../../app/session', refused: CONTRACT },
  { file: 'src/contract/probe-n.ts', from: '../../sw/matchers', refused: CONTRACT },
  { file: 'src/contract/candidate-record/probe-o.ts', from: '../limits', refused: null },
  // no production file imports a test kit
  { file: 'src/server/services/probe-p.ts', from: '../test-kits/test-helpers', refused: KIT },
  { file: 'src/app/ui/probe-q.ts', from: '../test-kits/fetch-test-kit', refused: KIT },
  { file: 'sw/probe-r.ts', from: '../src/contract/test-kits/employment-test-kit', refused: KIT },
  { file: 'src/app/features/jobs/probe-s.ts', from: '../../test-kits/test-utils', refused: KIT },
  { file: 'src/server/routes/probe-t.ts', from: '../test-kits/auth-test-kit', refused: KIT },
  { file: 'src/server/probe-u.ts', from: '../../tests/e2e/fixtures', refused: KIT },
  { file: 'src/server/services/probe-v.test.ts', from: '../test-kits/test-helpers', refused: null },
  { file: 'src/app/test-kits/probe-w.ts', from: './fetch-test-kit', refused: null },
  // no route module imports another
  { file: 'src/server/routes/probe-x.ts', from: './otp', refused: ROUTE },
  { file: 'src/server/routes/probe-y.ts', from: '../services/otp', refused: null },
  { file: 'src/app/routes/probe-z.tsx', from: './_signed-in', refused: ROUTE },
  { file: 'src/app/routes/_signed-in/probe-1.tsx', from: '../_signed-out/login', refused: ROUTE },
  { file: 'src/app/routes/_signed-in/probe-2.tsx', from: './dashboard', refused: ROUTE },
  {
    file: 'src/app/routes/_signed-in/jobpostings/probe-3.tsx',
    from: '../../_signed-out/login',
    refused: ROUTE,
  },
  { file: 'src/app/routes/_signed-in/jobpostings/probe-4.tsx', from: './index', refused: ROUTE },
  { file: 'src/app/routes/_signed-in/probe-5.tsx', from: '../../features/jobs/job-card', refused: null },
  {
    file: 'src/app/routes/_signed-in/jobpostings/probe-6.tsx',
    from: '../../../features/jobs/job-search-screen',
    refused: null,
  },
  // issue 35 §4: no recruiter feature imports another; they share features/recruiter/shared and api/
  {
    file: 'src/app/features/recruiter/workspace/probe-r1.tsx',
    from: '../account/invite-dialog',
    refused: RECRUITER,
  },
  {
    file: 'src/app/features/recruiter/chat/probe-r2.tsx',
    from: '../applicants/applicants-texts',
    refused: RECRUITER,
  },
  {
    file: 'src/app/features/recruiter/jobs/probe-r3.tsx',
    from: '../job-editor/job-editor-form',
    refused: RECRUITER,
  },
  { file: 'src/app/features/recruiter/shared/probe-r4.ts', from: '../chat/chat-texts', refused: RECRUITER },
  { file: 'src/app/features/recruiter/api/probe-r5.ts', from: '../jobs/jobs-texts', refused: RECRUITER },
  {
    file: 'src/app/features/recruiter/applicants/probe-r6.tsx',
    from: '../shared/back-to-jobs',
    refused: null,
  },
  {
    file: 'src/app/features/recruiter/job-editor/probe-r7.tsx',
    from: '../api/get-recruiter-job',
    refused: null,
  },
  { file: 'src/app/features/recruiter/chat/probe-r8.tsx', from: './chat-texts', refused: null },
  { file: 'src/app/features/recruiter/jobs/probe-r9.tsx', from: '../../../ui/links', refused: null },
  { file: 'src/app/features/recruiter/jobs/probe-r10.tsx', from: '../../jobs/job-format', refused: FEATURE },
  {
    file: 'src/app/features/recruiter/jobs/probe-r11.tsx',
    from: '../../../test-kits/test-utils',
    refused: KIT,
  },
  // the workspace's own route tree: no route module imports another, as in routes/
  { file: 'src/app/workspace-routes/recruiter/probe-r12.tsx', from: './inbox', refused: ROUTE },
  { file: 'src/app/workspace-routes/recruiter/jobs/probe-r13.tsx', from: '../inbox', refused: ROUTE },
  {
    file: 'src/app/workspace-routes/recruiter/jobs/$jobId/probe-r14.tsx',
    from: '../../../../features/recruiter/jobs/jobs-screen',
    refused: null,
  },
  // issue 23: the recruiter side's fence on the server
  { file: 'src/server/routes/recruiter/probe-f1.ts', from: '../jobs', refused: FENCE },
  { file: 'src/server/routes/recruiter/probe-f2.ts', from: './applicants', refused: ROUTE },
  {
    file: 'src/server/routes/recruiter/probe-f3.ts',
    from: '../../services/recruiter/company-scope',
    refused: null,
  },
  { file: 'src/server/routes/recruiter/probe-f4.ts', from: '../../services/candidate-record', refused: null },
  { file: 'src/server/routes/probe-f5.ts', from: '../services/recruiter/company-scope', refused: FENCE },
  { file: 'src/server/routes/probe-f6.ts', from: './recruiter/jobs', refused: ROUTE },
  { file: 'src/server/routes/probe-f7.ts', from: '../services/application-timeline', refused: null },
  { file: 'src/server/services/probe-f8.ts', from: './recruiter/company-scope', refused: FENCE },
  { file: 'src/server/services/probe-f9.ts', from: '../routes/recruiter/jobs', refused: FENCE },
  { file: 'src/server/services/candidate-record/probe-f10.ts', from: '../recruiter/invites', refused: FENCE },
  { file: 'src/server/services/probe-f11.ts', from: './application-timeline', refused: null },
  { file: 'src/server/services/recruiter/probe-f12.ts', from: '../job-search', refused: FENCE },
  { file: 'src/server/services/recruiter/probe-f13.ts', from: '../../routes/jobs', refused: FENCE },
  { file: 'src/server/services/recruiter/probe-f14.ts', from: '../application-timeline', refused: null },
  { file: 'src/server/services/recruiter/probe-f15.ts', from: '../candidate-record', refused: null },
  { file: 'src/server/services/recruiter/probe-f16.ts', from: '../test-kits/x', refused: KIT },
  // the same fences for the path aliases' form (@server/..., @app/...)
  { file: 'src/server/services/recruiter/probe-a1.ts', from: '@server/services/job-search', refused: FENCE },
  { file: 'src/server/routes/recruiter/probe-a2.ts', from: '@server/routes/jobs', refused: FENCE },
  { file: 'src/server/routes/probe-a3.ts', from: '@server/services/recruiter/company-scope', refused: FENCE },
  {
    file: 'src/server/routes/recruiter/probe-a4.ts',
    from: '@server/services/recruiter/company-scope',
    refused: null,
  },
];

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let dir: string;
let diagnostics: Diagnostic[];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  copyFileSync(join(root, 'biome.json'), join(dir, 'biome.json'));
  for (const probe of probes) {
    const path = join(dir, probe.file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `import { probe } from '${probe.from}';\n\nexport const probed = probe;\n`);
  }
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const report = run.stdout.slice(run.stdout.indexOf('{'));
  diagnostics = (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics;
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function restrictedImportMessages(file: string): string[] {
  return diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports' && d.location.path === file)
    .map((d) => d.message);
}

describe('the import rules (biome.json): a breach fails `npm run lint`', () => {
  it.each(probes)('$file importing $from: $refused', ({ file, refused }) => {
    const messages = restrictedImportMessages(file);
    if (refused === null) expect(messages).toEqual([]);
    else expect(messages.some((message) => message.includes(refused))).toBe(true);
  });
});
