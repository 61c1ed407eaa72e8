// The layer rules (scripts/lib/layers.mjs) and the 400-line limit (scripts/lib/file-lines.mjs),
// which `npm run lint` runs through scripts/check-layers.mjs: the project passes them, and probe
// imports placed where the rules apply are refused or allowed as docs/conventions.md says.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLimitedFile, lineCount, longFiles } from '../../scripts/lib/file-lines.mjs';
import { layerBreaches, layerOf, productionFiles } from '../../scripts/lib/layers.mjs';
import { PATH_ALIASES } from '../../scripts/lib/path-aliases.mjs';
import { root } from './source-files';

/** The breaches of one probe file at `path` importing `specifier`. */
function probe(path: string, specifier: string) {
  return layerBreaches(root, [{ path, source: `import { x } from '${specifier}';\n` }]);
}

describe('layers: imports go down the layers only', () => {
  it.each([
    // issue 35 §4: ui/ importing a feature, a service importing a route
    ['src/app/ui/probe.ts', '../features/jobs/job-format', 'app shared imports app features'],
    ['src/app/ui/probe.ts', '@app/features/jobs/job-format', 'app shared imports app features'],
    ['src/server/services/probe.ts', '../routes/jobs', 'server services imports server routes'],
    ['src/server/services/chat/probe.ts', '@server/routes/chat', 'server services imports server routes'],
    // the page title's circle: a type import of the generated route tree from ui/
    ['src/app/ui/probe.ts', '../routeTree.gen', 'app shared imports app entry'],
    ['src/app/api/probe.ts', '@app/routes/_signed-in', 'app shared imports app routes'],
    ['src/app/features/jobs/probe.ts', '@app/routes/_signed-in/dashboard', 'app features imports app routes'],
    ['src/app/offline/probe.ts', '@app/workspace-routes-mount', 'app shared imports app routes'],
    ['src/server/middleware/probe.ts', '../routes/auth', 'server middleware imports server routes'],
    [
      'src/server/services/probe.ts',
      '../middleware/require-session',
      'server services imports server middleware',
    ],
    ['src/server/db/probe.ts', '../services/passwords', 'server db imports server services'],
    ['src/server/routes/probe.ts', '../main', 'server routes imports server entry'],
    // the sides: the app never imports the server, nor the server the app
    ['src/app/ui/probe.ts', '@server/config', 'the app imports only its own side and the contract'],
    ['src/server/services/probe.ts', '@app/session', 'the server imports only its own side and the contract'],
    ['sw/probe.ts', '../src/app/session', 'the sw imports only its own side and the contract'],
  ])('%s importing %s is refused', (path, specifier, message) => {
    const breaches = probe(path, specifier);
    expect(breaches).toHaveLength(1);
    expect(breaches[0].message).toContain(message);
  });

  it.each([
    ['src/app/routes/_signed-in/probe.tsx', '@app/features/jobs/job-format'],
    ['src/app/features/jobs/probe.ts', '@app/ui/notify'],
    ['src/app/features/jobs/probe.ts', '@contract/jobs'],
    ['src/app/ui/probe.ts', '../api/call'],
    ['src/app/router.tsx', './routeTree.gen'],
    ['src/server/routes/probe.ts', '../middleware/require-session'],
    ['src/server/middleware/probe.ts', '../services/passwords'],
    ['src/server/services/probe.ts', '@server/db/schema'],
    ['src/server/db/probe.ts', '../config'],
    ['src/server/services/probe.test.ts', '../routes/jobs'],
    ['src/server/test-kits/probe.ts', '@server/routes/jobs'],
    ['sw/probe.ts', '../src/contract/push'],
  ])('%s importing %s is allowed', (path, specifier) => {
    expect(probe(path, specifier)).toEqual([]);
  });

  it('a type-only import counts like any other', () => {
    const source = "import type { FileRoutesById } from '../routeTree.gen';\n";
    expect(layerBreaches(root, [{ path: 'src/app/ui/probe.ts', source }])).toHaveLength(1);
  });

  it('places every production file of src/ and sw/ in a layer', () => {
    const unplaced = productionFiles(root)
      .map(({ path }) => path)
      .filter((path) => isLimitedFile(path) && !path.includes('/test-kits/') && layerOf(path) === null);
    expect(unplaced).toEqual([]);
  });

  it('the project keeps them', () => {
    expect(layerBreaches(root, productionFiles(root))).toEqual([]);
  });
});

describe('no production file over 400 lines', () => {
  const file = (path: string, lines: number) => ({ path, source: 'x\n'.repeat(lines) });

  it('refuses a file of 401 lines and takes one of 400', () => {
    expect(longFiles([file('src/server/probe.ts', 401)])).toEqual([
      { file: 'src/server/probe.ts', lines: 401 },
    ]);
    expect(longFiles([file('src/server/probe.ts', 400)])).toEqual([]);
  });

  it('counts a last line without its newline', () => {
    expect(lineCount('a\nb')).toBe(2);
    expect(lineCount('a\nb\n')).toBe(2);
  });

  it('leaves out tests, test kits, generated route trees and migrations', () => {
    for (const path of [
      'src/server/x.test.ts',
      'src/app/x.test.tsx',
      'src/server/test-kits/x.ts',
      'src/app/routeTree.gen.ts',
      'src/server/db/migrations/x.ts',
    ]) {
      expect(longFiles([file(path, 500)])).toEqual([]);
    }
    expect(longFiles([file('sw/sw.ts', 500), file('src/server/db/worker.mjs', 500)])).toHaveLength(2);
  });

  it('the project keeps it', () => {
    expect(longFiles(productionFiles(root))).toEqual([]);
  });
});

describe('npm run lint', () => {
  it('runs the layer and size check after Biome', () => {
    const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
    expect(scripts.lint).toBe('biome check . && node scripts/check-layers.mjs');
  });

  it('the check exits 0 on the project', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts/check-layers.mjs')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('path aliases', () => {
  it("tsconfig.json's paths are scripts/lib/path-aliases.mjs's (Vite and Vitest take those)", () => {
    const tsconfig = JSON.parse(readFileSync(join(root, 'tsconfig.json'), 'utf8'));
    const fromTsconfig = Object.fromEntries(
      Object.entries(tsconfig.compilerOptions.paths as Record<string, string[]>).map(([key, [target]]) => [
        key.replace(/\/\*$/, ''),
        target.replace(/^\.\//, '').replace(/\/\*$/, ''),
      ]),
    );
    expect(fromTsconfig).toEqual(PATH_ALIASES);
  });
});
