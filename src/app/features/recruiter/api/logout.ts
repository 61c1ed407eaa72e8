import { call } from '@app/api/call';
import * as auth from '@contract/auth/logout';

/** Revokes the recruiter's session on the server (sign-out); a 403 does not end it twice. */
export function logout() {
  return call(auth.logout, undefined, { invalidSessionRule: false });
}
