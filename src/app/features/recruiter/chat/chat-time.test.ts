import { describe, expect, it } from 'vitest';
import { messageTimeLabel } from './chat-time';

describe('messageTimeLabel', () => {
  const now = new Date(2026, 10, 26, 17, 0);
  it('today: the time only', () => {
    expect(messageTimeLabel(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('09:05');
  });
  it('another day: the day and the time', () => {
    expect(messageTimeLabel(new Date(2026, 10, 20, 14, 30).toISOString(), now)).toBe('20 Nov 2026, 14:30');
  });
  it('an invalid date: nothing', () => {
    expect(messageTimeLabel('not a date', now)).toBe('');
  });
});
