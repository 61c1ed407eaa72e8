import { describe, expect, it } from 'vitest';
import { SEARCH_SYNONYMS, SEARCH_WORDS_MAX, searchTerms, searchWords } from './search-synonyms';

const phrasesOf = (text: string) => searchTerms(searchWords(text)).map((term) => term.phrases);

describe('searchWords', () => {
  it('splits typed text into lower-case words of letters and digits', () => {
    expect(searchWords('  Medcal  CODER, chennai ')).toEqual(['medcal', 'coder', 'chennai']);
    expect(searchWords('E&M follow-up ICD-10')).toEqual(['e', 'm', 'follow', 'up', 'icd', '10']);
    expect(searchWords("'; drop table jobs; --")).toEqual(['drop', 'table', 'jobs']);
    expect(searchWords('')).toEqual([]);
  });

  it(`keeps at most ${SEARCH_WORDS_MAX} words`, () => {
    expect(searchWords('a b c d e f g h i j')).toHaveLength(SEARCH_WORDS_MAX);
  });
});

describe('the synonym table', () => {
  it('writes every phrase in lower-case words, each phrase in one group only', () => {
    const seen = new Set<string>();
    for (const group of SEARCH_SYNONYMS) {
      expect(group.length).toBeGreaterThanOrEqual(2);
      for (const phrase of group) {
        expect(phrase).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
        expect(seen.has(phrase)).toBe(false);
        seen.add(phrase);
      }
    }
  });

  it.each([
    ['ar', 'accounts receivable'],
    ['rcm', 'revenue cycle management'],
    ['cpc', 'certified professional coder'],
    ['ccs', 'certified coding specialist'],
    ['coc', 'certified outpatient coder'],
    ['ehr', 'electronic health record'],
    ['denial', 'denials'],
    ['mgmt', 'management'],
    ['exec', 'executive'],
    ['bengaluru', 'bangalore'],
    ['gurugram', 'gurgaon'],
  ])('understands %s and %s both ways', (short, long) => {
    const fromShort = phrasesOf(short);
    const fromLong = phrasesOf(long);
    expect(fromShort).toHaveLength(1);
    expect(fromLong).toHaveLength(1);
    expect(fromShort[0]).toContainEqual(long.split(' '));
    expect(fromLong[0]).toContainEqual([short]);
    // the typed phrase comes first
    expect(fromShort[0][0]).toEqual([short]);
    expect(fromLong[0][0]).toEqual(long.split(' '));
  });
});

describe('searchTerms', () => {
  it('makes each other word a term by itself', () => {
    expect(searchTerms(['medcal', 'posting', 'noida'])).toEqual([
      { typed: ['medcal'], phrases: [['medcal']] },
      { typed: ['posting'], phrases: [['posting']] },
      { typed: ['noida'], phrases: [['noida']] },
    ]);
  });

  it('reads a synonym phrase among other words as one term, the longest phrase first', () => {
    const terms = searchTerms(searchWords('Accounts Receivable calling Chennai'));
    expect(terms.map((term) => term.typed)).toEqual([['accounts', 'receivable'], ['calling'], ['chennai']]);
    expect(terms[1].phrases).toEqual([['calling'], ['caller']]);
    expect(terms[2].phrases).toEqual([['chennai'], ['madras']]);
    const rcm = searchTerms(searchWords('revenue cycle management jobs'));
    expect(rcm[0].typed).toEqual(['revenue', 'cycle', 'management']);
    expect(rcm[0].phrases).toContainEqual(['rcm']);
    expect(rcm.map((term) => term.typed)).toEqual([['revenue', 'cycle', 'management'], ['jobs']]);
  });

  it('answers no terms for no words', () => {
    expect(searchTerms([])).toEqual([]);
  });
});
