import 'fake-indexeddb/auto';
import {
  chatConversation,
  chatMessage,
  chatReplyRecord,
  FakeWorkerContainer,
} from '@app/test-kits/chat-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { QUEUED_ANSWER_HEADER } from '@contract/headers';
import { decodeOutboxLabel, OUTBOX_HEADER } from '@contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE } from '@contract/page-worker';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clear, createStore, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendReply } from './api/chat-api';
import { REPLY_WAITING } from './chat-texts';

const store = createStore(OUTBOX_DB, OUTBOX_STORE);

const conversation = chatConversation;
const hello = chatMessage(1, 'recruiter', 'Hello');
const record = chatReplyRecord;

let sent: Array<{ headers: Headers; body: unknown }>;
let queueing: boolean;

beforeEach(async () => {
  await clear(store);
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-7');
  localStorage.setItem('user_id', '7');
  Object.defineProperty(navigator, 'serviceWorker', { value: new FakeWorkerContainer(), configurable: true });
  sent = [];
  queueing = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (init.method === 'POST' && path.endsWith('/messages')) {
        const headers = new Headers(init.headers);
        sent.push({ headers, body: JSON.parse(String(init.body)) });
        if (queueing) {
          // the worker keeps it, and makes its outbox record (with the text)
          const label = decodeOutboxLabel(headers.get(OUTBOX_HEADER));
          const key = headers.get('Idempotency-Key') ?? '';
          await set(key, record(key, { ...label, message: 'Queued words' }), store);
          return new Response(JSON.stringify({ success: true, queued: true }), {
            status: 202,
            headers: { 'Content-Type': 'application/json', [QUEUED_ANSWER_HEADER]: '1' },
          });
        }
        return jsonResponse(200, { success: true, result: { message: { ...hello, message_id: 2 } } });
      }
      if (path === '/api/candidates/conversations/3')
        return jsonResponse(200, {
          success: true,
          result: { conversation, messages: [hello], seen_message_id: null },
        });
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('replies through the write queue', () => {
  it('a reply the worker keeps shows in the conversation as waiting, from its outbox record', async () => {
    await set('k1', record('k1', { message: 'Earlier words' }), store);
    await set('k-other', record('k-other', { conversation_id: 4, message: 'Another conversation' }), store);
    renderApp('/chat?c=3');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Earlier words')).toBeTruthy();
    expect(within(log).getByText(REPLY_WAITING)).toBeTruthy();
    expect(within(log).queryByText('Another conversation')).toBeNull();

    queueing = true;
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Queued words' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log).findByText('Queued words')).toBeTruthy();
    expect(within(log).getAllByText(REPLY_WAITING)).toHaveLength(2);
    // sent with the queue's headers and a chat_reply label of this conversation
    const { headers, body } = sent[0];
    expect(body).toEqual({ body: 'Queued words' });
    expect(headers.get('X-Queue')).toBe('1');
    expect(decodeOutboxLabel(headers.get(OUTBOX_HEADER))).toEqual({
      kind: 'chat_reply',
      job_id: 6,
      title: 'Medical Coder',
      user_id: '7',
      application_id: 31,
      conversation_id: 3,
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('a failed reply says why and offers Retry now and Discard', async () => {
    await set(
      'k1',
      record('k1', {
        message: 'Refused words',
        state: 'failed',
        reason: 'Unblock this company to reply',
        can_retry: true,
      }),
      store,
    );
    renderApp('/chat?c=3');
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(await within(log).findByText('Not sent: Unblock this company to reply')).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Retry now' })).toBeTruthy();
    expect(within(log).getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('sends a conversation’s replies one after another, in the order written', async () => {
    const order: string[] = [];
    let release: (() => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        const text = (JSON.parse(String(init.body)) as { body: string }).body;
        order.push(`start ${text}`);
        if (text === 'first') await new Promise<void>((resolve) => (release = resolve));
        order.push(`end ${text}`);
        return jsonResponse(200, { success: true, result: { message: { ...hello, body: text } } });
      }),
    );
    const first = sendReply(conversation, 'first');
    const second = sendReply(conversation, 'second');
    await waitFor(() => expect(release).toBeDefined());
    expect(order).toEqual(['start first']);
    release?.();
    await Promise.all([first, second]);
    expect(order).toEqual(['start first', 'end first', 'start second', 'end second']);
  });
});
