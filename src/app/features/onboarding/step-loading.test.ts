import { describe, expect, it } from 'vitest';
import { isReadingSaved } from './step-loading';

const opened = 1_000;
const state = (fetchStatus: string, dataUpdatedAt = 0, errorUpdatedAt = 0) => ({
  fetchStatus,
  dataUpdatedAt,
  errorUpdatedAt,
});

describe('isReadingSaved', () => {
  it('online, waits while the progress has not been answered since the step opened', () => {
    expect(isReadingSaved(state('idle'), opened)).toBe(true); // the persisted cache is being restored
    expect(isReadingSaved(state('fetching', 500), opened)).toBe(true); // a persisted copy from before
  });
  it('stops waiting once answered or failed since the step opened', () => {
    expect(isReadingSaved(state('idle', 1_200), opened)).toBe(false);
    expect(isReadingSaved(state('idle', 500, 1_100), opened)).toBe(false);
  });
  it('offline (paused), uses what is there at once', () => {
    expect(isReadingSaved(state('paused', 500), opened)).toBe(false);
    expect(isReadingSaved(state('paused'), opened)).toBe(false);
  });
});
