import * as auth from '../../../../contract/auth/register';
import { call } from '../../../api/call';

/** POST /auth/register; on success the client stores result.tempToken as the token. */
export function register(payload: auth.RegisterPayload) {
  return call(auth.register, payload);
}
