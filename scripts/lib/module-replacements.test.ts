import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_REPLACEMENTS, replacementFor } from './module-replacements.mjs';

const node = '/repo/node_modules';

describe('the replacements of Mantine modules (build and component tests)', () => {
  it('points ScrollArea’s import of @floating-ui/react at the one hook it uses', () => {
    const importer = `${node}/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs`;
    expect(replacementFor('@floating-ui/react', importer)).toMatch(/src\/app\/ui\/merge-refs\.ts$/);
  });

  it('points @mantine/hooks’ useId module at React’s id', () => {
    const importer = `${node}/@mantine/hooks/esm/index.mjs`;
    expect(replacementFor('./use-id/use-id.mjs', importer)).toMatch(/src\/app\/ui\/mantine-use-id\.ts$/);
  });

  it('leaves the same import from any other module alone', () => {
    expect(
      replacementFor('@floating-ui/react', `${node}/@mantine/core/esm/components/Menu/Menu.mjs`),
    ).toBeNull();
    expect(replacementFor('./use-id/use-id.mjs', `${node}/other/esm/index.mjs`)).toBeNull();
    expect(replacementFor('@floating-ui/react', undefined)).toBeNull();
  });

  it('names files that exist, and imports that the packages still write', async () => {
    const { readFile } = await import('node:fs/promises');
    for (const entry of MODULE_REPLACEMENTS) expect(existsSync(entry.replacement)).toBe(true);
    const hooksIndex = await readFile('node_modules/@mantine/hooks/esm/index.mjs', 'utf8');
    expect(hooksIndex).toContain('"./use-id/use-id.mjs"');
    const scrollArea = await readFile(
      'node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs',
      'utf8',
    );
    expect(scrollArea).toContain('"@floating-ui/react"');
  });
});
