import type { Message } from '@contract/chat';
import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, test as base, expect, postJson } from './fixtures';
import { applyThroughApi, expectControlled, expectPersisted, shot } from './jobs-test-kit';
import { settled } from './page-checks';

/**
 * The candidate's chat (issue 24) against the real server and the built app: a recruiter of
 * Anita's company writes about the candidate's application (through the API), the header's Chat
 * control says '1 unread', the conversation opens and is read, a reply written offline waits in
 * the outbox and reaches the recruiter once; a stream that drops reconnects and misses nothing; a
 * message is reported; axe and 360 px on /chat.
 *
 * Each test signs in as a candidate signed up for it, who applies to job 6 (Anita's company):
 * one conversation per application, so tests on the same server do not share one.
 */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

const ANITA = { email: 'anita.desai@example.com', password: 'Recruiter@123' };
/** Anita's company's job (README, demo accounts). */
const JOB_ID = 6;

interface Chat {
  recruiterToken: string;
  applicationId: number;
  conversationId: number;
  /** The recruiter writes (through the API). */
  write: (body: string) => Promise<void>;
  /** The conversation's messages as the recruiter reads them. */
  messages: () => Promise<Message[]>;
}

/** The candidate applies to job 6; Anita writes first, which opens their conversation. */
async function openChat(request: APIRequestContext, candidateToken: string, first: string): Promise<Chat> {
  const applicationId = await applyThroughApi(request, candidateToken, JOB_ID);
  const login = await postJson(request, '/auth/login', { ...ANITA, role_id: 2 });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const recruiterToken = (login.body.result as { token: string }).token;
  const write = async (body: string) => {
    const sent = await postJson(
      request,
      `/recruiters/applications/${applicationId}/messages`,
      { body },
      recruiterToken,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return (sent.body.result as { conversation_id: number }).conversation_id;
  };
  const conversationId = await write(first);
  return {
    recruiterToken,
    applicationId,
    conversationId,
    write: async (body) => {
      await write(body);
    },
    messages: async () => {
      const answer = await request.get(`/api/recruiters/applications/${applicationId}/conversation`, {
        headers: { authorization: `Bearer ${recruiterToken}` },
      });
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { result: { messages: Message[] } }).result.messages;
    },
  };
}

const chatControl = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Chat/ });
const messagesLog = (page: Page) => page.getByRole('log', { name: 'Messages' });

test.describe('chat', () => {
  test.beforeEach(async ({ session, setAppStorage }) => {
    await setAppStorage({
      token: session.token,
      isCandidateLogin: 'true',
      user_id: String(session.userDetails?.user_id),
    });
  });

  test('the recruiter writes; the candidate sees 1 unread, reads, replies offline, and the reply arrives once', async ({
    page,
    context,
    session,
    request,
    openApp,
  }) => {
    const chat = await openChat(request, session.token, 'Hello Kiran, are you free for a call on Monday?');
    await openApp('/dashboard');
    await expect(chatControl(page)).toHaveAccessibleName('Chat, 1 unread');
    await expectControlled(page);

    await chatControl(page).click();
    await expect(page).toHaveURL(atPath('/chat'));
    const item = page.getByRole('list', { name: 'Conversations' }).getByRole('link');
    await expect(item).toContainText('Hello Kiran, are you free for a call on Monday?');
    await expect(item).toContainText('1 unread');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/chat\\?c=${chat.conversationId}$`));
    await expect(
      messagesLog(page).getByText('Hello Kiran, are you free for a call on Monday?'),
    ).toBeVisible();
    // read: the count goes
    await expect(chatControl(page)).toHaveAccessibleName('Chat');

    // a new message appears while the conversation is open, without a reload
    await chat.write('Please bring your ID proof.');
    await expect(messagesLog(page).getByText('Please bring your ID proof.')).toBeVisible();
    await expect(chatControl(page)).toHaveAccessibleName('Chat');

    await context.setOffline(true);
    const reply = `Yes, Monday works. ${Date.now()}`;
    try {
      await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(messagesLog(page).getByText(reply)).toBeVisible();
      await expect(messagesLog(page).getByText(/^Waiting: saved on this phone/)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Outbox: 1 waiting' })).toBeVisible();
      await shot(page, 'chat-reply-waiting-360');
    } finally {
      await context.setOffline(false);
    }

    await expect
      .poll(async () => (await chat.messages()).filter((message) => message.body === reply).length, {
        timeout: 30_000,
      })
      .toBe(1);
    await expect(messagesLog(page).getByText(/^Waiting: saved on this phone/)).toHaveCount(0, {
      timeout: 30_000,
    });
    await expect(messagesLog(page).getByText(reply)).toHaveCount(1);
    // the recruiter reads it: Seen under it
    const read = await postJson(
      request,
      `/recruiters/conversations/${chat.conversationId}/read`,
      { message_id: (await chat.messages()).at(-1)?.message_id },
      chat.recruiterToken,
    );
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    await expect(messagesLog(page).getByText('Seen', { exact: true })).toBeVisible();
    // once, still, after all that
    expect((await chat.messages()).filter((message) => message.body === reply)).toHaveLength(1);
  });

  test('a reply written offline goes out within seconds of the connection returning, the conversation left untouched', async ({
    page,
    context,
    session,
    request,
    openApp,
  }) => {
    const chat = await openChat(request, session.token, 'Can you start next week?');
    await openApp(`/chat?c=${chat.conversationId}`);
    await expect(messagesLog(page).getByText('Can you start next week?')).toBeVisible();
    await expectControlled(page);
    const notConnected = page.getByRole('status').filter({ hasText: /^Not connected: new messages show/ });

    await context.setOffline(true);
    const replies = [`Yes, from Monday. ${Date.now()}`, `Shall I bring my documents? ${Date.now()}`];
    try {
      // the conversation says the connection is down
      await expect(notConnected).toBeVisible();
      for (const reply of replies) {
        await page.getByRole('textbox', { name: 'Your reply' }).fill(reply);
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await expect(messagesLog(page).getByText(reply)).toBeVisible();
      }
      await expect(messagesLog(page).getByText(/^Waiting: saved on this phone/)).toHaveCount(2);
    } finally {
      await context.setOffline(false);
    }

    // no tap, no navigation: the page's `online` event has the worker send them, within seconds
    const sent = async () => (await chat.messages()).map((message) => message.body);
    await expect
      .poll(async () => (await sent()).filter((body) => replies.includes(body)), { timeout: 8_000 })
      .toEqual(replies);
    await expect(messagesLog(page).getByText(/^Waiting: saved on this phone/)).toHaveCount(0, {
      timeout: 8_000,
    });
    await expect(notConnected).toHaveCount(0);
    for (const reply of replies) await expect(messagesLog(page).getByText(reply)).toHaveCount(1);
  });

  test('a stream that drops reconnects and misses nothing written meanwhile', async ({
    page,
    context,
    session,
    request,
    openApp,
  }) => {
    const chat = await openChat(request, session.token, 'First question');
    let streams = 0;
    context.on('request', (sent) => {
      if (new URL(sent.url()).pathname === '/api/events') streams += 1;
    });
    await openApp(`/chat?c=${chat.conversationId}`);
    await expect(messagesLog(page).getByText('First question')).toBeVisible();
    await expect.poll(() => streams).toBeGreaterThan(0);

    // offline: the stream drops; written meanwhile, it is there when the network returns
    await context.setOffline(true);
    await chat.write('Written while you were offline');
    await context.setOffline(false);
    await expect(messagesLog(page).getByText('Written while you were offline')).toBeVisible();

    // the server does not answer the stream for a while: it is tried again with back-off
    const before = streams;
    let refused = 0;
    await context.route('**/api/events', async (route) => {
      if (refused < 2) {
        refused += 1;
        await route.abort('connectionreset');
      } else await route.continue();
    });
    await context.setOffline(true);
    await context.setOffline(false);
    await chat.write('Written while the stream was down');
    await expect(messagesLog(page).getByText('Written while the stream was down')).toBeVisible({
      timeout: 30_000,
    });
    await expect.poll(() => streams).toBeGreaterThan(before + 2);
    expect(refused).toBe(2);
    // and it is live again: the next message needs no reconnect
    await chat.write('Live again');
    await expect(messagesLog(page).getByText('Live again')).toBeVisible();
  });

  test('offline, the list and an opened conversation open from this phone with their age', async ({
    page,
    context,
    session,
    request,
    openApp,
  }) => {
    const chat = await openChat(request, session.token, 'Kept for the train ride');
    await openApp('/chat');
    await expect(page.getByRole('list', { name: 'Conversations' })).toContainText('Kept for the train ride');
    await expectControlled(page);
    await page.getByRole('list', { name: 'Conversations' }).getByRole('link').click();
    await expect(messagesLog(page).getByText('Kept for the train ride')).toBeVisible();
    // the conversation's answer (seen_message_id is only in it) is on the phone
    await expectPersisted(page, 'seen_message_id');

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(messagesLog(page).getByText('Kept for the train ride')).toBeVisible();
      await expect(
        page.getByText(/^You are offline: showing this conversation saved on this phone/),
      ).toBeVisible();
      await page.getByRole('link', { name: 'All conversations' }).click();
      await expect(page).toHaveURL(atPath('/chat'));
      await expect(page.getByRole('list', { name: 'Conversations' })).toContainText(
        'Kept for the train ride',
      );
      await expect(
        page.getByText(/^You are offline: showing your conversations saved on this phone/),
      ).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
    expect(chat.conversationId).toBeGreaterThan(0);
  });

  test('a fee demand is warned about and reported as asking for money in one tap; the page passes axe and fits 360 px', async ({
    page,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const chat = await openChat(request, session.token, 'Pay 5,000 rupees to confirm your interview slot');
    await openApp(`/chat?c=${chat.conversationId}`);
    const message = messagesLog(page).getByRole('listitem').filter({ hasText: 'Pay 5,000 rupees' });
    const warning = message.getByRole('note');
    await expect(warning).toContainText('Careful: this message asks you for money.');
    await checkAxe();
    await expectNoSidewaysScroll();
    await warning.getByRole('button', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this message' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Asks for money' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('Asks for money');
    const reported = page.waitForResponse((answer) => answer.url().endsWith('/report'));
    await dialog.getByRole('button', { name: 'Report' }).click();
    expect((await reported).status()).toBe(200);
    expect((await reported).request().postDataJSON()).toEqual({
      reason: 'asks_for_money',
      details: 'Asks for money',
      lost_money: false,
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Thank you. It was reported and will be looked at.')).toBeVisible();
  });

  test('/chat passes axe and fits 360 px: the list, a conversation with a long link, the report dialog', async ({
    page,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    const long = `Details: https://careers.example.com/${'interview-slot-'.repeat(12)}confirm?ref=${'x'.repeat(60)}`;
    const chat = await openChat(request, session.token, long);
    await openApp('/chat');
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await checkAxe();
    await expectNoSidewaysScroll();
    await openApp(`/chat?c=${chat.conversationId}`);
    await expect(messagesLog(page).getByText(long)).toBeVisible();
    // a link is text, never a link
    await expect(messagesLog(page).getByRole('link')).toHaveCount(0);
    await checkAxe();
    await expectNoSidewaysScroll();
    await shot(page, 'chat-conversation-360');
    await messagesLog(page).getByRole('button', { name: 'Report' }).click();
    await expect(page.getByRole('dialog', { name: 'Report this message' })).toBeVisible();
    await settled(page);
    await checkAxe();
    await expectNoSidewaysScroll();
    // by keyboard: Escape closes it and the focus comes back to Report
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(messagesLog(page).getByRole('button', { name: 'Report' })).toBeFocused();
  });
});
