import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CHAT_SETTINGS_EMPTY,
  candidateConversation,
  chatSettingsSchema,
  MESSAGE_MAX,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  messageBodySchema,
  readMessagesSchema,
  sendCandidateMessage,
  sendMessageSchema,
  setCompanyChatSettings,
} from './chat';
import { declaredErrors } from './endpoint';
import { ERROR_CODES } from './errors';
import {
  applicationConversation,
  readRecruiterConversation,
  recruiterConversations,
  recruiterConversationsQuerySchema,
  sendRecruiterMessage,
} from './recruiter/chat';
import { pathParamNames } from './recruiter/paths';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the chat contract', () => {
  it('the limits and texts are the plan’s', () => {
    expect(MESSAGE_MAX).toBe(2000);
    expect(MESSAGE_REQUIRED).toBe('Please write a message');
    expect(MESSAGE_TOO_LONG).toBe('A message can be at most 2,000 characters');
  });

  it('a message is trimmed text of 1 to 2,000 characters', () => {
    expect(v.parse(messageBodySchema, '  Hello Priya  ')).toBe('Hello Priya');
    expect(v.parse(messageBodySchema, 'x'.repeat(MESSAGE_MAX))).toHaveLength(MESSAGE_MAX);
    expect(firstMessage(messageBodySchema, '')).toBe(MESSAGE_REQUIRED);
    expect(firstMessage(messageBodySchema, ' \n\t ')).toBe(MESSAGE_REQUIRED);
    expect(firstMessage(messageBodySchema, 'x'.repeat(MESSAGE_MAX + 1))).toBe(MESSAGE_TOO_LONG);
    expect(firstMessage(messageBodySchema, 42)).toBe(MESSAGE_REQUIRED);
    expect(firstMessage(messageBodySchema, null)).toBe(MESSAGE_REQUIRED);
  });

  it('a message keeps markup as text (it is never rendered as HTML)', () => {
    expect(v.parse(sendMessageSchema, { body: '<b>hi</b> https://x.test' })).toEqual({
      body: '<b>hi</b> https://x.test',
    });
  });

  it('a send takes only the body', () => {
    // a missing key: the server answers '<key> is required' (validate.ts)
    expect(v.safeParse(sendMessageSchema, {}).success).toBe(false);
    expect(firstMessage(sendMessageSchema, { body: 'hi', to: 3 })).toBe('Request has an unknown field');
  });

  it('a read names a message by a positive whole id', () => {
    expect(v.parse(readMessagesSchema, { message_id: 7 })).toEqual({ message_id: 7 });
    expect(firstMessage(readMessagesSchema, { message_id: 0 })).toBe('message_id must be a whole number');
    expect(firstMessage(readMessagesSchema, { message_id: '7' })).toBe('message_id must be a whole number');
    expect(firstMessage(readMessagesSchema, { message_id: 1.5 })).toBe('message_id must be a whole number');
    expect(firstMessage(readMessagesSchema, { message_id: 2 ** 31 })).toBe(
      'message_id must be at most 2147483647',
    );
  });

  it('chat settings take muted and/or blocked, booleans, at least one', () => {
    expect(v.parse(chatSettingsSchema, { muted: true })).toEqual({ muted: true });
    expect(v.parse(chatSettingsSchema, { muted: false, blocked: true })).toEqual({
      muted: false,
      blocked: true,
    });
    expect(firstMessage(chatSettingsSchema, {})).toBe(CHAT_SETTINGS_EMPTY);
    expect(firstMessage(chatSettingsSchema, { muted: 'yes' })).toBe('muted must be true or false');
    expect(firstMessage(chatSettingsSchema, { blocked: 1 })).toBe('blocked must be true or false');
    expect(firstMessage(chatSettingsSchema, { muted: true, archived: true })).toBe(
      'Request has an unknown field',
    );
  });

  it('the recruiter inbox pages from 1', () => {
    expect(v.parse(recruiterConversationsQuerySchema, {})).toEqual({ page: 1 });
    expect(v.parse(recruiterConversationsQuerySchema, { page: '3' })).toEqual({ page: 3 });
    expect(firstMessage(recruiterConversationsQuerySchema, { page: '0' })).toBe(
      'page must be a whole number from 1',
    );
  });

  it('every call needs a session, its errors are known codes, writes the app queues are idempotent POSTs', () => {
    const calls = [
      candidateConversation,
      sendCandidateMessage,
      setCompanyChatSettings,
      applicationConversation,
      sendRecruiterMessage,
      recruiterConversations,
      readRecruiterConversation,
    ];
    for (const call of calls) {
      expect(call.session).toBe(true);
      for (const code of declaredErrors(call)) expect(ERROR_CODES).toContain(code);
    }
    for (const write of [sendCandidateMessage, setCompanyChatSettings, sendRecruiterMessage]) {
      expect(write.method).toBe('POST');
      expect(write.idempotent).toBe(true);
    }
    expect(pathParamNames(sendCandidateMessage.path)).toEqual(['conversation_id']);
    expect(pathParamNames(setCompanyChatSettings.path)).toEqual(['company_id']);
    expect(pathParamNames(sendRecruiterMessage.path)).toEqual(['application_id']);
    expect(declaredErrors(sendRecruiterMessage)).toEqual(
      expect.arrayContaining(['recruiters_only', 'reach_out_off', 'company_blocked']),
    );
    expect(declaredErrors(sendCandidateMessage)).toEqual(
      expect.arrayContaining(['candidates_only', 'company_blocked', 'conversation_not_found']),
    );
  });
});
