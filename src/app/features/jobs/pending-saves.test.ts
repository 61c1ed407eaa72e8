import { afterEach, describe, expect, it } from 'vitest';
import { clearPendingSaves, markPendingSave, pendingSaves } from './pending-saves';

describe('pending saves', () => {
  afterEach(() => clearPendingSaves());
  it('remember the state asked for per job, in localStorage, until cleared', () => {
    markPendingSave(7, true);
    markPendingSave(9, false);
    expect(pendingSaves()).toEqual({ '7': true, '9': false });
    expect(JSON.parse(localStorage.getItem('rcm-pending-saves') ?? '{}')).toEqual({ '7': true, '9': false });
    markPendingSave(7, false);
    expect(pendingSaves()).toEqual({ '7': false, '9': false });
    clearPendingSaves();
    expect(pendingSaves()).toEqual({});
    expect(localStorage.getItem('rcm-pending-saves')).toBeNull();
  });
});
