import type { QueryClient } from '@tanstack/react-query';
import { clearSession, getUserId } from '../session';
import { deleteAutosaveKeys } from './assessment-autosave-db';
import { endDevicePush } from './device-push';
import { clearOutbox } from './outbox';
import { clearAllQueryCaches, clearCachedImages } from './query-persistence';

export interface ClearDeviceDataOptions {
  /**
   * Runs once this candidate's outbox is cleared and before storage is: sign-out sends its
   * revoke here, while the token is still stored (the request takes its bearer header at once).
   */
  beforeSessionCleared?: () => void;
  /** a deliberate sign-out: the other tabs say 'You signed out in another tab' (issue 35 C7) */
  signedOut?: boolean;
}

/**
 * What leaving the account clears on this phone, the same for every exit (sign-out, and closing
 * the deactivated or deleted modal on /settings): this candidate's waiting writes and their outbox
 * records, this device's push subscription (issue 25), the assessment answers kept on this phone, local and session storage, the query cache in memory and in IndexedDB, and the cached
 * images (profile pictures among them). The user id is read before storage is cleared. Each part
 * is tried even when another fails (a failure is logged): the session always goes.
 */
export async function clearDeviceData(
  queryClient: QueryClient,
  { beforeSessionCleared, signedOut = false }: ClearDeviceDataOptions = {},
): Promise<void> {
  const userId = getUserId();
  if (userId !== null) {
    await clearOutbox(String(userId)).catch((error: unknown) => {
      console.error('Clearing the outbox failed', error);
      return false;
    });
  }
  // the assessment answers kept on this phone (all of them when the user id is unknown)
  await deleteAutosaveKeys(userId === null ? null : `${userId}:`).catch((error: unknown) =>
    console.error('Deleting the saved answers failed', error),
  );
  // this device's Web Push subscription: the next person on it gets none of this account's pushes
  await endDevicePush();
  beforeSessionCleared?.();
  clearSession({ signedOut });
  const cleared = await Promise.allSettled([clearAllQueryCaches(queryClient), clearCachedImages()]);
  for (const outcome of cleared) {
    if (outcome.status === 'rejected') console.error('Clearing the offline cache failed', outcome.reason);
  }
}
