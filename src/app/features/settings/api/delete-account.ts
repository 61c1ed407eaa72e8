import { call } from '@app/api/call';
import { deleteAccount as deleteEndpoint } from '@contract/account';

/** POST /users/account_delete (empty body): the account and all its personal data go. Not queued. */
export function deleteAccount() {
  return call(deleteEndpoint);
}
