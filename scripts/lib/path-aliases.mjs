// The path aliases of src/ (issue 35 §4), one list for every tool that resolves imports: Vite and
// Vitest take `viteAliases()`; TypeScript, tsx, knip and Playwright read tsconfig.json's `paths`,
// which tests/lint/layers.test.ts checks against this list. An import that climbs two folders or
// more out of its own feature names its target by alias: '@app/ui/notify', not '../../../ui/notify'.
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** Each alias and the folder it names, relative to the project's root. */
export const PATH_ALIASES = {
  '@app': 'src/app',
  '@server': 'src/server',
  '@contract': 'src/contract',
};

/** The aliases as Vite's `resolve.alias` entries (`@app/ui/notify` -> <root>/src/app/ui/notify). */
export function viteAliases() {
  return Object.entries(PATH_ALIASES).map(([alias, folder]) => ({
    find: new RegExp(`^${alias}/`),
    replacement: `${resolve(root, folder)}/`,
  }));
}
