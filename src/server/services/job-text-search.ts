import {
  SEARCH_CERTIFICATIONS,
  SEARCH_SYNONYM_WORDS,
  type SearchTerm,
  searchTerms,
  searchWords,
  typoOf,
} from '@contract/search-synonyms';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { jobRankWords, jobs } from '../db/schema';
import { CITIES } from '../db/seed-data';
import type { DbOrTx } from './file-store';

/**
 * The search box (issue 19) on the database's own text search. A job's words sit in
 * `jobs.search_vector` (title A, role B, specialisations and certifications C, company, city,
 * experience level, job type, process and the requirements, good-to-have and benefits texts D;
 * kept by triggers, migrations 0009 and 0011). Typed text becomes terms
 * (contract/search-synonyms.ts: an RCM abbreviation and its long form are one term); each term
 * matches any of its phrases; a word of its own matches the catalogue words it begins ('hyder'
 * finds Hyderabad) or, when it begins none, a synonym's word or a city name it is a typo of
 * ('banglore': Bangalore, so Bengaluru; 'gurgoan': Gurgaon) or else the catalogue words nearest to
 * it by trigram similarity ('medcal' finds Medical), the catalogue's words looked up in the small
 * `search_words` table. The jobs
 * holding every term come first: more terms in their title first, then more terms outside company
 * and city (role, skills, certifications), then the newest. After them, in the same list, the jobs
 * holding some of the terms but not all (job-search.ts bounds how many): more terms held first,
 * then as above.
 */

/** Words this long or longer also match the catalogue words they begin ('hyder': Hyderabad). */
const PREFIX_FROM_LENGTH = 3;
/** Words shorter than this are not corrected (too few trigrams: 'cpc' is not a typo of 'ccs'). */
const CORRECT_FROM_LENGTH = 4;
/** The catalogue words a typed word may begin, at most (the shortest first). */
const PREFIXED_MAX = 6;
/** How near (trigram similarity, 0..1) a catalogue word must be to correct a typed word... */
const CORRECTION_SIMILARITY_MIN = 0.35;
/** ...and at most this much less near than the nearest ('medcal': medical, not med). */
const CORRECTION_SPREAD = 0.1;
const CORRECTIONS_MAX = 2;

/** The words a job's process is written with in its vector (migration 0011). */
const PROCESS_WORDS = ['voice', 'nonvoice'];

/** A tsquery lexeme, quoted (lexemes from the database may hold any character). */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

interface ResolvedTerm {
  term: SearchTerm;
  /** for a term of one typed word: the catalogue words it stands for (empty: the word itself) */
  lexemes: string[];
}

/**
 * A term's phrases without those another of them implies: a phrase holding every word of another
 * ('nonvoice process' holds 'nonvoice') matches only jobs the shorter one matches, and each
 * alternative costs the query a test on every job it reads.
 */
export function neededPhrases(phrases: readonly (readonly string[])[]): (readonly string[])[] {
  return phrases.filter(
    (phrase, at) =>
      !phrases.some(
        (other, otherAt) =>
          otherAt !== at &&
          other.every((word) => phrase.includes(word)) &&
          (other.length < phrase.length || otherAt < at),
      ),
  );
}

/**
 * The tsquery text of one term. Exact
 * lexemes only: the prefixes and corrections are resolved on the small words table first, as a
 * prefix (`:*`) in the query costs the index a scan of every word it begins.
 */
function termQuery({ term, lexemes }: ResolvedTerm): string {
  const alternatives =
    lexemes.length > 0
      ? lexemes.map(lexeme)
      : neededPhrases(term.phrases).map((phrase) => phrase.map(lexeme).join(' & '));
  return `(${alternatives.map((alternative) => `(${alternative})`).join(' | ')})`;
}

/**
 * For each typed word: the catalogue words it begins (itself included when the catalogue holds it;
 * `begins`) or, when it begins none, the catalogue words nearest to it (its typo corrected); none
 * when nothing is near.
 */
async function catalogueWordsOf(
  db: DbOrTx,
  words: readonly string[],
): Promise<Map<string, { words: string[]; begins: boolean }>> {
  const found = new Map<string, { words: string[]; begins: boolean }>();
  if (words.length === 0) return found;
  const typed = sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  );
  // typed words are letters and digits only (searchWords), so they hold no LIKE characters
  const rows = await db.execute(sql`
    select t.typed, w.word, w.nearness
    from unnest(array[${typed}]::text[]) as t(typed)
    cross join lateral (
      (select s.word, 1.0::real as nearness from search_words s
        where s.word like t.typed || '%' order by length(s.word), s.word limit ${PREFIXED_MAX})
      union all
      (select s.word, similarity(s.word, t.typed) from search_words s
        where length(t.typed) >= ${CORRECT_FROM_LENGTH} and s.word % t.typed
          and similarity(s.word, t.typed) >= ${CORRECTION_SIMILARITY_MIN}
          and not exists (select 1 from search_words k where k.word like t.typed || '%')
        order by similarity(s.word, t.typed) desc, s.word limit ${CORRECTIONS_MAX})
    ) w`);
  const nearest = new Map<string, number>();
  const list = rowsOf<{ typed: string; word: string; nearness: number }>(rows);
  for (const row of list) nearest.set(row.typed, Math.max(nearest.get(row.typed) ?? 0, Number(row.nearness)));
  for (const row of list) {
    if (Number(row.nearness) < (nearest.get(row.typed) ?? 0) - CORRECTION_SPREAD) continue;
    const entry = found.get(row.typed) ?? { words: [], begins: false };
    entry.words.push(row.word);
    entry.begins ||= Number(row.nearness) >= 1;
    found.set(row.typed, entry);
  }
  return found;
}

/** The words typos are corrected to before the catalogue's: the synonyms' and the cities'. */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...SEARCH_SYNONYM_WORDS,
  ...CITIES.flatMap((city) => searchWords(city.name)),
]);

export interface TextSearch {
  /** jobs holding every term (each term forgiving) */
  all: SQL;
  /** `all`'s terms as a tsquery's text (for the open jobs' narrow table, `openJobsHolding`) */
  allQuery: string;
  /** jobs holding some of the terms but not all (null for one term: none can) */
  someNotAll: SQL | null;
  /**
   * the relevance of a job of `all`, as values to rank by (highest first, each descending): more
   * terms in its title, then more outside company and city
   */
  rankAll: SQL[];
  /** the relevance of a job of `someNotAll`, as above: more terms held, then as `rankAll` */
  rankSome: SQL[];
  /** the terms as searched (the counted totals' cache key) */
  key: string;
}

/** Does typed text hold words to search by (else the search is the filters' alone)? */
export const hasTextSearch = (text: string): boolean => searchTerms(searchWords(text)).length > 0;

/** The search of typed text, or null when it holds no words (then nothing changes). */
export async function textSearchOf(db: DbOrTx, text: string): Promise<TextSearch | null> {
  const words = searchWords(text);
  const typedTerms = searchTerms(words);
  if (typedTerms.length === 0) return null;
  const single = (term: SearchTerm) => term.phrases.length === 1 && term.typed.length === 1;
  const toLookUp = typedTerms
    .filter(single)
    .map((term) => term.typed[0])
    .filter((word) => word.length >= PREFIX_FROM_LENGTH);
  const catalogueWords = await catalogueWordsOf(db, [...new Set(toLookUp)]);
  // a word beginning no catalogue word that is a typo of a synonym's word or a city name is read
  // as that word (and may then make a synonym's phrase: 'non voise')
  const corrected = new Set<string>();
  const read = words.map((word) => {
    if (!toLookUp.includes(word) || catalogueWords.get(word)?.begins) return word;
    const [known] = typoOf(word, KNOWN_WORDS);
    if (!known) return word;
    corrected.add(known);
    return known;
  });
  const terms = corrected.size > 0 ? searchTerms(read) : typedTerms;
  const resolved: ResolvedTerm[] = terms.map((term) => ({
    term,
    lexemes:
      single(term) && !corrected.has(term.typed[0]) ? (catalogueWords.get(term.typed[0])?.words ?? []) : [],
  }));
  const holds = (query: string) => sql`${jobs.searchVector} @@ ${query}::tsquery`;
  // ranking reads the unweighted title and core words (job_rank_words): the same test as a
  // weighted one on search_vector, without reading every position
  const wordsOf = { A: jobRankWords.title, ABC: jobRankWords.core } as const;
  const holdsIn = (words: keyof typeof wordsOf | '', query: string) =>
    words === '' ? holds(query) : sql`${wordsOf[words]} @@ ${query}::tsquery`;
  // the process (voice or not) is every such job's: it ranks none above another, though a title
  // may say it ('Healthcare Voice')
  const ranking = resolved.filter(
    (term) => !term.term.phrases.some((phrase) => phrase.length === 1 && PROCESS_WORDS.includes(phrase[0])),
  );
  const count = (words: keyof typeof wordsOf | '', terms = ranking) =>
    terms.length === 0
      ? sql`0`
      : sql.join(
          terms.map((term) => sql`(${holdsIn(words, termQuery(term))})::int`),
          sql` + `,
        );
  const each = resolved.map((term) => termQuery(term));
  // more terms in the title, then (a certification typed) naming no other certification in title,
  // role or certifications (no role names one), then more terms outside company and city
  const typedCertifications = new Set(
    terms.flatMap((term) => term.phrases.flat()).filter((word) => SEARCH_CERTIFICATIONS.includes(word)),
  );
  const otherCertifications = SEARCH_CERTIFICATIONS.filter((name) => !typedCertifications.has(name));
  const namesNoOther =
    typedCertifications.size > 0
      ? [sql`(not ${holdsIn('ABC', otherCertifications.map((name) => lexeme(name)).join(' | '))})::int`]
      : [];
  const rankAll = [count('A'), ...namesNoOther, count('ABC')];
  return {
    all: holds(each.join(' & ')),
    allQuery: each.join(' & '),
    someNotAll: each.length < 2 ? null : holds(`(${each.join(' | ')}) & !(${each.join(' & ')})`),
    rankAll,
    rankSome: [count('', resolved), ...rankAll],
    key: JSON.stringify(resolved.map((term) => [term.term.phrases, term.lexemes])),
  };
}
