import { call } from '@app/api/call';
import * as auth from '@contract/auth/logout';

/** Revokes the session on the server (sign-out). A 403 here does not trigger 'Invalid session'. */
export function logout() {
  return call(auth.logout, undefined, { invalidSessionRule: false });
}
