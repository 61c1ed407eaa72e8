import 'fake-indexeddb/auto';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { Notification } from '@contract/notifications';
import { VERIFIED_EMPLOYER, VERIFIED_EMPLOYER_MEANING } from '@contract/verified-employer';
import { notifications as toasts } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAppBadge } from './app-badge';
import { NO_NOTIFICATIONS, NOTIFICATIONS_FAILED } from './notification-texts';

// the whole app renders on a shared, slow machine

const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const HOUR = 3_600_000;
const item = (id: number, text: string, link: string, read = false): Notification => ({
  notification_id: id,
  kind: 'status',
  text,
  link,
  created_at: new Date(Date.now() - id * HOUR).toISOString(),
  read,
});
let list: Notification[];
let fetchMock: ReturnType<typeof vi.fn>;
const posts = (path: string) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).includes(path) && init?.method === 'POST') as [
    string,
    RequestInit,
  ][];
const unread = () => list.filter((entry) => !entry.read).length;

async function serverAnswer(url: string, init?: RequestInit): Promise<Response> {
  if (url.includes('/candidates/badges')) return ok({ chat_unread: 1, notifications_unread: unread() });
  if (url.includes('/candidates/notifications/read')) {
    const body = JSON.parse(String(init?.body));
    list = list.map((entry) =>
      body.all || body.notification_ids.includes(entry.notification_id) ? { ...entry, read: true } : entry,
    );
    return ok({ unread: unread() });
  }
  if (url.includes('/candidates/notifications'))
    return ok({ notifications: list, total: list.length, unread: unread() });
  return jsonResponse(500, { success: false, message: 'not in this test', code: 'internal_error' });
}

beforeEach(() => {
  list = [
    item(1, 'Acme shortlisted your application for Medical Coder', '/applied-jobs'),
    item(2, 'Acme viewed your profile', '/view-profile'),
    item(3, '2 new jobs for "Coders"', '/jobpostings?location=Chennai', true),
  ];
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  fetchMock = vi.fn(serverAnswer);
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  toasts.clean();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the notifications bell', () => {
  it('says the unread count, opens the list, marks one read when opened and goes to it', async () => {
    const { router } = renderApp('/saved-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const links = await within(drawer).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Acme shortlisted your application for Medical Coder',
      'Unread: Acme viewed your profile',
      '2 new jobs for "Coders"',
    ]);
    expect(within(drawer).getByText('1 hour ago')).toBeTruthy();
    fireEvent.click(links[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-profile'));
    expect(JSON.parse(String(posts('/candidates/notifications/read')[0][1].body))).toEqual({
      notification_ids: [2],
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
  });

  it('a notification from a Verified employer wears the badge with its meaning (issue 37)', async () => {
    list = [{ ...list[0], company_verified: true }, { ...list[1], company_verified: false }, list[2]];
    renderApp('/saved-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    const badges = await within(drawer).findAllByText(VERIFIED_EMPLOYER);
    expect(badges).toHaveLength(1);
    expect(badges[0].getAttribute('title')).toBe(VERIFIED_EMPLOYER_MEANING);
    expect(badges[0].closest('li, [role="listitem"], div')?.textContent).toContain('Acme shortlisted');
  });

  it('marks all as read', async () => {
    renderApp('/saved-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const drawer = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(JSON.parse(String(posts('/candidates/notifications/read')[0][1].body))).toEqual({ all: true });
    expect(new Headers(posts('/candidates/notifications/read')[0][1].headers).get('X-Queue')).toBe('1');
    await waitFor(() => expect(within(drawer).queryByText(/^Unread: /)).toBeNull());
  });

  it('says when there are none, and when the list could not be loaded', async () => {
    list = [];
    renderApp('/saved-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(NO_NOTIFICATIONS)).toBeTruthy();
    cleanup();
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) =>
      url.includes('/candidates/notifications')
        ? jsonResponse(500, { success: false, message: 'boom', code: 'internal_error' })
        : serverAnswer(url, init),
    );
    renderApp('/saved-jobs');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(NOTIFICATIONS_FAILED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('puts the unread total on the installed app’s icon where the browser can', async () => {
    const setAppBadge = vi.fn(async () => undefined);
    const clearAppBadge = vi.fn(async () => undefined);
    showAppBadge(3, { setAppBadge, clearAppBadge });
    showAppBadge(0, { setAppBadge, clearAppBadge });
    expect(setAppBadge).toHaveBeenCalledExactlyOnceWith(3);
    expect(clearAppBadge).toHaveBeenCalledOnce();
    // a browser without the Badging API: nothing happens
    expect(() => showAppBadge(3, {})).not.toThrow();

    Object.assign(navigator, { setAppBadge, clearAppBadge });
    try {
      renderApp('/saved-jobs');
      await screen.findByRole('button', { name: 'Notifications, 2 unread' });
      // two notifications and one chat message
      await waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(3));
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });
});
