import 'fake-indexeddb/auto';
import { IMAGE_CACHE_NAME } from '@contract/page-worker';
import { QueryClient } from '@tanstack/react-query';
import { keys, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autosaveStore } from './assessment-autosave-db';
import { clearDeviceData } from './clear-device-data';

const clearOutbox = vi.fn(async (_userId: string) => true);
vi.mock('./outbox', () => ({ clearOutbox: (userId: string) => clearOutbox(userId) }));

describe('clearDeviceData (sign-out, deactivated, deleted)', () => {
  let deleted: string[];
  beforeEach(() => {
    clearOutbox.mockClear();
    deleted = [];
    vi.stubGlobal('caches', {
      delete: async (name: string) => {
        deleted.push(name);
        return true;
      },
    });
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user_id', '42');
    localStorage.setItem('isCandidateLogin', 'true');
    sessionStorage.setItem('draft', 'x');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    sessionStorage.clear();
  });

  it("clears this candidate's outbox (the id read before storage goes), storage, the query cache and the cached images", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['dashboard'], { user_details: { first_name: 'Priya' } });
    const seen: (string | null)[] = [];
    await clearDeviceData(queryClient, {
      beforeSessionCleared: () => seen.push(localStorage.getItem('token')),
    });
    expect(clearOutbox).toHaveBeenCalledWith('42');
    expect(seen).toEqual(['tok-1']);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['dashboard'])).toBeUndefined();
    expect(deleted).toContain(IMAGE_CACHE_NAME);
  });

  it('still clears the session when the outbox cannot be cleared', async () => {
    clearOutbox.mockRejectedValueOnce(new Error('no worker'));
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    await clearDeviceData(new QueryClient());
    expect(localStorage.length).toBe(0);
    errorLog.mockRestore();
  });

  it('without a stored user id there is no outbox to clear', async () => {
    localStorage.removeItem('user_id');
    await clearDeviceData(new QueryClient());
    expect(clearOutbox).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it("deletes this candidate's assessment answers kept on this phone, and only theirs", async () => {
    await set('42:6', { answers: {}, recording_ids: [], updated_at: 1 }, autosaveStore());
    await set('42:6:audio:3', new Blob(['x']), autosaveStore());
    await set('7:6', { answers: {}, recording_ids: [], updated_at: 1 }, autosaveStore());
    await clearDeviceData(new QueryClient());
    expect(await keys(autosaveStore())).toEqual(['7:6']);
  });
});
