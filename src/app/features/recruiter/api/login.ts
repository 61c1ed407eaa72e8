import { call } from '@app/api/call';
import * as auth from '@contract/auth/login';
import { RECRUITER_ROLE_ID } from '@contract/recruiter/account';

/** POST /auth/login with role_id 2: a candidate's account is refused as a wrong password is. */
export function login(payload: { email: string; password: string }) {
  return call(auth.login, { ...payload, role_id: RECRUITER_ROLE_ID });
}
