/**
 * The job search box's words (issue 19): how typed text splits into words, and the RCM
 * abbreviations it understands both ways. Both the server (which builds the database's text
 * query from them) and tests read this; it imports nothing.
 */

/** The longest search box text. */
export const SEARCH_TEXT_MAX = 100;
/** At most this many words of the box are searched (the rest are ignored). */
export const SEARCH_WORDS_MAX = 8;

/**
 * Groups of phrases that mean the same: typing any phrase of a group matches every phrase of it.
 * Each phrase is lower-case words as the catalogue writes them.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['ar', 'accounts receivable'],
  ['rcm', 'revenue cycle management', 'revenue cycle'],
  ['cpc', 'certified professional coder'],
  ['ccs', 'certified coding specialist'],
  ['coc', 'certified outpatient coder'],
  ['ehr', 'electronic health record', 'electronic health records'],
  ['denial', 'denials'],
  ['mgmt', 'management'],
  ['exec', 'executive'],
  // one job's words for another's (a candidate typing 'ar calling' wants AR Caller jobs)
  ['caller', 'calling'],
  ['coder', 'coding'],
  ['biller', 'billing'],
  // cities by their former names, as many still say them
  ['bengaluru', 'bangalore'],
  ['gurugram', 'gurgaon'],
  ['mumbai', 'bombay'],
  ['chennai', 'madras'],
];

/**
 * The words of typed text: lower-case runs of letters and digits ('E&M' -> e, m; 'follow-up' ->
 * follow, up), at most SEARCH_WORDS_MAX.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '')
    .slice(0, SEARCH_WORDS_MAX);
}

/** One term of a search: the typed words it stands for, and every phrase (words) it may match. */
export interface SearchTerm {
  typed: string[];
  /** the typed phrase first, then its synonyms; each phrase a list of words */
  phrases: string[][];
}

const GROUPS = SEARCH_SYNONYMS.map((group) => group.map((phrase) => phrase.split(' ')));

const startsWith = (words: readonly string[], at: number, phrase: readonly string[]) =>
  phrase.every((word, index) => words[at + index] === word);

/**
 * The terms of typed words: a run of words that is a phrase of a synonym group becomes one term
 * matching the group's phrases (the longest phrase wins); every other word is a term by itself.
 */
export function searchTerms(words: readonly string[]): SearchTerm[] {
  const terms: SearchTerm[] = [];
  let at = 0;
  while (at < words.length) {
    let best: { length: number; group: string[][]; phrase: string[] } | null = null;
    for (const group of GROUPS) {
      for (const phrase of group) {
        if (phrase.length > (best?.length ?? 0) && startsWith(words, at, phrase))
          best = { length: phrase.length, group, phrase };
      }
    }
    if (best) {
      const typed = best.phrase;
      terms.push({ typed, phrases: [typed, ...best.group.filter((phrase) => phrase !== typed)] });
      at += best.length;
    } else {
      terms.push({ typed: [words[at]], phrases: [[words[at]]] });
      at += 1;
    }
  }
  return terms;
}
