import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { idNumber, positiveIdText } from './ids';
import { JOB_PAGE_MAX } from './job-limits';
import { ROW_ID_MAX } from './limits';
import { pageBodyField, pageQueryField, positiveIdOf } from './primitives';

const ok = <S extends v.GenericSchema>(schema: S, input: unknown) => v.safeParse(schema, input).success;

describe('positive ids (a path parameter: positiveIdOf)', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(ROW_ID_MAX), ROW_ID_MAX],
  ])('takes %s', (text, id) => expect(positiveIdOf(text)).toBe(id));

  it.each([
    ['0', 'zero'],
    ['-1', 'negative'],
    [String(ROW_ID_MAX + 1), 'too big'],
    ['99999999999', 'too many digits'],
    ['abc', 'not a number'],
    ['1.5', 'not whole'],
    ['01', 'a leading zero'],
    ['', 'empty'],
    [undefined, 'absent'],
  ] as [string | undefined, string][])('refuses %s (%s)', (text) => expect(positiveIdOf(text)).toBeNull());
});

describe('positive ids in a body: the same rule (ids.ts)', () => {
  const asText = positiveIdText('job_id');
  const asNumber = idNumber('job_id');
  it('takes 1 and ROW_ID_MAX, as text and as a number', () => {
    for (const id of [1, ROW_ID_MAX]) {
      expect(ok(asText, String(id))).toBe(true);
      expect(ok(asNumber, id)).toBe(true);
    }
  });
  it.each([
    [0, 'zero'],
    [-1, 'negative'],
    [ROW_ID_MAX + 1, 'too big'],
    [Number.NaN, 'not a number'],
    [1.5, 'not whole'],
  ])('refuses %s (%s)', (id) => {
    expect(ok(asNumber, id)).toBe(false);
    expect(ok(asText, String(id))).toBe(false);
  });
  it('refuses what is not a number at all', () => {
    expect(ok(asNumber, 'abc')).toBe(false);
    expect(ok(asText, 'abc')).toBe(false);
  });
});

describe('page numbers', () => {
  it('a query page: 1 when absent, 1 to JOB_PAGE_MAX', () => {
    expect(v.parse(pageQueryField, undefined)).toBe(1);
    expect(v.parse(pageQueryField, '3')).toBe(3);
    expect(v.parse(pageQueryField, String(JOB_PAGE_MAX))).toBe(JOB_PAGE_MAX);
  });
  it.each([
    ['0', 'zero'],
    ['-1', 'negative'],
    [String(JOB_PAGE_MAX + 1), 'too big'],
    ['1234567', 'too many digits'],
    ['x', 'not a number'],
    ['1.5', 'not whole'],
  ])('a query page refuses %s (%s)', (text) => expect(ok(pageQueryField, text)).toBe(false));

  it('a body page: 1 when absent, 1 to JOB_PAGE_MAX', () => {
    expect(v.parse(pageBodyField, undefined)).toBe(1);
    expect(v.parse(pageBodyField, JOB_PAGE_MAX)).toBe(JOB_PAGE_MAX);
  });
  it.each([
    [0, 'zero'],
    [-1, 'negative'],
    [JOB_PAGE_MAX + 1, 'too big'],
    ['2', 'not a number'],
    [1.5, 'not whole'],
  ] as [unknown, string][])('a body page refuses %s (%s)', (page) =>
    expect(ok(pageBodyField, page)).toBe(false),
  );
});
