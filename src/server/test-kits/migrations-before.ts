import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MIGRATIONS_FOLDER } from '../db/client';

/** The migrations' statements, in the journal's order, of those whose tag `keep` accepts. */
export function statementsOf(keep: (tag: string) => boolean): string[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries
    .filter((entry) => keep(entry.tag))
    .flatMap((entry) =>
      readFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8').split('--> statement-breakpoint'),
    );
}

/**
 * A migration's test: an embedded database migrated up to (not including) the migration `tag`,
 * and `migrate()` running that migration alone, after the test wrote the rows it should carry.
 */
export async function databaseBefore(tag: string): Promise<{ client: PGlite; migrate: () => Promise<void> }> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  for (const statement of statementsOf((each) => each < tag)) await client.exec(statement);
  return {
    client,
    migrate: async () => {
      for (const statement of statementsOf((each) => each === tag)) await client.exec(statement);
    },
  };
}
