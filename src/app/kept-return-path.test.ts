import { beforeEach, describe, expect, it } from 'vitest';
import { keepReturnPath, takeReturnPath } from './kept-return-path';

describe('the path kept through onboarding', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps a path on this site and gives it back once', () => {
    keepReturnPath('/jobpostings/42?apply=1');
    expect(takeReturnPath()).toBe('/jobpostings/42?apply=1');
    expect(takeReturnPath()).toBeNull();
  });

  it('keeps nothing that is not a path on this site', () => {
    for (const raw of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'jobpostings',
      '',
      null,
      42,
    ]) {
      keepReturnPath(raw);
      expect(takeReturnPath(), String(raw)).toBeNull();
    }
  });

  it('refuses a stored value that is not a path on this site', () => {
    sessionStorage.setItem('rcm.returnTo', '//evil.example');
    expect(takeReturnPath()).toBeNull();
  });
});
