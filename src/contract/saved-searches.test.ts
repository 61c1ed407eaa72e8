import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeOutboxLabel, encodeOutboxLabel, outboxGroup } from './outbox';
import {
  ALL_JOBS_NAME,
  createSavedSearch,
  defaultSavedSearchName,
  deleteSavedSearch,
  EMPTY_SAVED_SEARCH,
  pickSavedSearch,
  renameSavedSearch,
  SAVED_SEARCH_NAME_MAX,
  SAVED_SEARCH_NAME_REQUIRED,
  SAVED_SEARCH_NAME_TOO_LONG,
  savedSearchKey,
  savedSearchNameSchema,
  savedSearchQuerySchema,
} from './saved-searches';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the saved search contract', () => {
  it('a stored search is the words and six filters, each trimmed text, absent ones empty', () => {
    expect(v.parse(savedSearchQuerySchema, { q: ' medical coder ', location: 'Chennai ' })).toEqual({
      ...EMPTY_SAVED_SEARCH,
      q: 'medical coder',
      location: 'Chennai',
    });
    expect(v.parse(savedSearchQuerySchema, {})).toEqual(EMPTY_SAVED_SEARCH);
  });

  it('refuses an unknown field, a filter past 100 characters and a salary that is not a band', () => {
    expect(firstMessage(savedSearchQuerySchema, { salary: '1' })).toBe('search has an unknown field');
    expect(firstMessage(savedSearchQuerySchema, { q: 'x'.repeat(101) })).toBe(
      'q must be at most 100 characters',
    );
    expect(firstMessage(savedSearchQuerySchema, { exp_ctc: 'lots' })).toBe('exp_ctc must be a salary band');
    expect(firstMessage(savedSearchQuerySchema, { skill: 3 })).toBe('skill must be text');
  });

  it('two searches are the same search when their words and filters match once normalised', () => {
    const key = savedSearchKey({ q: 'Medical  Coder ', location: 'Chennai' });
    expect(savedSearchKey({ q: 'medical coder', location: ' chennai', page: 3 })).toBe(key);
    expect(savedSearchKey({ ...EMPTY_SAVED_SEARCH, q: 'medical coder', location: 'chennai' })).toBe(key);
    expect(savedSearchKey({ q: 'medical coder' })).not.toBe(key);
    expect(savedSearchKey({ q: 'chennai', location: 'medical coder' })).not.toBe(key);
    expect(savedSearchKey({ q: 'coder medical', location: 'chennai' })).not.toBe(key);
  });

  it('a name is 1 to 60 characters once trimmed', () => {
    expect(v.parse(savedSearchNameSchema, '  Coders  ')).toBe('Coders');
    expect(firstMessage(savedSearchNameSchema, '   ')).toBe(SAVED_SEARCH_NAME_REQUIRED);
    expect(firstMessage(savedSearchNameSchema, 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1))).toBe(
      SAVED_SEARCH_NAME_TOO_LONG,
    );
    expect(v.parse(savedSearchNameSchema, 'x'.repeat(SAVED_SEARCH_NAME_MAX))).toHaveLength(
      SAVED_SEARCH_NAME_MAX,
    );
  });

  it('the calls refuse unknown fields; a save may leave the name out (the default name)', () => {
    expect(v.parse(createSavedSearch.request, { search: {} })).toEqual({
      name: '',
      search: EMPTY_SAVED_SEARCH,
    });
    expect(firstMessage(createSavedSearch.request, { search: {}, user_id: 2 })).toBe(
      'Request has an unknown field',
    );
    expect(firstMessage(createSavedSearch.request, { name: 'x'.repeat(61), search: {} })).toBe(
      SAVED_SEARCH_NAME_TOO_LONG,
    );
    expect(firstMessage(renameSavedSearch.request, { id: 1, name: '' })).toBe(SAVED_SEARCH_NAME_REQUIRED);
    expect(firstMessage(deleteSavedSearch.request, { id: 0 })).toBe('id must be a saved search id');
    expect(firstMessage(deleteSavedSearch.request, { id: '1' })).toBe('id must be a saved search id');
  });

  it('the default name is the words and filters joined, most telling first, cut at 60', () => {
    expect(defaultSavedSearchName({ q: 'medical coder', location: 'Chennai' })).toBe(
      'medical coder · Chennai',
    );
    expect(
      defaultSavedSearchName({
        job_role: 'AR  caller',
        exp_ctc: '5,00,000-7,50,000',
        experience_level: 'Fresher',
      }),
    ).toBe('AR caller · Fresher · 5,00,000-7,50,000');
    expect(defaultSavedSearchName({})).toBe(ALL_JOBS_NAME);
    const long = defaultSavedSearchName({ q: 'a'.repeat(50), location: 'b'.repeat(50) });
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('picks the search out of a URL search: known fields as text, the rest dropped', () => {
    expect(pickSavedSearch({ location: 'Pune', page: 3, q: ' cpc ', other: 'x' })).toEqual({
      ...EMPTY_SAVED_SEARCH,
      location: 'Pune',
      q: 'cpc',
    });
  });
});

describe('the outbox labels of saved-search writes', () => {
  it('are about no job (job_id 0), carry the deleted search’s id, and go in one group in the order made', () => {
    const deleting = {
      kind: 'delete_saved_search',
      job_id: 0,
      title: 'Coders',
      user_id: '7',
      search_id: 12,
    } as const;
    expect(decodeOutboxLabel(encodeOutboxLabel(deleting))).toEqual(deleting);
    const saving = { kind: 'save_search', job_id: 0, title: 'Coders', user_id: '7' } as const;
    expect(decodeOutboxLabel(encodeOutboxLabel(saving))).toEqual(saving);
    // a save carries its search's key: the page finds the same search still waiting
    const keyed = { ...saving, search_key: savedSearchKey({ q: 'coder' }) };
    expect(decodeOutboxLabel(encodeOutboxLabel(keyed))).toEqual(keyed);
    expect(decodeOutboxLabel(encodeOutboxLabel({ ...deleting, search_key: 'x' }))).toEqual(deleting);
    expect(outboxGroup(saving)).toBe(outboxGroup(deleting));
    expect(outboxGroup({ kind: 'save_job', job_id: 3 })).toBe('job:3');
    // a job's write still needs its job
    expect(decodeOutboxLabel(encodeOutboxLabel({ ...saving, kind: 'save_job' }))).toBeNull();
  });
});
