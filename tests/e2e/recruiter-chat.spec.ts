import type { APIRequestContext, Page } from '@playwright/test';
import { atPath, test as base, expect, postJson } from './fixtures';
import { expectControlled, shot } from './jobs-test-kit';
import { onboardThroughApi } from './profile-test-kit';
import { applyThroughApi, openJobOf, recruiterLogin, recruiterToken } from './recruiter-test-kit';

/**
 * Issue 24, the recruiter's side of chat, against the real server and the built app: Anita opens
 * an applicant, presses Message and writes; the candidate's conversations (its API) receive it with
 * one unread; the candidate reads (Seen shows) and replies, and the reply appears on the applicant
 * page without a reload; a second reply shows in the workspace inbox with its unread mark and the
 * header's 'Inbox, 1 unread'. With the candidate's Recruiter reach out off, Message is disabled
 * with the reason. Axe and 360 px on the inbox and the applicant page's conversation.
 */

interface CandidateConversation {
  conversation_id: number;
  application_id: number;
  unread: number;
  last_message: { message_id: number; body: string; sender: string } | null;
}

/** A candidate onboarded through the API who applied to one of Anita's open jobs. */
const test = base.extend<{ applicant: { token: string; applicationId: number; jobTitle: string } }>({
  applicant: async ({ request, newCandidate }, use) => {
    const { token } = await onboardThroughApi(request, newCandidate);
    const job = await openJobOf(request, await recruiterToken(request, 'anita'));
    const applicationId = await applyThroughApi(request, token, job.id);
    await use({ token, applicationId, jobTitle: job.title });
  },
});

/** The candidate's conversation about this application (GET /candidates/conversations), or undefined. */
async function candidateConversation(
  request: APIRequestContext,
  token: string,
  applicationId: number,
): Promise<CandidateConversation | undefined> {
  const answer = await request.get('/api/candidates/conversations', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { conversations } = ((await answer.json()) as { result: { conversations: CandidateConversation[] } })
    .result;
  return conversations.find((conversation) => conversation.application_id === applicationId);
}

/** The candidate replies through its API. */
async function candidateReplies(
  request: APIRequestContext,
  token: string,
  conversationId: number,
  body: string,
) {
  const sent = await postJson(
    request,
    `/candidates/conversations/${conversationId}/messages`,
    { body },
    token,
  );
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

const conversationOf = (page: Page) => page.getByRole('region', { name: 'Conversation' });

test('the recruiter writes from the applicant page, the candidate receives it, and its replies appear live on the page and in the inbox', async ({
  request,
  browser,
  baseURL,
  applicant,
  newPhonePage,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  const { token, applicationId } = applicant;
  const laptop = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const desk = await laptop.newPage();
  await recruiterLogin(desk, 'anita');
  await desk.goto(`/recruiter/applications/${applicationId}`);
  await expect(desk.getByRole('heading', { level: 1, name: 'Kiran Rao' })).toBeVisible();

  // Message opens the conversation; a blank one is refused; the first message is sent.
  const message = desk.getByRole('button', { name: 'Message', exact: true });
  await expect(message).toBeEnabled();
  await message.click();
  const panel = conversationOf(desk);
  const box = panel.getByLabel('Your message');
  await expect(box).toBeFocused();
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(panel.getByText('Please write a message')).toBeVisible();
  const first = 'Hello Kiran, are you free for a call at 4 pm? The role: https://example.com/jd';
  await box.fill(first);
  await expect(panel.getByText(`${first.length} / 2000`)).toBeVisible();
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const messages = panel.getByRole('log', { name: 'Messages' });
  await expect(messages.getByText(first)).toBeVisible();
  // a link in a message is text
  await expect(messages.getByRole('link')).toHaveCount(0);
  await expect(box).toHaveValue('');

  // The candidate's side has it, unread.
  let conversation: CandidateConversation | undefined;
  await expect
    .poll(async () => {
      conversation = await candidateConversation(request, token, applicationId);
      return conversation && { body: conversation.last_message?.body, unread: conversation.unread };
    })
    .toEqual({ body: first, unread: 1 });
  const conversationId = conversation?.conversation_id ?? 0;

  // The candidate reads it: Seen shows under it, without a reload.
  const read = await postJson(
    request,
    `/candidates/conversations/${conversationId}/read`,
    { message_id: conversation?.last_message?.message_id },
    token,
  );
  expect(read.status, JSON.stringify(read.body)).toBe(200);
  await expect(messages.getByRole('listitem').filter({ hasText: first })).toContainText('Seen');

  // The candidate replies: it appears on the applicant page while it is open.
  await candidateReplies(request, token, conversationId, 'Yes, 4 pm works for me.');
  await expect(messages.getByText('Yes, 4 pm works for me.')).toBeVisible();

  // In the inbox (through the header), a second reply shows with its unread mark, live.
  await desk.getByRole('link', { name: /^Inbox/ }).click();
  await expect(desk).toHaveURL(atPath('/recruiter/inbox'));
  const row = desk
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: 'Kiran Rao' })
    .first();
  await expect(row).toContainText('Kiran Rao: Yes, 4 pm works for me.');
  await candidateReplies(request, token, conversationId, 'Shall I bring my certificates?');
  await expect(row).toContainText('Kiran Rao: Shall I bring my certificates?');
  await expect(row).toContainText('1 unread');
  await expect(desk.getByRole('link', { name: /^Inbox, \d+ unread$/ })).toBeVisible();
  await checkAxe(desk);
  await shot(desk, 'recruiter-inbox-1280');

  // On a phone (360 px), by keyboard: the inbox, then the row opens the applicant's conversation.
  const phone = await newPhonePage();
  await recruiterLogin(phone, 'anita');
  await phone.getByRole('link', { name: /^Inbox/ }).click();
  const phoneRow = phone
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link')
    .filter({ hasText: 'Shall I bring my certificates?' })
    .first();
  await expect(phoneRow).toContainText('1 unread');
  await expectNoSidewaysScroll(phone);
  await checkAxe(phone);
  await shot(phone, 'recruiter-inbox-360');
  await phoneRow.focus();
  await phone.keyboard.press('Enter');
  await expect(phone).toHaveURL(atPath(`/recruiter/applications/${applicationId}`));
  const phonePanel = conversationOf(phone);
  await expect(phonePanel.getByText('Shall I bring my certificates?')).toBeVisible();
  await expect(phonePanel.getByLabel('Your message')).toBeFocused();
  // shown: read, so the inbox row loses its mark
  await expect
    .poll(async () => {
      const answer = await request.get('/api/recruiters/conversations', {
        headers: { authorization: `Bearer ${await recruiterToken(request, 'anita')}` },
      });
      const { conversations } = (
        (await answer.json()) as {
          result: { conversations: { application_id: number; unread: number }[] };
        }
      ).result;
      return conversations.find((row) => row.application_id === applicationId)?.unread;
    })
    .toBe(0);
  await expectNoSidewaysScroll(phone);
  await checkAxe(phone);
  await shot(phone, 'recruiter-conversation-360');
  await laptop.close();
});

test("with the candidate's Recruiter reach out off, Message is disabled with the reason", async ({
  request,
  page,
  applicant,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  const saved = await postJson(
    request,
    '/candidates/preferences',
    { recruiter_reach_out: false },
    applicant.token,
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await recruiterLogin(page, 'anita');
  await page.goto(`/recruiter/applications/${applicant.applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiran Rao' })).toBeVisible();
  await expect(page.getByText('This candidate is not taking messages from recruiters')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Message', exact: true })).toBeDisabled();
  await expect(conversationOf(page)).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await checkAxe(page);
  await shot(page, 'recruiter-message-disabled-360');
  // the server refuses it too
  const refused = await postJson(
    request,
    `/recruiters/applications/${applicant.applicationId}/messages`,
    { body: 'Hello' },
    await recruiterToken(request, 'anita'),
  );
  expect(refused.status).toBe(409);
  expect(refused.body.code).toBe('reach_out_off');
});

test('messages written offline wait on the page, then reach the candidate once each and in order', async ({
  request,
  page,
  context,
  applicant,
}) => {
  const { token, applicationId } = applicant;
  await recruiterLogin(page, 'anita');
  await page.goto(`/recruiter/applications/${applicationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kiran Rao' })).toBeVisible();
  await expectControlled(page);
  await page.getByRole('button', { name: 'Message', exact: true }).click();
  const panel = conversationOf(page);
  const box = panel.getByLabel('Your message');
  const texts = ['Written on the train, part 1', 'Written on the train, part 2'];

  await context.setOffline(true);
  try {
    for (const text of texts) {
      await box.fill(text);
      await panel.getByRole('button', { name: 'Send', exact: true }).click();
      const waiting = panel.getByRole('listitem').filter({ hasText: text });
      await expect(waiting).toContainText('Waiting to be sent');
      await expect(box).toHaveValue('');
    }
    await expect(
      panel.getByText(/^You are offline: showing this conversation saved on this phone/),
    ).toBeVisible();
  } finally {
    await context.setOffline(false);
  }

  // back online, the page left untouched (no tap, no navigation): both are sent within seconds, in
  // order, and the page shows the server's copies
  const messages = panel.getByRole('log', { name: 'Messages' });
  await expect(messages.getByText('Waiting to be sent')).toHaveCount(0, { timeout: 8_000 });
  await expect(messages.getByRole('listitem')).toHaveText(texts.map((text) => new RegExp(text)));
  let conversationId = 0;
  await expect
    .poll(async () => {
      conversationId = (await candidateConversation(request, token, applicationId))?.conversation_id ?? 0;
      return conversationId;
    })
    .toBeGreaterThan(0);
  const answer = await request.get(`/api/candidates/conversations/${conversationId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const received = ((await answer.json()) as { result: { messages: { body: string }[] } }).result.messages;
  expect(received.map((message) => message.body)).toEqual(texts);
});
