import { chatConversation, chatMessage } from '@app/test-kits/chat-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { CandidateConversation, Message } from '@contract/chat';
import { type ContactShare, SHARE_CONTACT, shareContactQuestion } from '@contract/contact-sharing';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEE_WARNING, NO_CONVERSATIONS_YET, REPLY_NEEDS_NETWORK } from './chat-texts';

const conversation = { ...chatConversation, unread: 1 };
const message = chatMessage;

const ok = (result: unknown) => jsonResponse(200, { success: true, result });

let fetchMock: ReturnType<typeof vi.fn>;
let posts: Array<{ url: string; body: unknown }>;
let thread: { messages: Message[]; seen_message_id: number | null; conversation: CandidateConversation };
let conversations: CandidateConversation[];
let offline = false;
/** The companies asking for the contact (issue 37 §3; default none). */
let contactShares: ContactShare[] = [];
/** The server's answer to a reply (default: the reply, at once). */
let replyAnswer: ((body: string) => Promise<Response>) | undefined;
/** The event stream's answer (default: an open stream). */
let eventsAnswer: (() => Response) | undefined;
let stream: ReadableStreamDefaultController<Uint8Array> | undefined;

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'x');
  localStorage.setItem('user_id', '7');
  offline = false;
  contactShares = [];
  replyAnswer = undefined;
  eventsAnswer = undefined;
  stream = undefined;
  posts = [];
  thread = {
    conversation,
    messages: [
      message(1, 'recruiter', 'Hello Priya, can you talk on Monday?'),
      message(2, 'candidate', 'Yes'),
      message(3, 'recruiter', '<b>Bring</b> your ID: https://example.com/id'),
    ],
    seen_message_id: 2,
  };
  conversations = [{ ...conversation, last_message: thread.messages[2] }];
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (init.method === 'POST') {
      if (offline) throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>;
      posts.push({ url: path, body });
      if (path.endsWith('/read')) return ok({ unread_total: 0 });
      if (path.endsWith('/chat_settings'))
        return ok({ muted: body.muted ?? false, blocked: body.blocked ?? false });
      if (path.endsWith('/report')) return ok({ reported: true, already_reported: false });
      if (path.endsWith('/contact_sharing/answer')) return ok({ shares: [] });
      if (path.endsWith('/messages'))
        return replyAnswer
          ? replyAnswer(String(body.body))
          : ok({ message: message(4, 'candidate', String(body.body)) });
    }
    if (path === '/api/candidates/conversations') return ok({ conversations, unread_total: 1 });
    if (path === '/api/candidates/conversations/3') return ok(thread);
    if (path === '/api/candidates/contact_sharing') return ok({ shares: contactShares });
    if (path === '/api/candidates/badges') return ok({ chat_unread: 1, notifications_unread: 0 });
    if (path === '/api/events' && eventsAnswer) return eventsAnswer();
    if (path === '/api/events')
      return new Response(
        new ReadableStream<Uint8Array>({
          start: (controller) => {
            stream = controller;
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      );
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/chat', () => {
  it('says plainly when there are no conversations yet', async () => {
    conversations = [];
    renderApp('/chat');
    expect(await screen.findByText(NO_CONVERSATIONS_YET)).toBeTruthy();
  });

  it('lists the conversations (company, job, last message as text, time, unread) and opens one as ?c=', async () => {
    const { router } = renderApp('/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(list).getByRole('link');
    expect(item.textContent).toContain('Acme Health');
    expect(item.textContent).toContain('Medical Coder');
    expect(item.textContent).toContain('<b>Bring</b> your ID: https://example.com/id');
    expect(item.textContent).toContain('1 unread');
    expect(item.querySelector('time')?.getAttribute('dateTime')).toBe(thread.messages[2].sent_at);
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.search).toEqual({ c: 3 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Health' })).toBeTruthy();
  });

  it('asks in the company’s conversation to share the contact; Share sends it and the question goes (issue 37 §3)', async () => {
    contactShares = [
      {
        company_id: conversation.company_id,
        company_name: 'Acme Health',
        state: 'asked',
        at: message(1, 'recruiter', '').sent_at,
      },
    ];
    renderApp('/chat?c=3');
    expect(await screen.findByText(shareContactQuestion('Acme Health'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: SHARE_CONTACT }));
    await waitFor(() => expect(screen.queryByText(shareContactQuestion('Acme Health'))).toBeNull());
    expect(posts.find((post) => post.url.endsWith('/contact_sharing/answer'))?.body).toEqual({
      company_id: conversation.company_id,
      share: true,
    });
  });

  it('says in the header that candidates are never charged, with Read more showing what to do (issue 37 §2)', async () => {
    renderApp('/chat?c=3');
    await screen.findByRole('heading', { level: 1, name: 'Acme Health' });
    expect(screen.getByText('We never charge candidates.')).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    const promise = await screen.findByRole('region', { name: 'We never charge candidates' });
    expect(within(promise).getByText(/Do not pay anyone who asks for money/)).toBeTruthy();
    expect(within(promise).getByRole('link', { name: 'cybercrime.gov.in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the messages as text with their times, Seen under the last own message, and marks them read', async () => {
    renderApp('/chat?c=3');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('<b>Bring</b> your ID: https://example.com/id');
    // never HTML, no link made of a URL
    expect(log.querySelector('b')).toBeNull();
    expect(log.querySelector('a')).toBeNull();
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).getAllByText('Seen')).toHaveLength(1);
    expect(within(log).getAllByText('Yes')[0].closest('li')?.textContent).toContain('Seen');
    await waitFor(() =>
      expect(posts).toContainEqual({ url: '/api/candidates/conversations/3/read', body: { message_id: 3 } }),
    );
    expect(await screen.findByRole('link', { name: 'Chat' })).toBeTruthy();
  });

  it('a new message appears while the conversation is open (the event stream), and is marked read', async () => {
    renderApp('/chat?c=3');
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Yes');
    await waitFor(() => expect(stream).toBeDefined());
    const fresh = message(5, 'recruiter', 'See you at 10');
    thread = {
      ...thread,
      messages: [...thread.messages, fresh],
      conversation: { ...conversation, unread: 1 },
    };
    stream?.enqueue(
      new TextEncoder().encode(
        `event: message\ndata: ${JSON.stringify({ conversation_id: 3, message: fresh })}\n\n`,
      ),
    );
    expect(await within(log).findByText('See you at 10')).toBeTruthy();
    await waitFor(() =>
      expect(posts).toContainEqual({ url: '/api/candidates/conversations/3/read', body: { message_id: 5 } }),
    );
  });

  it('no Seen while the recruiters have not read the last own message', async () => {
    thread.seen_message_id = null;
    renderApp('/chat?c=3');
    await screen.findByRole('log', { name: 'Messages' });
    await screen.findAllByText('Yes');
    expect(screen.queryByText('Seen')).toBeNull();
  });

  it('refuses a blank reply with the contract’s message; Send posts the reply and shows it', async () => {
    renderApp('/chat?c=3');
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please write a message')).toBeTruthy();
    expect(posts.filter((post) => post.url.endsWith('/messages'))).toEqual([]);
    fireEvent.change(box, { target: { value: ' Thank you, Monday works ' } });
    expect(screen.getByText('23 / 2,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(posts).toContainEqual({
        url: '/api/candidates/conversations/3/messages',
        body: { body: 'Thank you, Monday works' },
      }),
    );
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Thank you, Monday works')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('offline without the service worker: says the reply was not sent and keeps it', async () => {
    renderApp('/chat?c=3');
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    offline = true;
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(REPLY_NEEDS_NETWORK)).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('On my way');
  });

  it('mutes and blocks the company; a blocked one takes no reply', async () => {
    renderApp('/chat?c=3');
    fireEvent.click(await screen.findByRole('button', { name: 'Mute' }));
    expect(await screen.findByRole('button', { name: 'Unmute' })).toBeTruthy();
    expect(posts).toContainEqual({ url: '/api/candidates/companies/2/chat_settings', body: { muted: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('button', { name: 'Unblock' })).toBeTruthy();
    expect(screen.getByText('Unblock this company to reply')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('reports a recruiter’s message with a reason and details, through the write queue (issue 37 §2)', async () => {
    renderApp('/chat?c=3');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const reports = await within(log).findAllByRole('button', { name: 'Report' });
    // the recruiter's two messages, not the candidate's own
    expect(reports).toHaveLength(2);
    fireEvent.click(reports[1]);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByText('Please choose what is wrong with it')).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['asks_for_money', 'fake_company', 'misleading_job', 'abusive', 'other']);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Abusive' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), {
      target: { value: 'Rude words' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(posts).toContainEqual({
        url: '/api/candidates/messages/3/report',
        body: { reason: 'abusive', details: 'Rude words', lost_money: false },
      }),
    );
    const report = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/report')) ?? [];
    const headers = new Headers((report[1] as RequestInit).headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(headers.get('Idempotency-Key')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports the company from the conversation’s header; lost money shows 1930, cybercrime.gov.in and Chakshu', async () => {
    renderApp('/chat?c=3');
    await screen.findByRole('heading', { level: 1, name: 'Acme Health' });
    fireEvent.click(screen.getByRole('button', { name: 'Report company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this company' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fake company' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I have lost money' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(posts).toContainEqual({
        url: `/api/candidates/companies/${conversation.company_id}/report`,
        body: { reason: 'fake_company', details: '', lost_money: true },
      }),
    );
    const help = await within(dialog).findByRole('region', { name: 'You have lost money: act now' });
    expect(within(help).getByRole('link', { name: 'Call 1930' }).getAttribute('href')).toBe('tel:1930');
    expect(within(help).getByRole('link', { name: 'Sanchar Saathi (Chakshu)' }).getAttribute('href')).toBe(
      'https://sancharsaathi.gov.in',
    );
    expect(
      (within(help).getByRole('textbox', { name: 'What to tell them' }) as HTMLTextAreaElement).value,
    ).toContain('Acme Health');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns under a recruiter’s message that asks for money only, with Report opening the report as asking for money', async () => {
    const demand = 'Pay Rs 1,500 registration fee by UPI to confirm your slot';
    thread = {
      ...thread,
      messages: [...thread.messages, { ...message(4, 'recruiter', demand), fee_warning: true }],
    };
    renderApp('/chat?c=3');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const flagged = (await within(log).findByText(demand)).closest('li') as HTMLElement;
    const note = within(flagged).getByRole('note');
    expect(note.textContent).toContain(FEE_WARNING);
    // the other messages carry no warning; every recruiter message keeps one Report
    expect(within(log).getAllByRole('note')).toHaveLength(1);
    expect(within(log).getAllByText(FEE_WARNING)).toHaveLength(1);
    expect(within(log).getAllByRole('button', { name: 'Report' })).toHaveLength(3);
    const report = within(note).getByRole('button', { name: 'Report' });
    expect(report.getAttribute('aria-describedby')).toBe(within(note).getByText(FEE_WARNING).id);
    fireEvent.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect((within(dialog).getByRole('radio', { name: 'Asks for money' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(
      (within(dialog).getByRole('textbox', { name: 'Details (optional)' }) as HTMLTextAreaElement).value,
    ).toBe('Asks for money');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    await waitFor(() =>
      expect(posts).toContainEqual({
        url: '/api/candidates/messages/4/report',
        body: { reason: 'asks_for_money', details: 'Asks for money', lost_money: false },
      }),
    );
  });

  it('a conversation that is not the candidate’s says so', async () => {
    renderApp('/chat?c=99');
    expect(await screen.findByText(/This conversation was not found/)).toBeTruthy();
  });

  it('Send keeps the focus in the reply box while it sends (its loading state disables it) and after', async () => {
    let answer: (response: Response) => void = () => {};
    replyAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    renderApp('/chat?c=3');
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: 'On my way' } });
    const send = screen.getByRole('button', { name: 'Send' });
    send.focus();
    fireEvent.click(send);
    await waitFor(() => expect(posts.some((post) => post.url.endsWith('/messages'))).toBe(true));
    expect(document.activeElement).toBe(box);
    // written while it is being sent: kept when the box empties of what was sent
    fireEvent.change(box, { target: { value: 'On my way and more' } });
    answer(ok({ message: message(4, 'candidate', 'On my way') }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('and more'));
    expect(document.activeElement).toBe(box);
  });

  it('a refused reply (429, too many) says the server’s words and keeps the text', async () => {
    replyAnswer = async () =>
      jsonResponse(429, {
        success: false,
        message: 'You are sending messages too quickly. Please wait a minute.',
        code: 'too_many_messages',
      });
    renderApp('/chat?c=3');
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    fireEvent.change(box, { target: { value: 'Are you there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You are sending messages too quickly. Please wait a minute.'),
    ).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Are you there?');
    expect(document.activeElement).toBe(box);
  });

  it('opening a conversation from the list moves the focus to it and names the company in the page title', async () => {
    renderApp('/chat');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.click(within(list).getByRole('link'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Acme Health' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await waitFor(() => expect(document.title).toBe('Chat with Acme Health | RCM Careers'));
    // back to the list: its heading takes the focus
    fireEvent.click(screen.getByRole('link', { name: 'All conversations' }));
    const listHeading = await screen.findByRole('heading', { level: 1, name: 'Chat' });
    await waitFor(() => expect(document.activeElement).toBe(listHeading));
  });

  it('says when the connection is down (the event stream cannot connect), and stops saying it once it is back', async () => {
    eventsAnswer = () => jsonResponse(503, { success: false, message: 'Unavailable' });
    renderApp('/chat?c=3');
    await screen.findByRole('log', { name: 'Messages' });
    expect(
      await screen.findByText(/^Not connected: new messages show here/, {}, { timeout: 5000 }),
    ).toBeTruthy();
    eventsAnswer = undefined;
    await waitFor(() => expect(screen.queryByText(/^Not connected/)).toBeNull(), { timeout: 5000 });
  });
});
