import { SIGN_OUT_DELAY_MS } from '@contract/limits';
import type { QueryClient } from '@tanstack/react-query';
import { waitAtMost } from '../api/wait-at-most';
import { clearDeviceData } from './clear-device-data';

/**
 * Sign-out's work, the same for a candidate and a recruiter: running queries cancelled, then this
 * device's data cleared (clearDeviceData) with the session revoked on the server (`revoke`, sent
 * while the token is still stored: the request takes its bearer header at once). The revoke's
 * answer is waited for at most as long as the signed-out message stands (SIGN_OUT_DELAY_MS), and
 * its failure (offline) is logged and ignored: the device forgets the session anyway.
 */
export async function signOutDevice(queryClient: QueryClient, revoke: () => Promise<unknown>): Promise<void> {
  await queryClient.cancelQueries();
  let revoked: Promise<unknown> = Promise.resolve();
  await clearDeviceData(queryClient, {
    signedOut: true,
    beforeSessionCleared: () => {
      revoked = revoke().catch((error: unknown) =>
        console.error('Revoking the session on the server failed', error),
      );
    },
  });
  await waitAtMost(revoked, SIGN_OUT_DELAY_MS);
}
