import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema';

/**
 * The migrated, empty PGlite data folder the test databases start from (openTestDatabase), as a
 * tarball. Making it (PGlite's start, then every migration) costs about 8 s of CPU, and each server
 * test file runs in a process of its own: so it is made once per checkout and kept in the system's
 * temporary folder under a name that changes with the migrations and PGlite's version, and every
 * later process loads that file (about 0.1 s).
 */

/** The folder's name: a hash of every migration file and of PGlite's version. */
export function templateName(migrationsFolder: string): string {
  const hash = createHash('sha256');
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // dist/index.cjs: its package.json is one folder up
  hash.update(readFileSync(join(dirname(pgliteEntry), '..', 'package.json')));
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return `rcm-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`;
}

/**
 * The extensions the migrations create (pg_trgm: the job search's trigram indexes); the database
 * thread (pglite-thread-worker.mjs) loads the same.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

async function makeTemplate(migrationsFolder: string): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** Templates of other migrations, a day old: each is 40 MB (a file, or a folder: see below). */
function removeOldTemplates(folder: string): void {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > 86_400_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // removed by another process meanwhile
    }
  }
}

let template: Promise<Blob> | undefined;

/** The template, read from its file or made (and written there for the next process). */
export function migratedPgliteTemplate(migrationsFolder: string): Promise<Blob> {
  template ??= (async () => {
    const folder = join(tmpdir(), 'rcm-test-templates');
    const file = join(folder, templateName(migrationsFolder));
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // not made yet
    }
    const made = await makeTemplate(migrationsFolder);
    // written under a name of its own, then renamed: a process reading it never sees half a file
    mkdirSync(folder, { recursive: true });
    removeOldTemplates(folder);
    const partial = `${file}.${process.pid}.partial`;
    try {
      writeFileSync(partial, Buffer.from(await made.arrayBuffer()));
      renameSync(partial, file);
    } catch {
      rmSync(partial, { force: true });
    }
    return made;
  })();
  template.catch(() => {
    template = undefined;
  });
  return template;
}

let folderTemplate: Promise<string> | undefined;

/**
 * The same template as a data folder on disk, for a server or an operator's command opening an
 * empty DATA_DIR outside production (client.ts openDatabase): copying it is a native file copy
 * (about 0.3 s), where PGlite's first start and every migration took 15 s on a busy 2-core machine,
 * and the journeys, the operator commands' tests and the offline trials each start from an empty
 * folder. Made once per checkout beside the tarball (from it), in a folder of its own renamed into
 * place: two processes making it at once both finish, the first rename wins.
 */
export function migratedPgliteFolder(migrationsFolder: string): Promise<string> {
  folderTemplate ??= (async () => {
    const folder = join(tmpdir(), 'rcm-test-templates');
    const made = join(folder, templateName(migrationsFolder).replace(/\.tar$/, '.dir'));
    if (existsSync(join(made, 'PG_VERSION'))) return made;
    const tarball = await migratedPgliteTemplate(migrationsFolder);
    mkdirSync(folder, { recursive: true });
    const partial = mkdtempSync(`${made}.partial-`);
    try {
      const client = await PGlite.create({
        dataDir: partial,
        loadDataDir: tarball,
        extensions: PGLITE_EXTENSIONS,
      });
      await client.close();
      renameSync(partial, made);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      // another process renamed its copy into place first
      if (!existsSync(join(made, 'PG_VERSION'))) throw error;
    }
    return made;
  })();
  folderTemplate.catch(() => {
    folderTemplate = undefined;
  });
  return folderTemplate;
}
