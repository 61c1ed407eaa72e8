import type { OutboxRecord } from '@contract/outbox';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxRecord } from '../test-kits/outbox-test-kit';

// the worker's records, as IndexedDB would give them
let stored: OutboxRecord[] = [];
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  values: vi.fn(async () => stored),
}));
vi.mock('./has-indexed-db', () => ({ hasIndexedDb: () => true }));

const {
  outboxCounts,
  preloadOutbox,
  refreshOutbox,
  sameOutboxCounts,
  sameOutboxRecords,
  unsentCount,
  useOutbox,
  useOutboxListener,
  useOutboxSelection,
} = await import('./outbox');

/** A save by the signed-in candidate (42), just now: a sent one is still listed. */
function record(key: string, state: OutboxRecord['state']): OutboxRecord {
  return outboxRecord({ key, state, job_id: 7, title: 'AR Caller', user_id: '42', updated_at: Date.now() });
}

beforeEach(() => {
  stored = [];
  localStorage.setItem('user_id', '42');
});
afterEach(() => localStorage.clear());

describe('useOutboxSelection: one part of the outbox', () => {
  it('draws nothing again when a read leaves its part as it was, and again when it changes', async () => {
    const renders: number[] = [];
    function Unsent() {
      const unsent = useOutboxSelection(unsentCount);
      renders.push(unsent);
      return <output>{unsent}</output>;
    }
    const { unmount } = render(<Unsent />);
    // the first read (on subscribing) finds nothing waiting: the same 0 as before it
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(renders).toEqual([0]);

    stored = [record('a', 'waiting'), record('b', 'failed')];
    act(() => refreshOutbox());
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2'));
    const drawn = renders.length;
    // another read, the same counts (one record newly sent): no render for it
    stored = [record('a', 'waiting'), record('b', 'failed'), record('c', 'sent')];
    await act(async () => {
      refreshOutbox();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(renders.length).toBe(drawn);
    unmount();
  });

  it('keeps the same counts object while the counts are the same', async () => {
    const seen: Array<{ waiting: number; failed: number }> = [];
    function Counts() {
      const counts = useOutboxSelection(outboxCounts, sameOutboxCounts);
      seen.push(counts);
      return null;
    }
    const { rerender, unmount } = render(<Counts />);
    rerender(<Counts />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(seen.length).toBe(2);
    expect(seen[1]).toBe(seen[0]);
    unmount();
  });
});

describe('sameOutboxRecords', () => {
  it('is true for records alike read twice, false for another state or another count', () => {
    expect(sameOutboxRecords([record('a', 'waiting')], [record('a', 'waiting')])).toBe(true);
    expect(sameOutboxRecords([], [])).toBe(true);
    expect(sameOutboxRecords([record('a', 'waiting')], [record('a', 'failed')])).toBe(false);
    expect(sameOutboxRecords([record('a', 'waiting')], [])).toBe(false);
  });
});

describe('useOutboxListener: acting on each read without drawing', () => {
  it('is called with each read of the outbox, and the component does not render for it', async () => {
    const heard: string[][] = [];
    let renders = 0;
    function Follower() {
      renders += 1;
      useOutboxListener((outbox) => heard.push(outbox.records.map((r) => `${r.key}:${r.state}`)));
      return null;
    }
    stored = [record('a', 'waiting')];
    const { unmount } = render(<Follower />);
    await waitFor(() => expect(heard).toEqual([['a:waiting']]));
    stored = [record('a', 'sent')];
    act(() => refreshOutbox());
    await waitFor(() => expect(heard).toEqual([['a:waiting'], ['a:sent']]));
    expect(renders).toBe(1);
    unmount();
  });
});

describe('preloadOutbox and reads that change nothing', () => {
  it('a screen drawn after the preload has the outbox at its first render, and renders once', async () => {
    stored = [record('a', 'waiting')];
    await preloadOutbox();
    const seen: Array<[boolean, number]> = [];
    function Reader() {
      const { loaded, waiting } = useOutbox();
      seen.push([loaded, waiting]);
      return null;
    }
    const { unmount } = render(<Reader />);
    // subscribing reads again: the same records, so nothing renders for it
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(seen).toEqual([[true, 1]]);
    stored = [record('a', 'failed')];
    act(() => refreshOutbox());
    await waitFor(() => expect(seen.at(-1)).toEqual([true, 0]));
    unmount();
  });
});

describe('the outbox read for one session is not shown for another', () => {
  it('reads again for a preload after the session changed, and forgets the other one’s on subscribing', async () => {
    stored = [record('a', 'waiting')];
    await preloadOutbox();
    // another candidate signs in on this page (their records: none)
    localStorage.setItem('user_id', '43');
    const seen: number[] = [];
    function Reader() {
      const { waiting } = useOutbox();
      seen.push(waiting);
      return null;
    }
    const { unmount } = render(<Reader />);
    expect(seen.at(-1)).toBe(0);
    unmount();
    localStorage.setItem('user_id', '42');
    await preloadOutbox();
    localStorage.setItem('user_id', '43');
    await preloadOutbox();
    const again: number[] = [];
    function Second() {
      const { waiting, loaded } = useOutbox();
      again.push(loaded ? waiting : -1);
      return null;
    }
    const view = render(<Second />);
    expect(again).toEqual([0]);
    view.unmount();
  });
});
