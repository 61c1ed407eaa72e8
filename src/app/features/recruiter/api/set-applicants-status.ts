import { call } from '@app/api/call';
import { type BulkStatus, bulkApplicantStatus } from '@contract/recruiter/applicants';

/** POST /recruiters/applications/status: several applicants to one status, all or nothing. */
export async function setApplicantsStatus(change: BulkStatus): Promise<number> {
  return (await call(bulkApplicantStatus, change)).result.updated;
}
