import { call } from '@app/api/call';
import { endingOwnSession } from '@app/api/own-session-end';
import { deleteAccount as deleteEndpoint } from '@contract/account';

/**
 * POST /users/account_delete (empty body): the account and all its personal data go. Not queued.
 * It ends this tab's own session: the 403s met meanwhile are its doing (api/own-session-end.ts).
 */
export function deleteAccount() {
  return endingOwnSession(() => call(deleteEndpoint));
}
