import { describe, expect, it } from 'vitest';
import { SAVED_SEARCHES_SYNC_KEYS, SW_MESSAGES } from '../src/contract/page-worker';
import { type RefreshDeps, refreshSavedSearches } from './saved-searches-refresh';

const REQUEST = {
  url: 'https://rcm.test/api/candidates/saved_searches',
  authorization: 'Bearer t1',
  user_id: '7',
};
const LIST = { success: true, message: 'ok', result: [{ id: 1, name: 'Coders', new_count: 3 }] };

function fakeDeps(
  answer: () => Promise<Response>,
  stored: Record<string, unknown> = { [SAVED_SEARCHES_SYNC_KEYS.request]: REQUEST },
) {
  const store = new Map<string, unknown>(Object.entries(stored));
  const told: string[] = [];
  const asked: Array<{ url: string; init: RequestInit }> = [];
  const deps: RefreshDeps = {
    read: async (key) => store.get(key),
    write: async (key, value) => {
      store.set(key, value);
    },
    remove: async (key) => {
      store.delete(key);
    },
    fetch: async (url, init) => {
      asked.push({ url, init });
      return answer();
    },
    tellPages: async (message) => {
      told.push(message.type);
    },
    now: () => 1_700_000_000_000,
    origin: 'https://rcm.test',
  };
  return { deps, store, told, asked };
}

const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status });

describe('refreshSavedSearches (the periodic sync)', () => {
  it('asks with the page session and keeps the answer for the page, then tells the open pages', async () => {
    const { deps, store, told, asked } = fakeDeps(json(200, LIST));
    expect(await refreshSavedSearches(deps)).toBe('refreshed');
    expect(asked).toHaveLength(1);
    expect(asked[0].url).toBe(REQUEST.url);
    expect(new Headers(asked[0].init.headers).get('authorization')).toBe('Bearer t1');
    expect(store.get(SAVED_SEARCHES_SYNC_KEYS.refreshed)).toEqual({
      user_id: '7',
      at: 1_700_000_000_000,
      answer: LIST,
    });
    expect(told).toEqual([SW_MESSAGES.savedSearchesRefreshed]);
  });

  it('sends the bearer header only to its own origin: a record naming another is forgotten, not sent (G7)', async () => {
    for (const url of [
      'https://evil.example/api/candidates/saved_searches',
      'http://rcm.test/api/candidates/saved_searches',
      'https://rcm.test.evil.example/api/candidates/saved_searches',
      'not a url',
    ]) {
      const { deps, asked, store } = fakeDeps(json(200, LIST), {
        [SAVED_SEARCHES_SYNC_KEYS.request]: { ...REQUEST, url },
      });
      expect(await refreshSavedSearches(deps), url).toBe('no-session');
      expect(asked, url).toHaveLength(0);
      expect(store.has(SAVED_SEARCHES_SYNC_KEYS.request), url).toBe(false);
    }
  });

  it('does nothing without a session (signed out, or the sync never registered by a page)', async () => {
    for (const stored of [{}, { [SAVED_SEARCHES_SYNC_KEYS.request]: { url: 5 } }]) {
      const { deps, asked, store } = fakeDeps(json(200, LIST), stored);
      expect(await refreshSavedSearches(deps)).toBe('no-session');
      expect(asked).toHaveLength(0);
      expect(store.has(SAVED_SEARCHES_SYNC_KEYS.refreshed)).toBe(false);
    }
  });

  it('forgets the session and the last refresh when the server refuses the session', async () => {
    for (const status of [401, 403]) {
      const { deps, store, told } = fakeDeps(json(status, { success: false, message: 'Invalid session' }), {
        [SAVED_SEARCHES_SYNC_KEYS.request]: REQUEST,
        [SAVED_SEARCHES_SYNC_KEYS.refreshed]: { user_id: '7', at: 1, answer: LIST },
      });
      expect(await refreshSavedSearches(deps)).toBe('session-ended');
      expect(store.size).toBe(0);
      expect(told).toEqual([]);
    }
  });

  it('keeps the last refresh when the network fails, the server fails or answers something else', async () => {
    const last = { user_id: '7', at: 1, answer: LIST };
    for (const answer of [
      async () => {
        throw new TypeError('Failed to fetch');
      },
      json(503, { success: false, message: 'down' }),
      json(200, { success: false, message: 'no' }),
      async () => new Response('<html>', { status: 200 }),
    ]) {
      const { deps, store, told } = fakeDeps(answer, {
        [SAVED_SEARCHES_SYNC_KEYS.request]: REQUEST,
        [SAVED_SEARCHES_SYNC_KEYS.refreshed]: last,
      });
      expect(await refreshSavedSearches(deps)).toBe('failed');
      expect(store.get(SAVED_SEARCHES_SYNC_KEYS.refreshed)).toBe(last);
      expect(store.has(SAVED_SEARCHES_SYNC_KEYS.request)).toBe(true);
      expect(told).toEqual([]);
    }
  });

  it('keeps nothing when the candidate signed out (or another signed in) while the call was out', async () => {
    const { deps, store } = fakeDeps(json(200, LIST));
    const signedOutDuring: RefreshDeps = {
      ...deps,
      fetch: async (url, init) => {
        store.set(SAVED_SEARCHES_SYNC_KEYS.request, { ...REQUEST, user_id: '8', authorization: 'Bearer t2' });
        return deps.fetch(url, init);
      },
    };
    expect(await refreshSavedSearches(signedOutDuring)).toBe('no-session');
    expect(store.has(SAVED_SEARCHES_SYNC_KEYS.refreshed)).toBe(false);
  });
});
