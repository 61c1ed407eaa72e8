import * as auth from '../../../../contract/auth/login';
import { call } from '../../../api/call';

/** The recruiters' role (contract/recruiter/account.ts RECRUITER_ROLE_ID once the contract lands). */
const RECRUITER_ROLE_ID = 2;

/** POST /auth/login with role_id 2: a candidate's account is refused as a wrong password is. */
export function login(payload: { email: string; password: string }) {
  return call(auth.login, { ...payload, role_id: RECRUITER_ROLE_ID } as unknown as auth.LoginPayload);
}
