import { call } from '@app/api/call';
import { removeColleague as endpoint } from '@contract/recruiter/account';
import { atPath } from '@contract/recruiter/paths';

/** DELETE /recruiters/colleagues/:recruiter_id: the colleague can no longer sign in (H6, issue 35). */
export async function removeColleague(recruiterId: number): Promise<void> {
  await call(atPath(endpoint, { recruiter_id: recruiterId }));
}
