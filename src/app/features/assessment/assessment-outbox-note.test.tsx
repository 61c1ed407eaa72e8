import 'fake-indexeddb/auto';
import type { OutboxRecord } from '@contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE } from '@contract/page-worker';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { clear, createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AssessmentOutboxNote, REFUSED_HELP } from './assessment-outbox-note';

const store = createStore(OUTBOX_DB, OUTBOX_STORE);
const record = (key: string, patch: Partial<OutboxRecord>): OutboxRecord => ({
  key,
  kind: 'assessment_submit',
  job_id: 6,
  title: 'AR Caller',
  user_id: '5',
  created_at: Date.parse('2026-11-24T10:00:00Z'),
  updated_at: Date.parse('2026-11-24T10:00:00Z'),
  state: 'waiting',
  reason: null,
  status: null,
  attempts: 0,
  next_attempt_at: null,
  can_retry: false,
  ...patch,
});

function renderNote(savedAt: string | null, onSettled = vi.fn()) {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const rootRoute = createRootRoute({
    component: () => <AssessmentOutboxNote jobId={6} savedAt={savedAt} onSettled={onSettled} />,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { invalidate, onSettled };
}

beforeEach(async () => {
  await clear(store);
  localStorage.setItem('user_id', '5');
  Object.defineProperty(navigator, 'serviceWorker', { value: new EventTarget(), configurable: true });
});
afterEach(() => cleanup());

describe('AssessmentOutboxNote', () => {
  it("says a write of this assessment waits to be sent; other jobs' writes are not its business", async () => {
    await set('a', record('a', { kind: 'assessment_draft' }), store);
    await set('b', record('b', { job_id: 7, state: 'failed', reason: 'No' }), store);
    renderNote(null);
    expect(await screen.findByText(/Your draft is kept on this phone and waits to be sent/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a refusal after the replay with its reason, and tells the screen', async () => {
    await set(
      'a',
      record('a', { state: 'failed', reason: 'Question 2 is required.', can_retry: true }),
      store,
    );
    const { onSettled } = renderNote('2026-11-24T09:00:00Z');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Your submission made offline was not accepted: Question 2 is required.',
    );
    expect(alert.textContent).toContain(REFUSED_HELP);
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
  });

  it('does not show a refusal older than the answers the server holds now', async () => {
    await set('a', record('a', { state: 'failed', reason: 'Question 2 is required.' }), store);
    renderNote('2026-11-24T11:00:00Z');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('reads the job again once a write of it was sent', async () => {
    await set('a', record('a', { state: 'sent', updated_at: Date.now() }), store);
    const { invalidate } = renderNote(null);
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['job', 6] }));
  });
});
