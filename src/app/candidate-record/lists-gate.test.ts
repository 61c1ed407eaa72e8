import { describe, expect, it } from 'vitest';
import { namesWithOther, withChosen } from './lists-gate';

describe('withChosen (a saved name a list no longer holds stays shown and chosen)', () => {
  it('adds the chosen names the list lacks before a trailing Other, once each', () => {
    expect(withChosen(['AR calling', 'Other'], ['AR Calling', 'AR calling', 'AR Calling'])).toEqual([
      'AR calling',
      'AR Calling',
      'Other',
    ]);
  });

  it('appends them when the list has no Other, and ignores blanks', () => {
    expect(withChosen(['Chennai'], ['Pune', ''])).toEqual(['Chennai', 'Pune']);
  });

  it('leaves a list that holds every chosen name as it is', () => {
    expect(withChosen(namesWithOther([{ name: 'Epic' }]), ['Epic', 'Other'])).toEqual(['Epic', 'Other']);
  });
});
