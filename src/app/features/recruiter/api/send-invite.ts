import { call } from '@app/api/call';
import { sendInvite as endpoint, type InvitePayload } from '@contract/recruiter/account';

/** POST /recruiters/invites: e-mails an invitation code to a colleague (same company). */
export function sendInvite(payload: InvitePayload) {
  return call(endpoint, payload);
}
