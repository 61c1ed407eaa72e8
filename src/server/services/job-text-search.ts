import { type SQL, sql } from 'drizzle-orm';
import { type SearchTerm, searchTerms, searchWords } from '../../contract/search-synonyms';
import { jobs } from '../db/schema';
import type { DbOrTx } from './file-store';

/**
 * The search box (issue 19) on the database's own text search. A job's words sit in
 * `jobs.search_vector` (title A, role B, specialisations and certifications C, company and city D;
 * kept by a trigger, migration 0009). Typed text becomes terms (contract/search-synonyms.ts: an
 * RCM abbreviation and its long form are one term); each term matches any of its phrases, its
 * word as a prefix ('hyder' finds Hyderabad), and, for a word the catalogue does not hold, the
 * catalogue words nearest to it by trigram similarity ('medcal' finds Medical). The jobs holding
 * every term are the answer; when no job holds them all, the jobs holding any of them are, those
 * holding more terms first. Then jobs holding more terms in their title come first, then more
 * terms outside company and city (role, skills, certifications), then the newest.
 */

/** Words shorter than this are not corrected (too few trigrams: 'cpc' is not a typo of 'ccs'). */
const CORRECT_FROM_LENGTH = 4;
/** Words this long or longer also match as a prefix. */
const PREFIX_FROM_LENGTH = 3;
/** The nearest catalogue words a typed word may stand for, at most, and how near (0..1). */
const CORRECTIONS_MAX = 2;
const CORRECTION_SIMILARITY_MIN = 0.35;

/** A tsquery lexeme, quoted (lexemes from the database may hold any character). */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

interface ResolvedTerm {
  term: SearchTerm;
  /** catalogue words a single typed word is corrected to */
  corrections: string[];
}

/** The tsquery text of one term, optionally only in these weights (e.g. 'A': the title). */
function termQuery({ term, corrections }: ResolvedTerm, weights = ''): string {
  const word = (text: string) =>
    text.length >= PREFIX_FROM_LENGTH
      ? `${lexeme(text)}:*${weights}`
      : `${lexeme(text)}${weights ? `:${weights}` : ''}`;
  const exact = (text: string) => `${lexeme(text)}${weights ? `:${weights}` : ''}`;
  const alternatives = [
    ...term.phrases.map((phrase) => phrase.map(word).join(' & ')),
    ...corrections.map(exact),
  ];
  return `(${alternatives.map((alternative) => `(${alternative})`).join(' | ')})`;
}

/** For each typed word to correct: the nearest catalogue words (none when the word is known). */
async function correctionsOf(db: DbOrTx, words: readonly string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (words.length === 0) return found;
  const typed = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  const rows = await db.execute<{ typed: string; word: string }>(sql`
    select t.typed, w.word
    from unnest(array[${typed}]::text[]) as t(typed)
    cross join lateral (
      select s.word from search_words s
      where s.word % t.typed and similarity(s.word, t.typed) >= ${CORRECTION_SIMILARITY_MIN}
      order by similarity(s.word, t.typed) desc, s.word
      limit ${CORRECTIONS_MAX}
    ) w
    where not exists (select 1 from search_words known where known.word = t.typed)`);
  for (const row of rowsOf<{ typed: string; word: string }>(rows))
    found.set(row.typed, [...(found.get(row.typed) ?? []), row.word]);
  return found;
}

/** The rows of `db.execute` (node-postgres answers a result object, PGlite one too; both `rows`). */
const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);

export interface TextSearch {
  /** jobs holding every term (each term forgiving) */
  all: SQL;
  /** jobs holding at least one term: searched only when no job holds them all */
  some: SQL;
  /** the relevance order (then the caller's newest first) */
  order: SQL[];
  /** the terms as searched (the counted totals' cache key) */
  key: string;
}

/** The search of typed text, or null when it holds no words (then nothing changes). */
export async function textSearchOf(db: DbOrTx, text: string): Promise<TextSearch | null> {
  const terms = searchTerms(searchWords(text));
  if (terms.length === 0) return null;
  const single = (term: SearchTerm) => term.phrases.length === 1 && term.typed.length === 1;
  const toCorrect = terms
    .filter(single)
    .map((term) => term.typed[0])
    .filter((word) => word.length >= CORRECT_FROM_LENGTH && !/^\d+$/.test(word));
  const corrections = await correctionsOf(db, [...new Set(toCorrect)]);
  const resolved: ResolvedTerm[] = terms.map((term) => ({
    term,
    corrections: single(term) ? (corrections.get(term.typed[0]) ?? []) : [],
  }));
  const vector = sql`${jobs.searchVector}`;
  const holds = (query: string) => sql`${vector} @@ ${query}::tsquery`;
  const count = (weights: string) =>
    sql.join(
      resolved.map((term) => sql`(${holds(termQuery(term, weights))})::int`),
      sql` + `,
    );
  const each = resolved.map((term) => termQuery(term));
  return {
    all: holds(each.join(' & ')),
    some: holds(each.join(' | ')),
    // more terms held (when only some are), more in the title, more outside company and city
    order:
      resolved.length === 1
        ? [sql`${count('A')} desc`, sql`${count('ABC')} desc`]
        : [sql`${count('')} desc`, sql`${count('A')} desc`, sql`${count('ABC')} desc`],
    key: JSON.stringify(resolved.map((term) => [term.term.phrases, term.corrections])),
  };
}
