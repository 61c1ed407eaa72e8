import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { READ_TIMEOUT_MS } from '../../contract/endpoint';
import { jobSearch, saveJob } from '../../contract/jobs';
import { listSavedSearches } from '../../contract/saved-searches';
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
