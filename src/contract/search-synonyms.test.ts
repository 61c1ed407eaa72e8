import { describe, expect, it } from 'vitest';
import {
  editsBetween,
  SEARCH_SYNONYMS,
  SEARCH_WORDS_MAX,
  searchTerms,
  searchWords,
  typedWords,
  typoOf,
} from './search-synonyms';

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
        // lower-case words as the splitter reads them (Devanagari's vowel signs kept)
        expect(searchWords(phrase).join(' ')).toBe(phrase);
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
    // 'jobs' says nothing more: a noise word
    expect(rcm.map((term) => term.typed)).toEqual([['revenue', 'cycle', 'management']]);
  });

  it('answers no terms for no words', () => {
    expect(searchTerms([])).toEqual([]);
  });

  it('reads non-voice, nonvoice and non voice (process) as one term, and voice process as voice', () => {
    for (const typed of ['non-voice', 'nonvoice', 'Non Voice', 'non voice process']) {
      expect(phrasesOf(typed), typed).toHaveLength(1);
      expect(phrasesOf(typed)[0]).toContainEqual(['nonvoice']);
    }
    expect(phrasesOf('voice process')).toEqual([[['voice', 'process'], ['voice']]]);
  });

  it('drops the Hinglish and English words for a job, and reads ghar se kaam as work from home', () => {
    expect(searchTerms(searchWords('naukri in Chennai')).map((term) => term.typed)).toEqual([['chennai']]);
    expect(searchTerms(searchWords('नौकरी'))).toEqual([]);
    for (const typed of ['ghar se kaam', 'घर से काम', 'WFH']) {
      expect(phrasesOf(typed)[0], typed).toContainEqual(['work', 'from', 'home']);
    }
  });
});

describe('typedWords (the one splitter: the filters and, cut further, the search box)', () => {
  it('splits at spaces and commas', () => {
    expect(typedWords(' CPC, CCS ')).toEqual(['cpc', 'ccs']);
    expect(typedWords('E&M follow-up (ICD-10).')).toEqual(['e&m', 'follow-up', '(icd-10).']);
    expect(typedWords(' , ')).toEqual([]);
  });

  it('is what searchWords cuts further, as the database cuts words', () => {
    expect(searchWords('E&M follow-up')).toEqual(['e', 'm', 'follow', 'up']);
  });
});

describe('searchWords in Devanagari', () => {
  it('keeps the vowel signs in their words', () => {
    expect(searchWords('घर से काम')).toEqual(['घर', 'से', 'काम']);
    expect(searchWords('नौकरी, पुणे')).toEqual(['नौकरी', 'पुणे']);
  });
});

describe('typoOf', () => {
  const known = ['bangalore', 'gurgaon', 'hyderabad', 'nonvoice', 'receivable', 'pune'];
  it.each([
    ['banglore', 'bangalore'],
    ['gurgoan', 'gurgaon'],
    ['hydrabad', 'hyderabad'],
    ['nonvoise', 'nonvoice'],
    ['recievable', 'receivable'],
  ])('reads %s as %s', (typed, meant) => {
    expect(typoOf(typed, known)).toEqual([meant]);
  });

  it('corrects no short word, no known word and nothing far', () => {
    expect(typoOf('pine', known)).toEqual([]);
    expect(typoOf('gurgaon', known)).toEqual([]);
    expect(typoOf('medical', known)).toEqual([]);
  });

  it('counts the edits, a swap of neighbours as one', () => {
    expect(editsBetween('gurgoan', 'gurgaon', 2)).toBe(1);
    expect(editsBetween('banglore', 'bangalore', 2)).toBe(1);
    expect(editsBetween('kitten', 'sitting', 5)).toBe(3);
    expect(editsBetween('kitten', 'sitting', 1)).toBe(2);
  });
});
