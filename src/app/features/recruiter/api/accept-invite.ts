import { type AcceptInvitePayload, acceptInvite as endpoint } from '../../../../contract/recruiter/account';
import { call } from '../../../api/call';

/** POST /recruiters/invites/accept: the invited colleague's account; answers a login (a session). */
export function acceptInvite(payload: AcceptInvitePayload) {
  return call(endpoint, payload);
}
