import { call } from '@app/api/call';
import { setApplicantStatus as endpoint, type StatusChange } from '@contract/recruiter/applicants';
import { atPath } from '@contract/recruiter/paths';

/** PUT /recruiters/applications/:application_id/status: answers the applicant as it now is. */
export async function setApplicantStatus(applicationId: number, change: StatusChange) {
  return (await call(atPath(endpoint, { application_id: applicationId }), change)).result.applicant;
}
