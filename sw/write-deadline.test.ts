import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decideReplay } from './replay-decision';
import { fetchWithin, WRITE_ANSWER_BASE_MS, writeAnswerDeadlineMs } from './write-deadline';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A network that carries nothing: neither answers nor fails, until aborted. */
const hanging = (_request: Request, init: RequestInit) =>
  new Promise<Response>((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
  });

describe('the deadline of a queueable write', () => {
  it('is the base for a small body, and grows at 16 KB a second for a big one', () => {
    expect(writeAnswerDeadlineMs(0)).toBe(WRITE_ANSWER_BASE_MS);
    expect(writeAnswerDeadlineMs(200)).toBe(WRITE_ANSWER_BASE_MS + 13);
    // a 2 MB recording: 128 s more
    expect(writeAnswerDeadlineMs(2 * 1024 * 1024)).toBe(WRITE_ANSWER_BASE_MS + 128_000);
  });

  it('gives up on a write the network never answers, at the deadline and not before', async () => {
    const outcome = fetchWithin(
      hanging,
      new Request('https://rcm.test/api/candidates/save_job'),
      10_000,
    ).then(
      () => 'answered',
      (error: unknown) => (error as DOMException).name,
    );
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('TimeoutError');
  });

  it('answers what the server answered in time, and leaves no timer behind', async () => {
    const answered = await fetchWithin(
      async () => new Response('{}', { status: 200 }),
      new Request('https://rcm.test/'),
      10_000,
    );
    expect(answered.status).toBe(200);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a replay meeting the first try still running on the server keeps the write for later', () => {
    expect(decideReplay(409, 'idempotency_busy')).toBe('keep');
    expect(decideReplay(409, 'conflict')).toBe('remove');
    expect(decideReplay(409)).toBe('remove');
  });
});
