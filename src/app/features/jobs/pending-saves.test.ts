import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingSaves, markPendingSave, pendingSaves } from './pending-saves';

describe('pending saves', () => {
  afterEach(() => clearPendingSaves());
  it('remember the state asked for per job, in localStorage, until cleared', () => {
    markPendingSave(7, true);
    markPendingSave(9, false);
    expect(pendingSaves()).toEqual({ '7': true, '9': false });
    expect(JSON.parse(localStorage.getItem('rcm-pending-saves') ?? '{}')).toEqual({ '7': true, '9': false });
    markPendingSave(7, false);
    expect(pendingSaves()).toEqual({ '7': false, '9': false });
    clearPendingSaves();
    expect(pendingSaves()).toEqual({});
    expect(localStorage.getItem('rcm-pending-saves')).toBeNull();
  });
});

describe('followQueuedSaves', () => {
  it('after a replay clears the marks and asks the job lists again; a dropped save is undone', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    const { followQueuedSaves } = await import('./pending-saves');
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    const client = new QueryClient();
    client.setQueryData(['jobs', 'search', {}], { jobs: [{ id: 7, saved_status: true }] });
    followQueuedSaves(client);

    markPendingSave(7, true);
    worker.dispatchEvent(
      new MessageEvent('message', { data: { type: 'QUEUE_AUTH_DROPPED', url: '/api/candidates/save_job' } }),
    );
    expect(pendingSaves()).toEqual({});
    expect(client.getQueryData(['jobs', 'search', {}])).toEqual({ jobs: [{ id: 7, saved_status: false }] });

    markPendingSave(7, true);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'QUEUE_REPLAYED', count: 1 } }));
    expect(pendingSaves()).toEqual({});
    expect(client.getQueryState(['jobs', 'search', {}])?.isInvalidated).toBe(true);
  });
});
