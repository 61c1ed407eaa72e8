import { call } from '@app/api/call';
import { type ChangePasswordPayload, changePassword as changePasswordEndpoint } from '@contract/account';

/**
 * POST /users/reset_password (old, new, confirm): the old one must match; this session stays,
 * the account's others end. Not queued: offline it throws NetworkError and the form keeps its text.
 */
export function changePassword(input: ChangePasswordPayload) {
  return call(changePasswordEndpoint, input);
}
