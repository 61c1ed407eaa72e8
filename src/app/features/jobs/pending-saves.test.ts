import 'fake-indexeddb/auto';
import { createStore, set } from 'idb-keyval';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_DB, OUTBOX_STORE, type OutboxRecord } from '../../../contract/outbox';
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
    await vi.waitFor(() => expect(pendingSaves()).toEqual({}));
    expect(client.getQueryState(['jobs', 'search', {}])?.isInvalidated).toBe(true);
  });

  it('after a replay keeps the marks of jobs whose save still waits in the outbox', async () => {
    const { QueryClient } = await import('@tanstack/react-query');
    // a fresh copy of the module: the first listens to the first test's worker
    vi.resetModules();
    const { followQueuedSaves, markPendingSave, pendingSaves } = await import('./pending-saves');
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    localStorage.setItem('user_id', '5');
    const store = createStore(OUTBOX_DB, OUTBOX_STORE);
    const record = (jobId: number, state: OutboxRecord['state']): OutboxRecord => ({
      key: `k${jobId}`,
      kind: 'save_job',
      job_id: jobId,
      title: 'Job',
      user_id: '5',
      created_at: Date.now(),
      updated_at: Date.now(),
      state,
      reason: null,
      status: null,
      attempts: 1,
      next_attempt_at: null,
      can_retry: false,
    });
    await set('k7', record(7, 'waiting'), store);
    await set('k9', record(9, 'sent'), store);
    followQueuedSaves(new QueryClient());
    markPendingSave(7, true);
    markPendingSave(9, true);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'QUEUE_REPLAYED', count: 1 } }));
    await vi.waitFor(() => expect(pendingSaves()).toEqual({ '7': true }));
  });
});
