import 'fake-indexeddb/auto';
import { SUCCESS_READ_MS } from '@contract/limits';
import type { OutboxRecord } from '@contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE } from '@contract/page-worker';
import { createTheme, MantineProvider, Modal } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecruiterSignOut } from './recruiter-sign-out';

const navigate = vi.fn(async () => {});
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

const theme = createTheme({
  components: { Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }) },
});

describe("the recruiter's sign-out", () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    navigate.mockClear();
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'rec-1');
    localStorage.setItem('role', 'recruiter');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('revokes the session, clears this device, says so, then opens the recruiter login', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['recruiter', 'jobs', 1], { jobs: [], total: 0 });
    const onClose = vi.fn();
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RecruiterSignOut opened onClose={onClose} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await vi.waitFor(() =>
      expect(screen.getAllByText('You are successfully signed out').length).toBeGreaterThan(0),
    );
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer rec-1');
    expect(localStorage.length).toBe(0);
    expect(queryClient.getQueryData(['recruiter', 'jobs', 1])).toBeUndefined();
    // the message stays long enough to read (ui/success-modal.tsx) before the login opens
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_READ_MS);
    });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/recruiter/login', replace: true }));
    expect(onClose).toHaveBeenCalled();
  });

  it('warns first when messages written offline have not been sent yet', async () => {
    vi.useRealTimers();
    localStorage.setItem('user_id', '4');
    const record: OutboxRecord = {
      kind: 'recruiter_message',
      job_id: 5,
      application_id: 31,
      title: 'AR Caller',
      user_id: '4',
      key: 'k1',
      created_at: 1,
      updated_at: 1,
      state: 'waiting',
      reason: null,
      status: null,
      attempts: 0,
      next_attempt_at: null,
      can_retry: false,
      message: 'Written on the train',
    };
    await set(record.key, record, createStore(OUTBOX_DB, OUTBOX_STORE));
    render(
      <MantineProvider theme={theme}>
        <QueryClientProvider client={new QueryClient()}>
          <RecruiterSignOut opened onClose={vi.fn()} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(
      await screen.findByText(
        '1 message written on this device has not been sent yet. Signing out now would lose it.',
      ),
    ).toBeTruthy();
  });
});
