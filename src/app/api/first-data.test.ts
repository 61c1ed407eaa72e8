import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_SHELL_SELECTOR,
  FIRST_DATA_WAIT_MS,
  noteAreaDrawn,
  prefetchForFirstRender,
  resetAreaDrawnForTests,
  startRead,
} from './first-data';

/** A read answered when the test says so. */
function heldRead(key: string) {
  let answer: (value: string) => void = () => undefined;
  const queryFn = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        answer = resolve;
      }),
  );
  return { options: { queryKey: [key], queryFn }, queryFn, answer: (value: string) => answer(value) };
}

/** Whether the promise has settled after the pending microtasks and `ms` of fake time. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('a loader holding the first render for its answers (prefetchForFirstRender)', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    resetAreaDrawnForTests();
    // a page opened on this screen: index.html's boot shell in #root
    document.body.innerHTML = '<div id="root"><div class="boot-bar"></div></div>';
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('before the first screen is drawn, waits for a read the phone has no answer for', async () => {
    const read = heldRead('dashboard');
    const waiting = prefetchForFirstRender([startRead(client, read.options)]);
    expect(await settledAfter(waiting, FIRST_DATA_WAIT_MS - 100)).toBe(false);
    read.answer('the answer');
    await waiting;
    expect(client.getQueryData(['dashboard'])).toBe('the answer');
  });

  it('stops waiting after FIRST_DATA_WAIT_MS: a slow network gets the placeholders', async () => {
    const read = heldRead('dashboard');
    const waiting = prefetchForFirstRender([startRead(client, read.options)]);
    expect(await settledAfter(waiting, FIRST_DATA_WAIT_MS - 1)).toBe(false);
    expect(await settledAfter(waiting, 1)).toBe(true);
    expect(read.queryFn).toHaveBeenCalledTimes(1);
  });

  it('does not wait for reads the phone has answers for, but asks for them even when fresh (a reload shows the latest)', async () => {
    client.setQueryData(['dashboard'], 'saved on this phone');
    const read = heldRead('dashboard');
    const waiting = prefetchForFirstRender([startRead(client, { ...read.options, staleTime: 60_000 })]);
    expect(await settledAfter(waiting, 0)).toBe(true);
    expect(read.queryFn).toHaveBeenCalledTimes(1);
    read.answer('the latest');
    await vi.waitFor(() => expect(client.getQueryData(['dashboard'])).toBe('the latest'));
  });

  it('after the first screen, a fresh answer is not asked again (TanStack Query’s staleTime)', async () => {
    noteAreaDrawn();
    client.setQueryData(['dashboard'], 'saved on this phone');
    const read = heldRead('dashboard');
    await prefetchForFirstRender([startRead(client, { ...read.options, staleTime: 60_000 })]);
    expect(read.queryFn).not.toHaveBeenCalled();
  });

  it('a page that has drawn another screen (the login) is not held for the answers', async () => {
    expect(document.querySelector(BOOT_SHELL_SELECTOR)).not.toBeNull();
    document.body.innerHTML = '<div id="root"><main>Log in</main></div>';
    const read = heldRead('dashboard');
    const waiting = prefetchForFirstRender([startRead(client, read.options)]);
    expect(await settledAfter(waiting, 0)).toBe(true);
    expect(read.queryFn).toHaveBeenCalledTimes(1);
  });

  it('once a screen has been drawn, a navigation is never held (the screen shows its placeholders)', async () => {
    noteAreaDrawn();
    const read = heldRead('dashboard');
    const waiting = prefetchForFirstRender([startRead(client, read.options)]);
    expect(await settledAfter(waiting, 0)).toBe(true);
    expect(read.queryFn).toHaveBeenCalledTimes(1);
  });

  it('offline it does not wait (the query waits for the network)', async () => {
    onlineManager.setOnline(false);
    const read = heldRead('dashboard');
    const waiting = prefetchForFirstRender([startRead(client, read.options)]);
    expect(await settledAfter(waiting, 0)).toBe(true);
  });

  it('a failed read ends the wait, and the loader does not fail', async () => {
    const failing = { queryKey: ['dashboard'], queryFn: () => Promise.reject(new Error('500')) };
    await expect(prefetchForFirstRender([startRead(client, failing)])).resolves.toBeUndefined();
  });
});
