import { call } from '@app/api/call';
import * as auth from '@contract/auth/register';

/** POST /auth/register; on success the client stores result.tempToken as the token. */
export function register(payload: auth.RegisterPayload) {
  return call(auth.register, payload);
}
