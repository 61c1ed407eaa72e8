import { call } from '@app/api/call';
import { askContact as askContactCall } from '@contract/recruiter/contact-request';
import { atPath } from '@contract/recruiter/paths';

/** POST /recruiters/applications/:application_id/contact_request: asks the candidate to share their contact. */
export async function askContact(applicationId: number) {
  return (await call(atPath(askContactCall, { application_id: applicationId }))).result.contact_state;
}
