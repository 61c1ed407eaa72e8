import { call } from '@app/api/call';
import { type DeactivatePayload, deactivateAccount as deactivateEndpoint } from '@contract/account';

/**
 * POST /candidates/deactivate (password, reason, other_reason): every session of the account ends.
 * Not queued: offline it throws NetworkError and the steps keep what was chosen and typed.
 */
export function deactivateAccount(input: DeactivatePayload) {
  return call(deactivateEndpoint, input);
}
