import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';
import { templateName } from './pglite-template';

/** The test databases' template is kept between processes under a name its migrations make. */
describe('the PGlite template’s name', () => {
  const copy = mkdtempSync(join(tmpdir(), 'rcm-migrations-'));
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('is the same for the same migrations wherever they are, and changes with any of them', () => {
    cpSync(MIGRATIONS_FOLDER, copy, { recursive: true });
    const name = templateName(MIGRATIONS_FOLDER);
    expect(name).toMatch(/^rcm-pglite-template-[0-9a-f]{16}\.tar$/);
    expect(templateName(copy)).toBe(name);
    writeFileSync(join(copy, '9999_added.sql'), 'select 1;');
    expect(templateName(copy)).not.toBe(name);
  });
});
