import { describe, expect, it } from 'vitest';
import { decideReplay } from './replay-decision';

describe('decideReplay', () => {
  it.each([200, 201, 202, 204, 299])('removes a write the server accepted (%i)', (status) => {
    expect(decideReplay(status)).toBe('remove');
  });

  it.each([401, 403])('drops a write whose session ended (%i)', (status) => {
    expect(decideReplay(status)).toBe('drop');
  });

  it.each([500, 502, 503, 504, 408, 429])('keeps a write the server could not take now (%i)', (status) => {
    expect(decideReplay(status)).toBe('keep');
  });

  it('keeps a write when the network failed', () => {
    expect(decideReplay('network-error')).toBe('keep');
  });

  it.each([400, 404, 409, 413, 422])('removes a write the server refuses for good (%i)', (status) => {
    expect(decideReplay(status)).toBe('remove');
  });
});
