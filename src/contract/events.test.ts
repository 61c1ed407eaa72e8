import { describe, expect, it } from 'vitest';
import { EVENTS_HEARTBEAT_MS, EVENTS_PATH, parseEvent } from './events';

const message = {
  message_id: 9,
  conversation_id: 2,
  sender: 'recruiter',
  sender_name: 'Anita Rao',
  body: 'Hello',
  sent_at: '2026-11-26T10:00:00.000Z',
};

describe('the event stream contract', () => {
  it('is served at /events with a heartbeat every 25 s', () => {
    expect(EVENTS_PATH).toBe('/events');
    expect(EVENTS_HEARTBEAT_MS).toBe(25_000);
  });

  it('parses each known event by its type', () => {
    expect(parseEvent('ready', {})).toEqual({ type: 'ready', data: {} });
    expect(parseEvent('message', { conversation_id: 2, message })).toEqual({
      type: 'message',
      data: { conversation_id: 2, message },
    });
    expect(parseEvent('read', { conversation_id: 2, reader: 'candidate', message_id: 9 })?.type).toBe('read');
    expect(
      parseEvent('notification', {
        notification: {
          notification_id: 1,
          kind: 'message',
          text: 'Acme sent you a message about Coder',
          link: '/chat?c=2',
          created_at: '2026-11-26T10:00:00.000Z',
          read: false,
        },
      })?.type,
    ).toBe('notification');
  });

  it('drops an unknown type and data that does not fit', () => {
    expect(parseEvent('typing', {})).toBeNull();
    expect(parseEvent('message', { conversation_id: 2 })).toBeNull();
    expect(parseEvent('read', { conversation_id: 2, reader: 'someone', message_id: 9 })).toBeNull();
  });
});
