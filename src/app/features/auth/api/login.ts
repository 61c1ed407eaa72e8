import { call } from '@app/api/call';
import * as auth from '@contract/auth/login';
import { CANDIDATE_ROLE_ID } from '@contract/limits';

/** POST /auth/login with role_id 3; the client stores result.token. */
export function login(payload: auth.LoginPayload) {
  return call(auth.login, { role_id: CANDIDATE_ROLE_ID, ...payload });
}
