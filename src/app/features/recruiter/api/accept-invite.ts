import { call } from '@app/api/call';
import { type AcceptInvitePayload, acceptInvite as endpoint } from '@contract/recruiter/account';

/** POST /recruiters/invites/accept: the invited colleague's account; answers a login (a session). */
export function acceptInvite(payload: AcceptInvitePayload) {
  return call(endpoint, payload);
}
