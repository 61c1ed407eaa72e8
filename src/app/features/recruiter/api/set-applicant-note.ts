import { call } from '@app/api/call';
import { setApplicantNote as endpoint } from '@contract/recruiter/applicants';
import { atPath } from '@contract/recruiter/paths';

/** PUT /recruiters/applications/:application_id/note: the company's private note, as saved. */
export async function setApplicantNote(applicationId: number, note: string): Promise<string> {
  return (await call(atPath(endpoint, { application_id: applicationId }), { note })).result.note;
}
