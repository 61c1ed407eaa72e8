import 'fake-indexeddb/auto';
import { countOutbox, readOutbox } from '@app/offline/outbox';
import { FakeWorkerContainer } from '@app/test-kits/chat-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { outboxButtonLabel } from '@app/ui/signed-in-header';
import { OUTBOX_SENT_VISIBLE_MS, type OutboxRecord } from '@contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE, SW_MESSAGES } from '@contract/page-worker';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear, createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISCARD_QUESTION, OUTBOX_EMPTY } from './outbox-screen';
import { madeAtLabel, outboxJobPath, WAITING_FOR_NETWORK, waitingNote } from './outbox-texts';

const store = createStore(OUTBOX_DB, OUTBOX_STORE);

function record(key: string, patch: Partial<OutboxRecord> = {}): OutboxRecord {
  return {
    key,
    kind: 'assessment_submit',
    job_id: 6,
    title: 'AR Caller - Denials',
    user_id: '5',
    created_at: Date.now() - 60_000,
    updated_at: Date.now() - 60_000,
    state: 'waiting',
    reason: null,
    status: null,
    attempts: 0,
    next_attempt_at: null,
    can_retry: false,
    ...patch,
  };
}

let worker: FakeWorkerContainer;

beforeEach(async () => {
  await clear(store);
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  worker = new FakeWorkerContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(500, { success: false, message: 'not in this test' })),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('readOutbox', () => {
  it("lists only this candidate's records, oldest first, and a sent one only for a short while", async () => {
    const now = Date.now();
    await set('b', record('b', { created_at: now - 1000 }), store);
    await set('a', record('a', { created_at: now - 5000 }), store);
    await set('other', record('other', { user_id: '9' }), store);
    await set('sent-now', record('sent-now', { state: 'sent', updated_at: now - 10 }), store);
    await set(
      'sent-long-ago',
      record('sent-long-ago', { state: 'sent', updated_at: now - OUTBOX_SENT_VISIBLE_MS - 1 }),
      store,
    );
    const keys = (await readOutbox('5', now)).map((item) => item.key);
    // sent-now was made first (a minute ago), then a, then b
    expect(keys).toEqual(['sent-now', 'a', 'b']);
    expect(keys).not.toContain('other');
    expect(keys).not.toContain('sent-long-ago');
  });

  it('counts what waits (waiting and sending) apart from what failed; sent counts as neither', () => {
    const records = [
      record('1'),
      record('2', { state: 'sending' }),
      record('3', { state: 'failed' }),
      record('4', { state: 'sent' }),
    ];
    expect(countOutbox(records)).toEqual({ waiting: 2, failed: 1 });
  });
});

describe('outbox texts', () => {
  it('names the header button with its counts', () => {
    expect(outboxButtonLabel(2, 0)).toBe('Outbox: 2 waiting');
    expect(outboxButtonLabel(1, 1)).toBe('Outbox: 1 waiting, 1 failed');
    expect(outboxButtonLabel(0, 0)).toBe('Outbox');
  });

  it('links an assessment write to its assessment and a save to its job', () => {
    expect(outboxJobPath({ kind: 'assessment_draft', job_id: 6 })).toBe('/assessment/6');
    expect(outboxJobPath({ kind: 'save_job', job_id: 3 })).toBe('/jobpostings/3');
    expect(outboxJobPath({ kind: 'chat_reply', job_id: 3 })).toBe('/chat');
  });

  it('a write tried before and waiting says so calmly (V7)', () => {
    expect(waitingNote(0)).toBeNull();
    expect(waitingNote(3)).toBe(WAITING_FOR_NETWORK);
    expect(WAITING_FOR_NETWORK).toBe(
      'Waiting for the network. It is sent by itself when the connection is back.',
    );
  });

  it('says when a write was made in plain words', () => {
    const now = new Date(2026, 10, 24, 15, 0).getTime();
    expect(madeAtLabel(new Date(2026, 10, 24, 9, 5).getTime(), now)).toBe('today at 09:05');
    expect(madeAtLabel(new Date(2026, 10, 23, 22, 30).getTime(), now)).toBe('yesterday at 22:30');
    expect(madeAtLabel(new Date(2026, 10, 3, 18, 0).getTime(), now)).toBe('3 Nov at 18:00');
  });
});

describe('/outbox', () => {
  it('says so when nothing waits, and the header shows no Outbox button', async () => {
    renderApp('/outbox');
    expect(await screen.findByText(OUTBOX_EMPTY)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Outbox/ })).toBeNull();
  });

  it('lists each write with what it is, its state and reason; the header button counts them', async () => {
    await set('w', record('w', { kind: 'save_job', title: 'Medical Coder', job_id: 3 }), store);
    await set(
      'f',
      record('f', {
        state: 'failed',
        reason: 'Question 2 is required.',
        status: 400,
        can_retry: true,
        created_at: Date.now(),
      }),
      store,
    );
    renderApp('/outbox');
    const waiting = await screen.findByTestId('outbox-w');
    expect(within(waiting).getByText('Medical Coder')).toBeTruthy();
    expect(within(waiting).getByText('Save job')).toBeTruthy();
    expect(within(waiting).getByText('Waiting')).toBeTruthy();
    expect(within(waiting).queryByRole('button', { name: /^Discard/ })).toBeNull();
    const failed = screen.getByTestId('outbox-f');
    expect(within(failed).getByText('Assessment submission')).toBeTruthy();
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('Not sent: Question 2 is required.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Outbox: 1 waiting, 1 failed' })).toBeTruthy();
  });

  it('Retry now asks the worker to send it with the current session', async () => {
    await set('f', record('f', { state: 'failed', reason: 'x', can_retry: true }), store);
    renderApp('/outbox');
    fireEvent.click(await screen.findByRole('button', { name: /^Retry now/ }));
    await waitFor(() =>
      expect(worker.messages).toContainEqual({
        type: SW_MESSAGES.outboxRetry,
        key: 'f',
        authorization: 'Bearer tok-5',
      }),
    );
  });

  it('Discard asks first; Cancel keeps it, Discard tells the worker', async () => {
    await set('f', record('f', { state: 'failed', reason: 'x', can_retry: true }), store);
    renderApp('/outbox');
    fireEvent.click(await screen.findByRole('button', { name: /^Discard/ }));
    expect(await screen.findByText(DISCARD_QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(DISCARD_QUESTION)).toBeNull());
    expect(worker.messages.some((message) => message.type === SW_MESSAGES.outboxDiscard)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /^Discard/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() =>
      expect(worker.messages).toContainEqual({ type: SW_MESSAGES.outboxDiscard, key: 'f' }),
    );
  });

  it('reads the records again when the worker says they changed', async () => {
    renderApp('/outbox');
    await screen.findByText(OUTBOX_EMPTY);
    await set('late', record('late', { title: 'Charge Entry Executive' }), store);
    worker.dispatchEvent(new MessageEvent('message', { data: { type: SW_MESSAGES.outboxChanged } }));
    expect(await screen.findByText('Charge Entry Executive')).toBeTruthy();
  });
});
