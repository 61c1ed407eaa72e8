import { call } from '@app/api/call';
import { setApplicantNote as endpoint } from '@contract/recruiter/applicants';
import { atPath } from '@contract/recruiter/paths';

/**
 * PUT /recruiters/applications/:application_id/note: the company's private note on the version it
 * was read with; answers the note as saved and its new version (stale: 409 version_conflict).
 */
export async function setApplicantNote(
  applicationId: number,
  note: string,
  version: number,
): Promise<{ note: string; version: number }> {
  return (await call(atPath(endpoint, { application_id: applicationId }), { note, version })).result;
}
