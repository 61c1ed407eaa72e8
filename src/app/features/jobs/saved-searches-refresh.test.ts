import 'fake-indexeddb/auto';
import { clearPersistedCache } from '@app/offline/query-persistence';
import { codersInChennai } from '@app/test-kits/saved-search-fixtures';
import { SAVED_SEARCHES_SYNC_KEYS, SAVED_SEARCHES_SYNC_TAG } from '@contract/page-worker';
import { QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { savedSearchesQueryKey } from './api/get-saved-searches';
import { applyRefreshedSavedSearches, registerSavedSearchesSync } from './saved-searches-refresh';

const coders = codersInChennai;
const refreshed = (fields: Partial<{ user_id: string; at: number; answer: unknown }> = {}) => ({
  user_id: '5',
  at: 2_000,
  answer: { success: true, message: 'ok', result: [coders] },
  ...fields,
});

beforeEach(async () => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  await clearPersistedCache();
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('applyRefreshedSavedSearches', () => {
  it("puts the worker's refresh in the cache with its own time when it is newer", async () => {
    const client = new QueryClient();
    client.setQueryData(savedSearchesQueryKey(), [{ ...coders, new_count: 0 }], { updatedAt: 1_000 });
    await set(SAVED_SEARCHES_SYNC_KEYS.refreshed, refreshed());
    expect(await applyRefreshedSavedSearches(client)).toBe(true);
    expect(client.getQueryData(savedSearchesQueryKey())).toEqual([coders]);
    expect(client.getQueryState(savedSearchesQueryKey())?.dataUpdatedAt).toBe(2_000);
    // an empty cache (the first open after an install) takes it too
    const empty = new QueryClient();
    expect(await applyRefreshedSavedSearches(empty)).toBe(true);
    expect(empty.getQueryData(savedSearchesQueryKey())).toEqual([coders]);
  });

  it("keeps the cache when it is as new or newer, another candidate's, or not a list answer", async () => {
    for (const [stored, updatedAt] of [
      [refreshed(), 2_000],
      [refreshed({ user_id: '6' }), 1_000],
      [refreshed({ answer: { success: true, message: 'ok', result: [{ id: 'x' }] } }), 1_000],
      [refreshed({ at: Number.NaN }), 1_000],
      ['junk', 1_000],
    ] as const) {
      const client = new QueryClient();
      client.setQueryData(savedSearchesQueryKey(), [], { updatedAt });
      await set(SAVED_SEARCHES_SYNC_KEYS.refreshed, stored);
      expect(await applyRefreshedSavedSearches(client), JSON.stringify(stored)).toBe(false);
      expect(client.getQueryData(savedSearchesQueryKey())).toEqual([]);
    }
  });
});

describe('registerSavedSearchesSync', () => {
  const unregister = vi.fn(async (_tag: string) => undefined);
  function browserWith(permission: PermissionState | null, periodicSync = true) {
    const register = vi.fn(async () => undefined);
    unregister.mockClear();
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: async () => (periodicSync ? { periodicSync: { register, unregister } } : {}),
      },
      permissions: {
        query: async () => {
          if (permission === null) throw new TypeError('unknown permission');
          return { state: permission };
        },
      },
    });
    return register;
  }

  it('registers where granted, leaving the worker the URL, the bearer header and the candidate', async () => {
    const register = browserWith('granted');
    expect(await registerSavedSearchesSync()).toBe(true);
    expect(register).toHaveBeenCalledWith(SAVED_SEARCHES_SYNC_TAG, { minInterval: 12 * 60 * 60 * 1000 });
    expect(await get(SAVED_SEARCHES_SYNC_KEYS.request)).toEqual({
      url: new URL('/api/candidates/saved_searches', window.location.href).href,
      authorization: 'Bearer tok-5',
      user_id: '5',
    });
  });

  it('leaves nothing where the browser offers no periodic sync, refuses it, or no one is signed in', async () => {
    for (const [permission, periodicSync] of [
      ['denied', true],
      ['prompt', true],
      [null, true],
      ['granted', false],
    ] as const) {
      const register = browserWith(permission, periodicSync);
      expect(await registerSavedSearchesSync()).toBe(false);
      expect(register).not.toHaveBeenCalled();
    }
    localStorage.clear();
    const register = browserWith('granted');
    expect(await registerSavedSearchesSync()).toBe(false);
    expect(register).not.toHaveBeenCalled();
    expect(await get(SAVED_SEARCHES_SYNC_KEYS.request)).toBeUndefined();
  });

  it('sign-out and the 403 rule forget what the worker refreshes with and what it refreshed', async () => {
    browserWith('granted');
    await registerSavedSearchesSync();
    await set(SAVED_SEARCHES_SYNC_KEYS.refreshed, refreshed());
    await clearPersistedCache();
    expect(await get(SAVED_SEARCHES_SYNC_KEYS.request)).toBeUndefined();
    expect(await get(SAVED_SEARCHES_SYNC_KEYS.refreshed)).toBeUndefined();
    // and the browser no longer wakes the worker for it (G7)
    expect(unregister).toHaveBeenCalledWith(SAVED_SEARCHES_SYNC_TAG);
  });
});
