import { describe, expect, it } from 'vitest';
import {
  EMPTY_JOB_SEARCH,
  JOB_FILTERS,
  JOB_LIST_FILTERS,
  JOB_SEARCH_FIELDS,
  JOB_WORD_FILTERS,
} from './job-search-fields';
import { jobListPayloadSchema, jobSearchPayloadSchema, NO_JOB_SEARCH_FILTERS } from './jobs';
import { SAVED_SEARCH_FIELDS, savedSearchQuerySchema } from './saved-searches';

const sorted = (names: Iterable<string>) => [...names].sort();

describe('the job search vocabulary (one module names the filters)', () => {
  it('is what the search, list and saved search schemas take', () => {
    // beside the fields: the page and the order (sort, SS2), which are no part of a saved search
    expect(sorted(Object.keys(jobSearchPayloadSchema.entries))).toEqual(
      sorted([...JOB_SEARCH_FIELDS, 'page', 'sort']),
    );
    expect(sorted(Object.keys(jobListPayloadSchema.entries))).toEqual(sorted([...JOB_LIST_FILTERS, 'page']));
    expect(sorted(Object.keys(savedSearchQuerySchema.entries))).toEqual(sorted(JOB_SEARCH_FIELDS));
    expect(SAVED_SEARCH_FIELDS).toEqual(JOB_SEARCH_FIELDS);
    expect(sorted(Object.keys(NO_JOB_SEARCH_FILTERS))).toEqual(sorted(JOB_SEARCH_FIELDS));
    expect(Object.values(EMPTY_JOB_SEARCH).every((value) => value === '')).toBe(true);
  });

  it('holds the five word filters and the salary band, the lists without the certificate', () => {
    expect(sorted(JOB_FILTERS)).toEqual(sorted([...JOB_WORD_FILTERS, 'exp_ctc']));
    expect(JOB_WORD_FILTERS).toHaveLength(5);
    expect(JOB_LIST_FILTERS).not.toContain('certificate_type');
  });

  it('shapes q once: the search and a saved search refuse the same', () => {
    for (const schema of [jobSearchPayloadSchema.entries.q, savedSearchQuerySchema.entries.q]) {
      expect(schema).toBe(jobSearchPayloadSchema.entries.q);
    }
  });
});
