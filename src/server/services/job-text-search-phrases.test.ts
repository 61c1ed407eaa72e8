import { describe, expect, it } from 'vitest';
import { neededPhrases } from './job-text-search';

describe('neededPhrases', () => {
  it('drops a phrase holding every word of a shorter one', () => {
    expect(
      neededPhrases([['nonvoice'], ['non', 'voice'], ['nonvoice', 'process'], ['non', 'voice', 'process']]),
    ).toEqual([['nonvoice'], ['non', 'voice']]);
  });

  it('keeps phrases none of which implies another', () => {
    expect(
      neededPhrases([
        ['ar', 'caller'],
        ['accounts', 'receivable'],
      ]),
    ).toEqual([
      ['ar', 'caller'],
      ['accounts', 'receivable'],
    ]);
  });

  it('keeps the first of two phrases of the same words', () => {
    expect(
      neededPhrases([
        ['voice', 'process'],
        ['process', 'voice'],
      ]),
    ).toEqual([['voice', 'process']]);
  });
});
