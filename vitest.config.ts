import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { moduleReplacements } from './scripts/lib/module-replacements.mjs';

const define = { __BUILD_ID__: JSON.stringify('test') };

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
          // Project configs do not inherit the root's timeouts; PGlite start-up is slow on a busy machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A copy: Vitest consumes a project's define object, so two projects cannot share one.
        define: { ...define },
        // the build's replacements of Mantine's modules: the components are tested as shipped
        plugins: [moduleReplacements()],
        test: {
          name: 'app',
          include: ['src/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./tests/vitest-app-setup.ts'],
          // Mantine's packages go through Vite (not Node), so the plugin above reaches their imports (all
          // of them: one left to Node would bring a second copy of @mantine/core and its context)
          server: { deps: { inline: [/@mantine[\\/]/] } },
          // Not inherited either: a screen test renders and types through jsdom, 5 s under a busy
          // machine's load (the default) failed tests that pass in 2 s alone.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
