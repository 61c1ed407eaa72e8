import { describe, expect, it } from 'vitest';
import { listTime, messageTime, replyCounter } from './chat-texts';

const now = new Date(2026, 10, 26, 16, 0).getTime();
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('chat times (the phone’s time zone)', () => {
  it('says the time today, Yesterday, the day this year, and the year before', () => {
    expect(messageTime(at(2026, 10, 26, 9, 5), now)).toBe('09:05');
    expect(messageTime(at(2026, 10, 25, 23, 59), now)).toBe('Yesterday 23:59');
    expect(messageTime(at(2026, 10, 3, 18, 0), now)).toBe('3 Nov 18:00');
    expect(messageTime(at(2025, 0, 9, 7, 30), now)).toBe('9 Jan 2025 07:30');
    expect(messageTime('not a date', now)).toBe('');
  });

  it('the list says only the day for older messages', () => {
    expect(listTime(at(2026, 10, 26, 9, 5), now)).toBe('09:05');
    expect(listTime(at(2026, 10, 25, 9, 5), now)).toBe('Yesterday');
    expect(listTime(at(2026, 10, 3, 18, 0), now)).toBe('3 Nov');
    expect(listTime(at(2025, 0, 9, 7, 30), now)).toBe('9 Jan 2025');
  });

  it('counts the reply’s characters against the limit', () => {
    expect(replyCounter(12, 2000)).toBe('12 / 2,000');
  });
});
