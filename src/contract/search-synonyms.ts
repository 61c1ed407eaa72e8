/**
 * The job search box's words (issue 19): how typed text splits into words, and the RCM
 * abbreviations it understands both ways. Both the server (which builds the database's text
 * query from them) and tests read this. Its tables stay out of the first visit: the app's route
 * parsing reads the box's limit from job-search-fields.ts.
 */

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
  // the process (issue 22): 'non-voice' splits into two words, 'voice process' means voice jobs
  ['nonvoice', 'non voice', 'nonvoice process', 'non voice process'],
  ['voice', 'voice process'],
  // common Hinglish and Hindi job words (issue 22)
  ['work from home', 'wfh', 'ghar se kaam', 'ghar baithe kaam', 'घर से काम'],
];

/**
 * Words that say 'a job' and nothing more (English, Hinglish, Hindi): not searched, so 'naukri
 * chennai' finds the jobs in Chennai. A search of these alone is the filters' search.
 */
const SEARCH_NOISE_WORDS: ReadonlySet<string> = new Set([
  'job',
  'jobs',
  'naukri',
  'naukriyan',
  'vacancy',
  'vacancies',
  'opening',
  'openings',
  'नौकरी',
  'in',
  'at',
  'near',
  'me',
  'mein',
]);

/** The certifications a search may name (lower-case): a job naming one typed ranks above one naming another. */
export const SEARCH_CERTIFICATIONS: readonly string[] = [
  'cpc',
  'ccs',
  'coc',
  'crc',
  'cic',
  'cpb',
  'cpma',
  'crcr',
  'rhit',
  'rhia',
];

/** Not a letter (with its marks: Devanagari's vowel signs) nor a digit. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * The words of typed text, the one splitter of the job search (the filters and the search box):
 * lower-case, between spaces and commas ('CPC, CCS' -> cpc, ccs; 'E&M' stays e&m; 'follow-up'
 * stays follow-up), at most SEARCH_WORDS_MAX. The filters match these as parts of their columns
 * (a '%' is a '%').
 */
export function typedWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/u)
    .filter((word) => word !== '')
    .slice(0, SEARCH_WORDS_MAX);
}

/**
 * The search box's words: typedWords cut where the database's text search cuts them, at any
 * character that is not a letter, mark or digit ('E&M' -> e, m; 'follow-up' -> follow, up), at
 * most SEARCH_WORDS_MAX.
 */
export function searchWords(text: string): string[] {
  return typedWords(text)
    .flatMap((word) => word.split(NOT_WORD))
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
 * matching the group's phrases (the longest phrase wins); every other word is a term by itself, but
 * the noise words (SEARCH_NOISE_WORDS).
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
      if (!SEARCH_NOISE_WORDS.has(words[at])) terms.push({ typed: [words[at]], phrases: [[words[at]]] });
      at += 1;
    }
  }
  return terms;
}

/** The single words of the synonym table ('bangalore', 'gurgaon', 'nonvoice'...): typos of them are corrected. */
export const SEARCH_SYNONYM_WORDS: readonly string[] = [
  ...new Set(SEARCH_SYNONYMS.flatMap((group) => group.flatMap((phrase) => phrase.split(' ')))),
];

/**
 * The edits (a letter added, dropped, changed, or two neighbours swapped) that turn `a` into `b`,
 * or more than `max` (counted no further).
 */
export function editsBetween(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previous = before;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(row[j - 1] + 1, before[j] + 1, before[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, previous[j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = before;
    before = row;
  }
  return before[b.length];
}

/** How many edits a typed word may be from the word it means: none under 5 letters, 1 under 8, else 2. */
const editsForgiven = (word: string): number => (word.length < 5 ? 0 : word.length < 8 ? 1 : 2);

/**
 * The words of `vocabulary` a typed word is a typo of (the fewest edits, within editsForgiven):
 * 'banglore' -> bangalore, 'gurgoan' -> gurgaon. Empty when none is near or the word is one of them.
 */
export function typoOf(word: string, vocabulary: Iterable<string>): string[] {
  const max = editsForgiven(word);
  if (max === 0) return [];
  let fewest = max + 1;
  let nearest: string[] = [];
  for (const known of vocabulary) {
    if (known === word) return [];
    const edits = editsBetween(word, known, Math.min(max, fewest));
    if (edits < fewest) {
      fewest = edits;
      nearest = [known];
    } else if (edits === fewest && edits <= max) nearest.push(known);
  }
  return fewest <= max ? nearest : [];
}
