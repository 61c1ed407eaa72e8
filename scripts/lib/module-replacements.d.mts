// Types of module-replacements.mjs for vite.config.ts and vitest.config.ts.
import type { Plugin } from 'vite';

export const MODULE_REPLACEMENTS: ReadonlyArray<{ source: string; importer: RegExp; replacement: string }>;
/** The absolute path of the file used in place of `source` imported by `importer`, or null. */
export function replacementFor(source: string, importer: string | undefined): string | null;
export function moduleReplacements(): Plugin;
