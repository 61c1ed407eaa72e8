import { JOB_PAGE_MAX } from '@contract/job-limits';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { idParam, pageParam, parsePageSearch } from './workspace-params';

describe('idParam', () => {
  it('reads a positive whole number', () => {
    expect(idParam('5')).toBe(5);
    expect(idParam('9007199254740991')).toBe(9007199254740991);
  });
  it.each(['0', '-1', '1.5', 'abc', '', '05', '99999999999999999', '9007199254740992'])(
    '%s goes to the jobs',
    (text) => {
      let thrown: unknown;
      try {
        idParam(text);
      } catch (error) {
        thrown = error;
      }
      expect(isRedirect(thrown)).toBe(true);
      expect((thrown as { options: { to: string } }).options.to).toBe('/recruiter');
    },
  );
});

describe('pageParam', () => {
  it('keeps a page from 2 to the last one, as text or number', () => {
    expect(pageParam('2')).toBe(2);
    expect(pageParam(3)).toBe(3);
    expect(pageParam(JOB_PAGE_MAX)).toBe(JOB_PAGE_MAX);
  });
  it.each([1, 0, -2, 1.5, 'x', JOB_PAGE_MAX + 1, null])('drops %s (page 1)', (raw) => {
    expect(pageParam(raw)).toBeUndefined();
  });
  it("is the inbox's whole search", () => {
    expect(parsePageSearch({ page: '4', other: 'x' })).toEqual({ page: 4 });
  });
});
