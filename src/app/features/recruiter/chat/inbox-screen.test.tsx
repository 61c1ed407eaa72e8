import { isPersistedQueryKey } from '@app/api/query-keys';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { Message, RecruiterConversation } from '@contract/chat';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxQueryOptions } from '../api/get-conversations';

const today = new Date();
const at = (hours: number, minutes: number) =>
  new Date(today.getFullYear(), today.getMonth(), today.getDate(), hours, minutes).toISOString();

const message = (id: number, sender: Message['sender'], body: string, sentAt: string): Message => ({
  message_id: id,
  conversation_id: id,
  sender,
  sender_name: sender === 'recruiter' ? 'Anita Desai' : 'Priya Sharma',
  body,
  sent_at: sentAt,
});

const row = (id: number, fields: Partial<RecruiterConversation> = {}): RecruiterConversation => ({
  conversation_id: id,
  application_id: 30 + id,
  job_id: 5,
  job_title: 'AR Caller',
  candidate_name: `Candidate ${id}`,
  last_message: null,
  unread: 0,
  ...fields,
});

interface InboxAnswer {
  conversations: RecruiterConversation[];
  total: number;
  unread_total: number;
}

let fetchMock: FetchMock;
let inbox: InboxAnswer | 'fail';
let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
const sendEvent = (type: string, data: unknown) =>
  stream?.enqueue(new TextEncoder().encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));

const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const inboxCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.split('?')[0].endsWith('/recruiters/conversations'));

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  inbox = { conversations: [], total: 0, unread_total: 0 };
  stream = undefined;
  fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    if (path.endsWith('/api/events')) {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          stream = controller;
        },
      });
      queueMicrotask(() => sendEvent('ready', {}));
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (path.endsWith('/recruiters/conversations')) {
      if (inbox === 'fail')
        return jsonResponse(500, { success: false, message: 'Server error', code: 'server_error' });
      return ok(inbox);
    }
    if (path.endsWith('/recruiters/jobs')) return ok({ jobs: [], total: 0 });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the workspace inbox (/recruiter/inbox)', () => {
  it("lists the company's conversations: candidate, job, last message, time and the unread mark; each opens the applicant's conversation", async () => {
    inbox = {
      conversations: [
        row(1, {
          candidate_name: 'Priya Sharma',
          last_message: message(11, 'candidate', 'Yes, I am free at 4', at(9, 5)),
          unread: 2,
        }),
        row(2, {
          candidate_name: 'Karthik Iyer',
          job_title: 'Medical Coder',
          last_message: message(12, 'recruiter', 'Thanks, we will call you', at(8, 30)),
        }),
      ],
      total: 2,
      unread_total: 2,
    };
    renderApp('/recruiter/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0].getAttribute('href')).toBe('/recruiter/applications/31#conversation');
    expect(links[0].textContent).toContain('Priya Sharma');
    expect(links[0].textContent).toContain('AR Caller');
    expect(links[0].textContent).toContain('Priya Sharma: Yes, I am free at 4');
    expect(links[0].textContent).toContain('09:05');
    expect(within(links[0]).getByText('2 unread')).toBeTruthy();
    expect(links[1].textContent).toContain('You: Thanks, we will call you');
    expect(within(links[1]).queryByText(/unread/)).toBeNull();
    // the header's Inbox says the count in its name
    const header = screen.getByRole('link', { name: 'Inbox, 2 unread' });
    expect(header.getAttribute('href')).toBe('/recruiter/inbox');
  });

  it('a new message refreshes the inbox and the header count while it is open (the event stream)', async () => {
    inbox = { conversations: [row(1)], total: 1, unread_total: 0 };
    renderApp('/recruiter/inbox');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeTruthy();
    await waitFor(() => expect(stream).toBeDefined());
    const reply = message(13, 'candidate', 'Hello from Chennai', at(10, 0));
    inbox = { conversations: [row(1, { last_message: reply, unread: 1 })], total: 1, unread_total: 1 };
    sendEvent('message', { conversation_id: 1, message: reply });
    expect(await screen.findByText('Priya Sharma: Hello from Chennai')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Inbox, 1 unread' })).toBeTruthy();
  });

  it('says when there are no conversations yet', async () => {
    renderApp('/recruiter/inbox');
    expect(
      await screen.findByText(
        'No conversations yet. Press Message on an applicant page to write to a candidate.',
      ),
    ).toBeTruthy();
  });

  it('says when the conversations could not be loaded, with Try again', async () => {
    inbox = 'fail';
    renderApp('/recruiter/inbox');
    expect(await screen.findByText('The conversations could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('20 a page: the page is in the URL and the pages are numbered', async () => {
    inbox = { conversations: [row(21)], total: 25, unread_total: 0 };
    const { router } = renderApp('/recruiter/inbox?page=2');
    await screen.findByRole('list', { name: 'Conversations' });
    // the screen's page 2 (the header reads page 1 for the unread count)
    const pagesAsked = inboxCalls().map(([url]) => new URL(url, 'http://localhost').searchParams.get('page'));
    expect(pagesAsked).toContain('2');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pages).getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    });
    function goOffline() {
      onlineManager.setOnline(false);
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    }

    it('opens from the saved copy and says how old it is', async () => {
      goOffline();
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { queryKey } = inboxQueryOptions(1);
      queryClient.setQueryData(
        queryKey,
        { conversations: [row(1, { candidate_name: 'Priya Sharma' })], total: 1, unread_total: 0 },
        { updatedAt: Date.now() - 5 * 60 * 1000 },
      );
      renderApp('/recruiter/inbox', { queryClient });
      const list = await screen.findByRole('list', { name: 'Conversations' });
      expect(within(list).getByText('Priya Sharma')).toBeTruthy();
      expect(
        screen.getByText('You are offline: showing the conversations saved on this phone 5 minutes ago.'),
      ).toBeTruthy();
      expect(inboxCalls()).toHaveLength(0);
      expect(isPersistedQueryKey(queryKey)).toBe(true);
    });

    it('never opened here: says it waits for the network', async () => {
      goOffline();
      renderApp('/recruiter/inbox');
      expect(
        await screen.findByText(
          'You are offline and the conversations are not saved on this device yet. They open when you are back online.',
        ),
      ).toBeTruthy();
    });
  });
});
