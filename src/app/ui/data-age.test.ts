import { describe, expect, it } from 'vitest';
import { dataAge } from './data-age';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('dataAge', () => {
  it.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [60_000, '1 minute ago'],
    [5 * 60_000, '5 minutes ago'],
    [60 * 60_000, '1 hour ago'],
    [23 * 60 * 60_000, '23 hours ago'],
    [24 * 60 * 60_000, '1 day ago'],
    [3 * 24 * 60 * 60_000, '3 days ago'],
  ])('data %i ms old is %s', (ms, text) => {
    expect(dataAge(NOW - ms, NOW)).toBe(text);
  });

  it('treats a time in the future as just now', () => {
    expect(dataAge(NOW + 10_000, NOW)).toBe('just now');
  });
});
