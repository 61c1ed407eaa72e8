import { call } from '@app/api/call';
import { type ConnectRequestBody, connectCandidate } from '@contract/recruiter/find-candidates';
import { atPath } from '@contract/recruiter/paths';
import { verifiedOnly } from './verified-only';

/**
 * POST /recruiters/candidates/:candidate_id/connect: asks the candidate to connect about one of the
 * company's open jobs. Needs the network (not queued): the dialog says so and keeps the message.
 */
export async function sendConnectRequest(candidateId: number, body: ConnectRequestBody) {
  const path = atPath(connectCandidate, { candidate_id: candidateId });
  return (await verifiedOnly((rule) => call(path, body, rule))).result;
}
