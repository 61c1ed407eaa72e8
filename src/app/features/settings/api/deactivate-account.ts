import { call } from '@app/api/call';
import { endingOwnSession } from '@app/api/own-session-end';
import { type DeactivatePayload, deactivateAccount as deactivateEndpoint } from '@contract/account';

/**
 * POST /candidates/deactivate (password, reason, other_reason): every session of the account ends.
 * Not queued: offline it throws NetworkError and the steps keep what was chosen and typed. It ends
 * this tab's own session: the 403s met meanwhile are its doing (api/own-session-end.ts).
 */
export function deactivateAccount(input: DeactivatePayload) {
  return endingOwnSession(() => call(deactivateEndpoint, input));
}
