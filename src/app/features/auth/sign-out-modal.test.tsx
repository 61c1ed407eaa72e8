import 'fake-indexeddb/auto';
import { SUCCESS_READ_MS } from '@contract/limits';
import { SAVED_SEARCHES_SYNC_KEYS, SAVED_SEARCHES_SYNC_TAG } from '@contract/page-worker';
import { createTheme, MantineProvider, Modal } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignOutModal } from './sign-out-modal';

const navigate = vi.fn(async () => {});
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => navigate }));

// No open/close animation, so what a modal shows is in the DOM at once.
const theme = createTheme({
  components: { Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }) },
});

function renderModal(onClose = vi.fn()) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['dashboard'], { user_details: { first_name: 'Priya' } });
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <SignOutModal opened onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { queryClient, onClose };
}

describe('SignOutModal (Sign-out)', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // only the timers of the screen: IndexedDB (fake-indexeddb) runs on setImmediate
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    navigate.mockClear();
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('isCandidateLogin', 'true');
    sessionStorage.setItem('draft', 'x');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks first; Cancel changes nothing', () => {
    const { onClose } = renderModal();
    expect(screen.getByText('Are you sure you want to sign out of your account?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Sign out: revokes and clears first (token, storage, cache, the periodic sync), then says so; / after SUCCESS_READ_MS', async () => {
    await set(SAVED_SEARCHES_SYNC_KEYS.request, {
      url: '/api/x',
      authorization: 'Bearer tok-1',
      user_id: '7',
    });
    const unregister = vi.fn(async () => {});
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: {
        getRegistration: async () => ({ periodicSync: { unregister } }),
        addEventListener: () => {},
        removeEventListener: () => {},
      },
    });
    const { queryClient } = renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    // closing the tab at the moment the message shows leaves no session behind (issue 22 G4)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await vi.waitFor(() =>
      expect(screen.getAllByText('You are successfully signed out').length).toBeGreaterThan(0),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/auth/logout');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer tok-1');
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
    expect(await get(SAVED_SEARCHES_SYNC_KEYS.request)).toBeUndefined();
    expect(unregister).toHaveBeenCalledWith(SAVED_SEARCHES_SYNC_TAG);
    expect(navigate).not.toHaveBeenCalled();

    // the message stays long enough to be read out (issue 35 N5), past the spec's 2000 ms
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(navigate).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_READ_MS - 2000);
    });
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('a failed revoke (offline) still signs out', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderModal();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    await vi.waitFor(() =>
      expect(screen.getAllByText('You are successfully signed out').length).toBeGreaterThan(0),
    );
    expect(localStorage.length).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SUCCESS_READ_MS);
    });
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    errorLog.mockRestore();
  });
});
