import { getUserDetails } from '@app/session';
import { OPERATOR_ROLE_ID } from '@contract/limits';

/**
 * Whether the signed-in account of the recruiter set is an operator (issue 37): the operator signs
 * in at /recruiter/login, stored as the recruiter set's session (so every guard of the app's first
 * screens stays as it is) with role_id 1 in its userDetails. Read by the `_recruiter` layout,
 * which shows the operator's frame instead of the workspace; the server refuses an operator's
 * token on every recruiter call and any other on every operator call.
 */
export function isOperatorSession(): boolean {
  return getUserDetails()?.role_id === OPERATOR_ROLE_ID;
}
