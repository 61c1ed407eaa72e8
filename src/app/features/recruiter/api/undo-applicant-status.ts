import { call } from '@app/api/call';
import { undoApplicantStatus as endpoint } from '@contract/recruiter/applicants';
import { atPath } from '@contract/recruiter/paths';

/**
 * POST /recruiters/applications/:application_id/status/undo (issue 36 R3): the last status change
 * taken back before it reaches the candidate; answers the applicant as it now is.
 */
export async function undoApplicantStatus(applicationId: number, version: number) {
  return (await call(atPath(endpoint, { application_id: applicationId }), { version })).result.applicant;
}
