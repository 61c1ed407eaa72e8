import { IMAGE_CACHE_NAME } from '@contract/page-worker';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { dashboardQueryKey } from '../api/get-dashboard';
import { QUERY_ROOTS } from '../api/query-keys';
import {
  clearAllQueryCaches,
  createAppQueryClient,
  PERSIST_MAX_AGE_MS,
  persistOptions,
  shouldPersistQuery,
} from './query-persistence';

function queryWith(client: QueryClient, queryKey: readonly unknown[], data: unknown = { ok: true }) {
  client.setQueryData(queryKey, data);
  const query = client.getQueryCache().find({ queryKey, exact: true });
  if (!query) throw new Error('query missing');
  return query;
}

describe('which queries are persisted', () => {
  const client = new QueryClient();

  it.each([
    ['dashboard', dashboardQueryKey()],
    ['onboarding lists', [QUERY_ROOTS.lists, 'onboarding']],
    ['cities', [QUERY_ROOTS.cities]],
    ['profile', [QUERY_ROOTS.profile]],
    ['job search', [QUERY_ROOTS.jobs, 'search', { location: 'Chennai' }]],
    ['saved jobs', [QUERY_ROOTS.jobs, 'saved', {}]],
    ['applied jobs', [QUERY_ROOTS.jobs, 'applied', {}]],
    ['similar jobs', [QUERY_ROOTS.jobs, 'similar']],
    ['job detail', [QUERY_ROOTS.job, 12]],
  ])('%s is persisted', (_name, key) => {
    expect(shouldPersistQuery(queryWith(client, key))).toBe(true);
  });

  it.each([
    ['an unnamed root', ['otp-state']],
    ['a referral check', ['referral', 'RCM2026']],
    ['a non-string root', [42]],
  ])('%s is not persisted', (_name, key) => {
    expect(shouldPersistQuery(queryWith(client, key))).toBe(false);
  });

  it('a query without data (pending or failed) is not persisted', () => {
    const fresh = new QueryClient();
    fresh.getQueryCache().build(fresh, { queryKey: dashboardQueryKey() });
    const query = fresh.getQueryCache().find({ queryKey: dashboardQueryKey() });
    expect(query && shouldPersistQuery(query)).toBe(false);
  });

  it('a query whose refresh failed keeps its data persisted (a failed fetch evicts nothing)', async () => {
    const fresh = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = [QUERY_ROOTS.jobs, 'search', { page: 1 }];
    fresh.setQueryData(key, { jobs: [] });
    await fresh
      .fetchQuery({
        queryKey: key,
        staleTime: 0,
        queryFn: () => Promise.reject(new Error('Network Error')),
      })
      .catch(() => undefined);
    const query = fresh.getQueryCache().find({ queryKey: key, exact: true });
    expect(query?.state.status).toBe('error');
    expect(query && shouldPersistQuery(query)).toBe(true);
  });
});

describe('persistence options', () => {
  it('keeps 7 days, busts per build, gcTime at least maxAge', () => {
    expect(persistOptions.maxAge).toBe(7 * 24 * 60 * 60 * 1000);
    expect(persistOptions.buster).toBe(__BUILD_ID__);
    expect(persistOptions.buster).toBeTruthy();
    const client = createAppQueryClient();
    expect(client.getDefaultOptions().queries?.gcTime).toBeGreaterThanOrEqual(PERSIST_MAX_AGE_MS);
  });
});

describe('clearing the account caches', () => {
  it('empties the query cache and deletes the service worker image cache', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    try {
      const queryClient = new QueryClient();
      queryClient.setQueryData(['dashboard'], { user_details: { user_id: 1 } });
      await clearAllQueryCaches(queryClient);
      expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
      expect(deleted).toEqual([IMAGE_CACHE_NAME]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
