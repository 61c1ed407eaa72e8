import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The project's root, which the lint checks read from. */
export const root = resolve(import.meta.dirname, '../..');

/** The TypeScript source files (not tests) under `dir`, relative to the root (`src/app/ui/modal.tsx`). */
export function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sources(path, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}
