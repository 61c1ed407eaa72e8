import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { moduleReplacements } from './scripts/lib/module-replacements.mjs';
import { viteAliases } from './scripts/lib/path-aliases.mjs';

const define = { __BUILD_ID__: JSON.stringify('test') };

/** The tests of the build's replacements of Mantine's modules, run on Mantine as the build ships it. */
const MANTINE_AS_SHIPPED = 'src/app/ui/mantine-use-id.test.tsx';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker less than the cores: one on a 2-core machine. The server
    // tests wait on PostgreSQL and on PGlite's own thread much of the time, so two forks there
    // took 206 s where one took 348 s for the same six files (the same load).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        define,
        // @app/, @server/, @contract/ (scripts/lib/path-aliases.mjs); a project inherits no root option
        resolve: { alias: viteAliases() },
        test: {
          name: 'server',
          include: [
            'src/server/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'sw/**/*.test.ts',
            'tests/lint/*.test.ts',
            'scripts/lib/*.test.ts',
          ],
          environment: 'node',
          pool: 'forks',
          // Project configs do not inherit the root's timeouts; PGlite start-up is slow on a busy
          // machine (a clean CI run once failed a 30 s limit: the seed and CLI tests took 35-39 s
          // under load).
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A copy: Vitest consumes a project's define object, so two projects cannot share one.
        define: { ...define },
        resolve: { alias: viteAliases() },
        test: {
          name: 'app',
          include: ['src/app/**/*.test.{ts,tsx}'],
          exclude: [MANTINE_AS_SHIPPED],
          environment: 'jsdom',
          setupFiles: ['./tests/vitest-app-setup.ts'],
          // One jsdom and one import of React and Mantine per worker, not per file (a third of the
          // CPU); the setup file resets the page and the app's modules between files.
          isolate: false,
          // Not inherited either: a screen test renders and types through jsdom, 5 s under a busy
          // machine's load (the default) failed tests that pass in 2 s alone, and 20 s failed the
          // longest form journeys (21-34 s under load: Testing Library's visibility checks call
          // jsdom's getComputedStyle for every ancestor of every match).
          testTimeout: 45_000,
        },
      },
      {
        define: { ...define },
        // The build's replacements of Mantine's modules (scripts/lib/module-replacements.mjs),
        // tested on Mantine's own components. Mantine's packages go through Vite here (not Node),
        // so the plugin reaches their imports: all of them, since one left to Node would bring a
        // second copy of @mantine/core and its context. Only for these tests: transforming Mantine
        // for every component test made the unit step minutes longer.
        plugins: [moduleReplacements()],
        resolve: { alias: viteAliases() },
        test: {
          name: 'app-mantine',
          include: [MANTINE_AS_SHIPPED],
          environment: 'jsdom',
          setupFiles: ['./tests/vitest-app-setup.ts'],
          server: { deps: { inline: [/@mantine[\\/]/] } },
          testTimeout: 20_000,
        },
      },
    ],
  },
});
