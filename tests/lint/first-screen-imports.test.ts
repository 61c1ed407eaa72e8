// What a screen's first render must not pull in (docs/conventions.md, issue 26): Mantine's Modal
// and Drawer are imported only by ui/modal.tsx (mounted at their first opening); its Menu and
// Popover (floating-ui) only by ui/mantine-menu.tsx (a chunk of its own, loaded when a screen is
// idle or a menu first opens) and by the menus' own lazily loaded item modules; Mantine's useNetwork by nobody (useOnline, api/reachability.ts, reads the browser's
// answer as the screen is drawn instead of drawing it twice).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sources } from './source-files';

/** The names a file imports from a package (`import { A, type B, C as D } from 'pkg'`). */
function importedNames(source: string, from: string): string[] {
  const names: string[] = [];
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${from.replace('/', '\\/')}'`, 'g');
  for (const match of source.matchAll(pattern)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** Each name, and the modules that may import it. */
const ONLY_FROM: Record<string, string[]> = {
  Modal: ['src/app/ui/modal.tsx'],
  Drawer: ['src/app/ui/modal.tsx'],
  Menu: ['src/app/ui/mantine-menu.tsx', 'src/app/ui/account-menu.tsx', 'src/app/ui/share-menu.tsx'],
  Popover: ['src/app/ui/mantine-menu.tsx'],
};

describe('what a first screen must not pull in', () => {
  it('reads the names a file imports, values only', () => {
    const source = "import { Button, type ModalProps, Modal as M, Menu } from '@mantine/core';";
    expect(importedNames(source, '@mantine/core')).toEqual(['Button', 'Modal', 'Menu']);
  });

  const files = sources('src/app');
  it('finds the app’s sources', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('Mantine’s Modal and Drawer come only from ui/modal.tsx, its Menu and Popover only from the lazily loaded ui/mantine-menu.tsx and the menus’ item modules', () => {
    const breaches = files.flatMap((file) =>
      importedNames(readFileSync(join(root, file), 'utf8'), '@mantine/core')
        .filter((name) => ONLY_FROM[name] !== undefined && !ONLY_FROM[name].includes(file))
        .map((name) => `${file}: ${name}`),
    );
    expect(breaches).toEqual([]);
  });

  it('nothing uses Mantine’s useNetwork (useOnline instead)', () => {
    const breaches = files.filter((file) =>
      importedNames(readFileSync(join(root, file), 'utf8'), '@mantine/hooks').includes('useNetwork'),
    );
    expect(breaches).toEqual([]);
  });
});
