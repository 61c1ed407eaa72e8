import { READ_TIMEOUT_MS } from '@contract/endpoint';
import { jobSearch, saveJob } from '@contract/jobs';
import { listSavedSearches } from '@contract/saved-searches';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../offline/query-persistence';
import { call } from './call';
import { NetworkError } from './client';
import { isServerUnreachable, noteServerAnswered } from './reachability';

/** A network that carries nothing: the request neither answers nor fails, until it is aborted. */
function hangingFetch() {
  const seen: Array<{ url: string; signal: AbortSignal | null }> = [];
  const fetchMock = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => {
        seen.push({ url, signal: init?.signal ?? null });
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')));
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  noteServerAnswered();
});

describe('a read the network never answers', () => {
  it("a GET and a POST that reads give up after READ_TIMEOUT_MS with 'Network Error'", async () => {
    hangingFetch();
    for (const send of [() => call(listSavedSearches), () => call(jobSearch, { page: 1 })]) {
      const outcome = send().then(
        () => 'answered',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 1);
      expect(isServerUnreachable()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await outcome;
      expect(error).toBeInstanceOf(NetworkError);
      expect((error as Error).message).toBe('Network Error');
      expect(isServerUnreachable()).toBe(true);
      noteServerAnswered();
    }
  });

  it('a write is never given up on (it may have reached the server)', async () => {
    const seen = hangingFetch();
    let settled = false;
    void call(saveJob, { job_id: 1, saved: true }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 5);
    expect(settled).toBe(false);
    expect(seen[0].signal).toBeNull();
  });

  it("the page's own abort stays an abort, and says nothing of the network", async () => {
    hangingFetch();
    const controller = new AbortController();
    const outcome = call(listSavedSearches, undefined, { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    controller.abort();
    const error = await outcome;
    expect(error).not.toBeInstanceOf(NetworkError);
    expect(isServerUnreachable()).toBe(false);
  });
});

describe("a query's reads share one deadline: the app's retries never add to it", () => {
  /** Runs a query on the app's client (its retry rule) and answers when it settled, in ms from its start. */
  async function settledAfter(): Promise<number> {
    const client = createAppQueryClient();
    const started = Date.now();
    let settledAt = 0;
    void client
      .fetchQuery({
        queryKey: ['read-deadline'],
        queryFn: ({ signal }) => call(listSavedSearches, undefined, { signal }),
      })
      .catch(() => undefined)
      .finally(() => {
        settledAt = Date.now();
      });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS * 5);
    return settledAt === 0 ? Number.POSITIVE_INFINITY : settledAt - started;
  }

  it('a query the network never answers fails at READ_TIMEOUT_MS, not once per try', async () => {
    const seen = hangingFetch();
    expect(await settledAfter()).toBe(READ_TIMEOUT_MS);
    expect(seen).toHaveLength(1);
    expect(isServerUnreachable()).toBe(true);
  });

  it('tries that fail are retried inside the same deadline, and none is sent that could not end in it', async () => {
    // each try fails after 9 s (a network that drops the request late)
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          const timer = setTimeout(() => reject(new TypeError('Failed to fetch')), 9_000);
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(init.signal?.reason ?? new Error('aborted'));
          });
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // 9 s, a pause of 1 s, 9 s: 1 s is left, less than the next pause (2 s), so it stops there
    expect(await settledAfter()).toBe(19_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a retried try gets only the time left of the deadline', async () => {
    let tries = 0;
    const fetchMock = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_, reject) => {
          tries += 1;
          // the first try fails after 5 s, the second never answers
          const timer =
            tries === 1 ? setTimeout(() => reject(new TypeError('Failed to fetch')), 5_000) : undefined;
          init?.signal?.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(init.signal?.reason ?? new Error('aborted'));
          });
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await settledAfter()).toBe(READ_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
