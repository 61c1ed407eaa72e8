import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardQueryKey } from '../api/get-dashboard';
import { jsonResponse, renderApp } from '../test-kits/test-utils';
import { chatLinkLabel } from './signed-in-header';

const details = {
  user_id: 5,
  first_name: 'Asha',
  last_name: 'Rao',
  phone_no: '9876543210',
  email: 'asha@example.in',
  employment_list: [],
  profile_picture: '/uploads/asha.png',
  active_since: '2026-01-01',
  activity_status: 'Highly Active',
};

const dashboardAnswer = {
  success: true,
  result: {
    user_details: details,
    profile_completion: 60,
    applied_count: 0,
    recruiter_views: 0,
    recent_jobs: [],
  },
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'x');
  fetchMock = vi.fn(async () => jsonResponse(200, dashboardAnswer));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  // toasts live in Mantine's module-level store: one test's 'Invalid session' must not leak
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function mainNav(): HTMLElement {
  return within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
}

describe('signed-in header', () => {
  it('highlights the active item with aria-current', async () => {
    renderApp('/saved-jobs');
    const saved = await within(await waitFor(mainNav)).findByRole('link', { name: 'Saved Jobs' });
    expect(saved.getAttribute('aria-current')).toBe('page');
    for (const name of ['Dashboard', 'Job Search', 'Applied Jobs']) {
      expect(within(mainNav()).getByRole('link', { name }).getAttribute('aria-current')).toBeNull();
    }
  });

  it('keeps Job Search active on a job detail page', async () => {
    renderApp('/jobpostings/12');
    const jobSearch = await within(await waitFor(mainNav)).findByRole('link', { name: 'Job Search' });
    expect(jobSearch.getAttribute('aria-current')).toBe('page');
    expect(
      within(mainNav()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('links to the four screens', async () => {
    renderApp('/dashboard');
    await waitFor(mainNav);
    const hrefs = within(mainNav())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/dashboard', '/jobpostings', '/saved-jobs', '/applied-jobs']);
  });

  it('asks the server again on opening even when the cached details are fresh (revoked session -> 403 rule)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    queryClient.setQueryData(dashboardQueryKey(), dashboardAnswer.result);
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { success: false, message: 'Invalid session' }),
    );
    const { router } = renderApp('/dashboard', { queryClient });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('the Chat control links to /chat and says the unread count, kept live by the event stream', async () => {
    let chatUnread = 1;
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/candidates/badges'))
        return jsonResponse(200, {
          success: true,
          result: { chat_unread: chatUnread, notifications_unread: 0 },
        });
      if (url.endsWith('/events'))
        return new Response(
          new ReadableStream<Uint8Array>({
            start: (controller) => {
              stream = controller;
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        );
      return jsonResponse(200, dashboardAnswer);
    });
    renderApp('/dashboard');
    const chat = await screen.findByRole('link', { name: 'Chat, 1 unread' });
    expect(chat.getAttribute('href')).toBe('/chat');
    await waitFor(() => expect(stream).toBeDefined());
    chatUnread = 2;
    const message = {
      message_id: 9,
      conversation_id: 3,
      sender: 'recruiter',
      sender_name: 'Anita',
      body: 'Hi',
      sent_at: '2026-11-26T10:00:00.000Z',
    };
    stream.enqueue(
      new TextEncoder().encode(
        `event: message\ndata: ${JSON.stringify({ conversation_id: 3, message })}\n\n`,
      ),
    );
    expect(await screen.findByRole('link', { name: 'Chat, 2 unread' })).toBeTruthy();
  });

  it('the Chat control is named Chat with nothing unread', () => {
    expect(chatLinkLabel(0)).toBe('Chat');
    expect(chatLinkLabel(undefined)).toBe('Chat');
    expect(chatLinkLabel(3)).toBe('Chat, 3 unread');
  });

  it('opens a drawer from the hamburger', async () => {
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Applied Jobs' })).toBeTruthy();
  });

  it('shows profile_picture from the dashboard answer, resolved against the API host, and caches the details', async () => {
    renderApp('/dashboard');
    const img = await screen.findByRole('img', { name: "Asha Rao's profile picture" });
    expect(img.getAttribute('src')).toBe(`${window.location.origin}/uploads/asha.png`);
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/candidates/dashboard');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userDetails') ?? '{}').first_name).toBe('Asha'),
    );
  });

  it('falls back to the grey user icon when the image fails', async () => {
    renderApp('/dashboard');
    const img = await screen.findByRole('img', { name: "Asha Rao's profile picture" });
    expect(screen.queryByTestId('avatar-fallback')).toBeNull();
    fireEvent.error(img);
    expect(await screen.findByTestId('avatar-fallback')).toBeTruthy();
    expect(screen.queryByRole('img', { name: "Asha Rao's profile picture" })).toBeNull();
  });

  it('shows the grey user icon when there is no picture', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, {
        ...dashboardAnswer,
        result: { ...dashboardAnswer.result, user_details: { ...details, profile_picture: null } },
      }),
    );
    renderApp('/dashboard');
    expect(await screen.findByTestId('avatar-fallback')).toBeTruthy();
  });

  it('falls back to the cached details when the call fails (only logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(
      'userDetails',
      JSON.stringify({ ...details, profile_picture: '/uploads/cached.png' }),
    );
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/dashboard');
    const img = await screen.findByRole('img', { name: "Asha Rao's profile picture" });
    expect(img.getAttribute('src')).toBe(`${window.location.origin}/uploads/cached.png`);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    // the header says nothing (the dashboard screen below has its own failure text)
    expect(within(screen.getByRole('banner')).queryByRole('alert')).toBeNull();
    expect(await screen.findByText('Error fetching dashboard data.')).toBeTruthy();
  });

  it('has Profile, Account Settings and Signout in the avatar menu; Signout asks first', async () => {
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    // jsdom has no layout, so Mantine's floating dropdown counts as detached and stays display:none.
    const menu = await screen.findByRole('menu', { hidden: true });
    const item = (name: string) => within(menu).getByRole('menuitem', { name, hidden: true });
    expect(item('Profile').getAttribute('href')).toBe('/view-profile');
    expect(item('Account Settings').getAttribute('href')).toBe('/settings');
    const signout = item('Signout');
    expect(signout.getAttribute('href')).toBe('/login');
    fireEvent.click(signout);
    const dialog = await screen.findByRole('dialog', { name: 'Sign Out' });
    expect(within(dialog).getByText('Are you sure you want to sign out of your account?')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign Out' })).toBeNull());
    expect(localStorage.getItem('token')).toBe('x');
  });

  it('Signout, once confirmed, clears storage and lands on / (the layout wires the modal)', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.endsWith('/auth/logout')
        ? jsonResponse(200, { success: true })
        : jsonResponse(200, dashboardAnswer),
    );
    sessionStorage.setItem('draft', '1');
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Signout', hidden: true }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign Out' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: 'You are successfully signed out' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    const logoutCall = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/auth/logout'));
    expect(logoutCall).toBeDefined();
    const logoutInit = (logoutCall ?? [])[1] as RequestInit | undefined;
    expect(new Headers(logoutInit?.headers).get('Authorization')).toBe('Bearer x');
    expect(await screen.findByRole('link', { name: 'Signup' })).toBeTruthy();
  });

  it('a 403 on the dashboard call clears storage, says Invalid session and lands on /', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { success: false, message: 'Session revoked' }),
    );
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('Invalid session')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Signup' })).toBeTruthy();
  });
});
