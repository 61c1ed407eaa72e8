import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { JUST_FETCHED_MS, refetchUnlessJustFetched } from './refetch-on-mount';

function queryWith(data: unknown, updatedAt: number) {
  const client = new QueryClient();
  client.setQueryData(['k'], data, { updatedAt });
  const query = client.getQueryCache().find({ queryKey: ['k'] });
  if (!query) throw new Error('no query');
  return { client, query };
}

describe('refetchUnlessJustFetched', () => {
  const now = 1_000_000;

  it('asks again for an answer older than a moment (restored from the phone, an earlier visit)', () => {
    const { query } = queryWith({ a: 1 }, now - JUST_FETCHED_MS - 1);
    expect(refetchUnlessJustFetched(query, now)).toBe('always');
  });

  it('does not ask again for an answer fetched moments ago for this opening', () => {
    const { query } = queryWith({ a: 1 }, now - 300);
    expect(refetchUnlessJustFetched(query, now)).toBe(false);
  });

  it('asks again when there is no answer yet, or it was invalidated', async () => {
    const empty = new QueryClient();
    empty.getQueryCache().build(empty, { queryKey: ['e'] });
    const emptyQuery = empty.getQueryCache().find({ queryKey: ['e'] });
    if (!emptyQuery) throw new Error('no query');
    expect(refetchUnlessJustFetched(emptyQuery, now)).toBe('always');

    const { client, query } = queryWith({ a: 1 }, Date.now());
    await client.invalidateQueries({ queryKey: ['k'], refetchType: 'none' });
    expect(refetchUnlessJustFetched(query)).toBe('always');
  });
});
