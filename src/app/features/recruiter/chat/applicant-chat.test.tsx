import { isPersistedQueryKey } from '@app/api/query-keys';
import type { OutboxView } from '@app/offline/outbox';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { testProfile } from '@app/test-kits/profile-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import type { Message, RecruiterConversation } from '@contract/chat';
import type { OutboxRecord } from '@contract/outbox';
import { SW_MESSAGES } from '@contract/page-worker';
import type { Applicant } from '@contract/recruiter/applicants';
import { notifications } from '@mantine/notifications';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationQueryOptions } from '../api/get-conversation';

// the applicant page is large (the whole record): jsdom gets time on this shared machine

const outbox = vi.hoisted(() => ({
  view: { records: [], waiting: 0, failed: 0, loaded: true } as OutboxView,
  retried: [] as string[],
  discarded: [] as string[],
  told: [] as unknown[],
}));
vi.mock('@app/offline/outbox', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@app/offline/outbox')>()),
  useOutbox: () => outbox.view,
  refreshOutbox: () => {},
  retryOutboxRecord: async (key: string) => {
    outbox.retried.push(key);
    return true;
  },
  tellWorker: async (message: unknown) => {
    outbox.told.push(message);
    return true;
  },
  discardOutboxRecord: async (key: string) => {
    outbox.discarded.push(key);
    return true;
  },
}));

const applicant: Applicant = {
  application_id: 31,
  job: { id: 5, job_title: 'AR Caller' },
  status: 'new',
  version: 0,
  undo_until: null,
  applied_at: new Date(2026, 10, 20, 10).toISOString(),
  reason: null,
  note: '',
  note_version: 1,
  timeline: [{ event: 'applied', at: new Date(2026, 10, 20, 10).toISOString() }],
  profile: testProfile(),
  contact: null,
  contact_state: 'not_shared',
  resume: null,
  assessment: { state: 'not_required', answers: [], score: null, pass_mark: null },
};

const message = (id: number, sender: Message['sender'], body: string): Message => ({
  message_id: id,
  conversation_id: 9,
  sender,
  sender_name: sender === 'recruiter' ? 'Anita Desai' : 'Priya Sharma',
  body,
  sent_at: new Date(2026, 10, 20, 9, id).toISOString(),
});

const conversationRow = (fields: Partial<RecruiterConversation> = {}): RecruiterConversation => ({
  conversation_id: 9,
  application_id: 31,
  job_id: 5,
  job_title: 'AR Caller',
  candidate_name: 'Priya Sharma',
  last_message: null,
  unread: 0,
  ...fields,
});

interface ConversationAnswer {
  conversation: RecruiterConversation | null;
  messages: Message[];
  can_start: boolean;
  cannot_start_reason: string | null;
  seen_message_id: number | null;
}

const NONE: ConversationAnswer = {
  conversation: null,
  messages: [],
  can_start: true,
  cannot_start_reason: null,
  seen_message_id: null,
};

let fetchMock: FetchMock;
let conversation: ConversationAnswer;
/** The tab's event stream (GET /api/events): the test writes its events. */
let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
const sendEvent = (type: string, data: unknown) =>
  stream?.enqueue(new TextEncoder().encode(`event: ${type}\ndata: ${JSON.stringify(data)}\n\n`));
let sendAnswer: () => Response | Promise<Response>;
/** The event stream's answer when set (default: an open stream). */
let eventsAnswer: (() => Response) | undefined;

const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
const calls = (suffix: string) => fetchMock.mock.calls.filter(([url]) => url.split('?')[0].endsWith(suffix));

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  localStorage.setItem('user_id', '4');
  conversation = NONE;
  eventsAnswer = undefined;
  outbox.view = { records: [], waiting: 0, failed: 0, loaded: true };
  outbox.retried = [];
  outbox.discarded = [];
  outbox.told = [];
  sendAnswer = () => {
    // the server now holds the conversation with the message
    const sent = message(3, 'recruiter', 'Are you free for a call today?');
    conversation = {
      ...conversation,
      conversation: conversationRow({ last_message: sent }),
      messages: [sent],
    };
    return ok({ message: sent, conversation_id: 9 });
  };
  fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0];
    if (path.endsWith('/api/events') && eventsAnswer) return eventsAnswer();
    if (path.endsWith('/api/events')) {
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          stream = controller;
        },
      });
      queueMicrotask(() => sendEvent('ready', {}));
      return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
    }
    if (path.endsWith('/recruiters/applications/31/conversation')) return ok(conversation);
    if (path.endsWith('/recruiters/applications/31/messages')) return sendAnswer();
    if (path.endsWith('/recruiters/conversations/9/read')) return ok({ unread_total: 0 });
    if (path.endsWith('/recruiters/conversations'))
      return ok({ conversations: [], total: 0, unread_total: 0 });
    if (path.endsWith('/recruiters/applications/31')) return ok({ applicant });
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  stream = undefined;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("the applicant page's conversation", () => {
  it('Message opens an empty conversation; a blank message is refused; Send writes through the queue and shows it', async () => {
    renderApp('/recruiter/applications/31');
    const button = await screen.findByRole('button', { name: 'Message' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByRole('region', { name: 'Conversation' })).toBeNull();
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = within(panel).getByLabelText('Your message');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(within(panel).getByText('0 / 2000')).toBeTruthy();

    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Please write a message')).toBeTruthy();
    expect(calls('/messages')).toHaveLength(0);

    fireEvent.change(box, { target: { value: ' Are you free for a call today? ' } });
    expect(within(panel).getByText('32 / 2000')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    const list = await within(panel).findByRole('log', { name: 'Messages' });
    expect(await within(list).findByText('Are you free for a call today?')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
    const [, init] = calls('/messages')[0];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ body: 'Are you free for a call today?' });
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(headers.get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(decodeURIComponent(headers.get('X-Outbox') ?? ''))).toEqual({
      kind: 'recruiter_message',
      job_id: 5,
      application_id: 31,
      title: 'AR Caller',
      user_id: '4',
    });
  });

  it('a conversation that goes on shows its messages with times, Seen under the last read one, links as text, and is marked read', async () => {
    conversation = {
      ...NONE,
      conversation: conversationRow({ unread: 1 }),
      messages: [
        message(1, 'recruiter', 'Hello Priya'),
        message(2, 'recruiter', 'Please see https://example.com/jd'),
        message(3, 'candidate', 'Thank you, I am interested'),
      ],
      seen_message_id: 2,
    };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const items = within(within(panel).getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).toContain('Anita Desai');
    expect(items[0].querySelector('time')?.getAttribute('datetime')).toBe(conversation.messages[0].sent_at);
    expect(items[0].querySelector('time')?.textContent).toBe('20 Nov 2026, 09:01');
    expect(within(items[0]).queryByText('Seen')).toBeNull();
    expect(within(items[1]).getByText('Seen')).toBeTruthy();
    expect(within(items[1]).queryByRole('link')).toBeNull();
    expect(within(items[1]).getByText('Please see https://example.com/jd')).toBeTruthy();
    await waitFor(() => expect(calls('/recruiters/conversations/9/read')).toHaveLength(1));
    expect(JSON.parse(String(calls('/recruiters/conversations/9/read')[0][1]?.body))).toEqual({
      message_id: 3,
    });
  });

  it("the candidate's reply appears while the page is open (the event stream), and is marked read", async () => {
    conversation = {
      ...NONE,
      conversation: conversationRow(),
      messages: [message(1, 'recruiter', 'Hello Priya')],
    };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    await waitFor(() => expect(stream).toBeDefined());
    const reply = message(2, 'candidate', 'Yes, I am free at 4');
    conversation = {
      ...conversation,
      conversation: conversationRow({ last_message: reply, unread: 1 }),
      messages: [...conversation.messages, reply],
    };
    // the messages are a polite live region (drawn before the reply comes): the reply is read out
    const log = within(panel).getByRole('log', { name: 'Messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    sendEvent('message', { conversation_id: 9, message: reply });
    expect(await within(log).findByText('Yes, I am free at 4')).toBeTruthy();
    await waitFor(() => expect(calls('/recruiters/conversations/9/read')).toHaveLength(1));
  });

  it("Seen waits until the candidate read the recruiters' last message", async () => {
    conversation = {
      ...NONE,
      conversation: conversationRow(),
      messages: [message(1, 'recruiter', 'Hello Priya'), message(2, 'recruiter', 'Are you there?')],
      seen_message_id: 1,
    };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    expect(within(panel).getByText('Are you there?')).toBeTruthy();
    expect(within(panel).queryByText('Seen')).toBeNull();
    // nothing unread: no read call
    expect(calls('/read')).toHaveLength(0);
  });

  it('Recruiter reach out off: Message is disabled with the reason beside it', async () => {
    conversation = {
      ...NONE,
      can_start: false,
      cannot_start_reason: 'This candidate is not taking messages from recruiters',
    };
    renderApp('/recruiter/applications/31');
    const reason = await screen.findByText('This candidate is not taking messages from recruiters');
    const button = screen.getByRole('button', { name: 'Message' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByRole('region', { name: 'Conversation' })).toBeNull();
  });

  it("a refusal says the server's words and keeps the text", async () => {
    sendAnswer = () =>
      jsonResponse(409, {
        success: false,
        message: 'This candidate is not taking messages from recruiters',
        code: 'reach_out_off',
      });
    renderApp('/recruiter/applications/31');
    const button = await screen.findByRole('button', { name: 'Message' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = within(panel).getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Hello' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(
      await within(panel).findByText('This candidate is not taking messages from recruiters'),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello');
  });

  it('opened from the inbox (#conversation): the conversation shows with the focus in the box', async () => {
    conversation = { ...NONE, conversation: conversationRow(), messages: [message(1, 'candidate', 'Hi')] };
    renderApp('/recruiter/applications/31#conversation');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByLabelText('Your message')));
  });

  it('messages written offline show from the outbox records: waiting, or not sent with the reason, Retry now and Discard', async () => {
    conversation = { ...NONE, conversation: conversationRow(), messages: [message(1, 'candidate', 'Hi')] };
    const record = (key: string, fields: Partial<OutboxRecord>): OutboxRecord => ({
      kind: 'recruiter_message',
      job_id: 5,
      application_id: 31,
      title: 'AR Caller',
      user_id: '4',
      key,
      created_at: 1,
      updated_at: 1,
      state: 'waiting',
      reason: null,
      status: null,
      attempts: 0,
      next_attempt_at: null,
      can_retry: false,
      ...fields,
    });
    outbox.view = {
      records: [
        record('a', { message: 'Written on the train' }),
        record('b', {
          message: 'Second try',
          state: 'failed',
          reason: 'This candidate is not taking messages from your company',
          can_retry: true,
        }),
        record('c', { message: 'Another applicant', application_id: 32 }),
        record('d', { message: 'Already there', state: 'sent' }),
      ],
      waiting: 1,
      failed: 1,
      loaded: true,
    };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const items = within(within(panel).getByRole('log', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1].textContent).toContain('Written on the train');
    expect(
      within(items[1]).getByText('Waiting to be sent: it goes as soon as you are back online.'),
    ).toBeTruthy();
    expect(
      within(items[2]).getByText('Not sent: This candidate is not taking messages from your company'),
    ).toBeTruthy();
    fireEvent.click(within(items[2]).getByRole('button', { name: 'Retry now' }));
    fireEvent.click(within(items[2]).getByRole('button', { name: 'Discard' }));
    expect(outbox.retried).toEqual(['b']);
    expect(outbox.discarded).toEqual(['b']);
    expect(screen.queryByText('Another applicant')).toBeNull();
    expect(screen.queryByText('Already there')).toBeNull();
  });

  it('an empty conversation is already a polite live region: the first reply is read out', async () => {
    conversation = { ...NONE, conversation: conversationRow() };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const log = within(panel).getByRole('log', { name: 'Messages' });
    expect(within(log).getByText(/^No messages yet/)).toBeTruthy();
    await waitFor(() => expect(stream).toBeDefined());
    const reply = message(2, 'candidate', 'Hello, thank you for writing');
    conversation = { ...conversation, conversation: conversationRow({ unread: 1 }), messages: [reply] };
    sendEvent('message', { conversation_id: 9, message: reply });
    expect(await within(log).findByText('Hello, thank you for writing')).toBeTruthy();
  });

  it('Send keeps the focus in the box while it sends (its loading state disables it); text written meanwhile stays', async () => {
    let answer: (response: Response) => void = () => {};
    const sent = message(3, 'recruiter', 'Are you free for a call today?');
    sendAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    conversation = { ...NONE, conversation: conversationRow() };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = within(panel).getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Are you free for a call today?' } });
    const send = within(panel).getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(calls('/messages')).toHaveLength(1));
    expect(document.activeElement).toBe(box);
    fireEvent.change(box, { target: { value: 'Are you free for a call today? Or tomorrow?' } });
    conversation = { ...conversation, messages: [sent] };
    answer(ok({ message: sent, conversation_id: 9 }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Or tomorrow?'));
    expect(document.activeElement).toBe(box);
  });

  it('a send refused with 429 (too many) says the server’s words, keeps the text and the focus in the box', async () => {
    sendAnswer = () =>
      jsonResponse(429, {
        success: false,
        message: 'You are sending messages too quickly. Please wait a minute.',
        code: 'too_many_messages',
      });
    conversation = { ...NONE, conversation: conversationRow() };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    const box = within(panel).getByLabelText('Your message');
    fireEvent.change(box, { target: { value: 'Hello again' } });
    const send = within(panel).getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    expect(
      await within(panel).findByText('You are sending messages too quickly. Please wait a minute.'),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Hello again');
    expect(document.activeElement).toBe(box);
  });

  it('says when the connection is down (the event stream cannot connect), and stops once it is back', async () => {
    eventsAnswer = () => jsonResponse(503, { success: false, message: 'Unavailable' });
    conversation = { ...NONE, conversation: conversationRow(), messages: [message(1, 'candidate', 'Hi')] };
    renderApp('/recruiter/applications/31');
    const panel = await screen.findByRole('region', { name: 'Conversation' });
    expect(
      await within(panel).findByText(/^Not connected: new messages show here/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    expect(outbox.told).toEqual([]);
    eventsAnswer = undefined;
    await waitFor(() => expect(within(panel).queryByText(/^Not connected/)).toBeNull(), { timeout: 5000 });
    // the server answers again: the worker is asked to send what it keeps, no tap needed
    await waitFor(() => expect(outbox.told).toEqual([{ type: SW_MESSAGES.replay }]));
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    });

    it('Send offline still reaches the service worker, which keeps it (queued): the box empties', async () => {
      conversation = { ...NONE, conversation: conversationRow(), messages: [message(1, 'candidate', 'Hi')] };
      renderApp('/recruiter/applications/31');
      const panel = await screen.findByRole('region', { name: 'Conversation' });
      onlineManager.setOnline(false);
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
      // the worker's answer to a write it kept
      sendAnswer = () => jsonResponse(202, { success: true, queued: true });
      const box = within(panel).getByLabelText('Your message');
      fireEvent.change(box, { target: { value: 'Written offline' } });
      fireEvent.click(within(panel).getByRole('button', { name: 'Send' }));
      await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
      expect(calls('/messages')).toHaveLength(1);
    });

    it('a conversation seen before opens from the saved copy and says how old it is', async () => {
      onlineManager.setOnline(false);
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const { queryKey } = conversationQueryOptions(31);
      queryClient.setQueryData(
        queryKey,
        { ...NONE, conversation: conversationRow(), messages: [message(1, 'candidate', 'Saved hello')] },
        { updatedAt: Date.now() - 5 * 60 * 1000 },
      );
      queryClient.setQueryData(['recruiter', 'applicant', 31], { applicant });
      renderApp('/recruiter/applications/31', { queryClient });
      const panel = await screen.findByRole('region', { name: 'Conversation' });
      expect(within(panel).getByText('Saved hello')).toBeTruthy();
      expect(
        within(panel).getByText(
          'You are offline: showing this conversation saved on this phone 5 minutes ago.',
        ),
      ).toBeTruthy();
      expect(calls('/conversation')).toHaveLength(0);
      expect(isPersistedQueryKey(queryKey)).toBe(true);
    });
  });
});
