import { chatConversation, chatMessage } from '@app/test-kits/chat-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import type { CandidateConversation } from '@contract/chat';
import { SUSPENDED_COMPANY_WARNING } from '@contract/company-trust';
import { VERIFIED_EMPLOYER, VERIFIED_EMPLOYER_MEANING } from '@contract/verified-employer';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Issue 37: the conversation's header as the company's standing makes it (its own mock server). */
let conversation: CandidateConversation;

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'x');
  localStorage.setItem('user_id', '7');
  conversation = { ...chatConversation };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url, 'http://localhost').pathname;
      const ok = (result: unknown) => jsonResponse(200, { success: true, result });
      if (init.method === 'POST') return ok({ unread_total: 0 });
      if (path === '/api/candidates/conversations')
        return ok({ conversations: [conversation], unread_total: 0 });
      if (path === '/api/candidates/conversations/3')
        return ok({ conversation, messages: [chatMessage(1, 'recruiter', 'Hello')], seen_message_id: null });
      if (path === '/api/candidates/badges') return ok({ chat_unread: 0, notifications_unread: 0 });
      return jsonResponse(404, { success: false, message: 'Not found' });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a conversation’s company standing', () => {
  it('a suspended company: the conversation warns the candidate not to pay nor share documents', async () => {
    conversation = { ...conversation, company_verified: false, company_suspended: true };
    renderApp('/chat?c=3');
    const warning = await screen.findByRole('alert');
    expect(warning.textContent).toContain(SUSPENDED_COMPANY_WARNING);
  });

  it('a verified company: the header wears the Verified employer badge, and no warning', async () => {
    renderApp('/chat?c=3');
    await screen.findByRole('heading', { level: 1, name: 'Acme Health' });
    expect(screen.getByText(VERIFIED_EMPLOYER).getAttribute('title')).toBe(VERIFIED_EMPLOYER_MEANING);
    expect(screen.queryByText(SUSPENDED_COMPANY_WARNING)).toBeNull();
  });

  it('a company not verified: no badge', async () => {
    conversation = { ...conversation, company_verified: false };
    renderApp('/chat?c=3');
    await screen.findByRole('heading', { level: 1, name: 'Acme Health' });
    expect(screen.queryByText(VERIFIED_EMPLOYER)).toBeNull();
  });
});
