import { queuedCall } from '@app/api/queued-call';
import * as auth from '@contract/auth/logout';

/**
 * Revokes the session on the server (sign-out) through the service worker's write queue
 * (issue 35 H13): offline, the worker keeps the call with the token it was made with and sends
 * it once the phone is back online, so the session ends on the server too (the server answers a
 * repeat for an ended session as done). A 403 here does not trigger 'Invalid session'.
 */
export function logout() {
  return queuedCall(auth.logout, undefined, { invalidSessionRule: false });
}
