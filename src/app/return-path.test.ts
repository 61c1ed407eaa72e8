import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('takes back paths of the signed-in set, with their search', () => {
    expect(safeReturnPath('/jobpostings/123')).toBe('/jobpostings/123');
    expect(safeReturnPath('/jobpostings?location=Chennai&page=2')).toBe(
      '/jobpostings?location=Chennai&page=2',
    );
    expect(safeReturnPath('/saved-jobs')).toBe('/saved-jobs');
    expect(safeReturnPath('/assessment/6')).toBe('/assessment/6');
  });
  it('refuses other origins and anything odd', () => {
    for (const raw of [
      '//evil.example/jobpostings',
      'https://evil.example/jobpostings',
      '/\\evil.example',
      'jobpostings/1',
      '',
      `/jobpostings?${'x'.repeat(600)}`,
      42,
      null,
    ]) {
      expect(safeReturnPath(raw)).toBeNull();
    }
  });
});
