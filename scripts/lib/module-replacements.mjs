// Modules of Mantine's that the app's build (vite.config.ts) and its component tests
// (vitest.config.ts) take from src/app/ui instead: one plugin, so that the tests render what the
// build ships.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Each: the import as written (`source`), the module that writes it (`importer`, a path pattern),
 * and the file used in its place.
 */
export const MODULE_REPLACEMENTS = [
  {
    // Mantine's ScrollArea (in every signed-in screen's first chunk, with Modal and Drawer) imports
    // one hook from @floating-ui/react, which brought some 35 KB of floating-ui with it; the
    // menus' chunk still has the real one (src/app/ui/merge-refs.ts).
    source: '@floating-ui/react',
    importer: /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    replacement: 'src/app/ui/merge-refs.ts',
  },
  {
    // Mantine's useId sets a random id in a layout effect after mounting: every component with an
    // id rendered twice, the second time inside the first commit (src/app/ui/mantine-use-id.ts).
    source: './use-id/use-id.mjs',
    importer: /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/,
    replacement: 'src/app/ui/mantine-use-id.ts',
  },
];

/** The absolute path of the file used in place of `source` imported by `importer`, or null. */
export function replacementFor(source, importer) {
  if (!importer) return null;
  const found = MODULE_REPLACEMENTS.find((entry) => entry.source === source && entry.importer.test(importer));
  return found ? resolve(root, found.replacement) : null;
}

/** @returns {import('vite').Plugin} */
export function moduleReplacements() {
  return {
    name: 'rcm-module-replacements',
    enforce: 'pre',
    resolveId(source, importer) {
      return replacementFor(source, importer);
    },
  };
}
