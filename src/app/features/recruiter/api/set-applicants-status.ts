import { type BulkStatus, bulkApplicantStatus } from '../../../../contract/recruiter/applicants';
import { call } from '../../../api/call';

/** POST /recruiters/applications/status: several applicants to one status, all or nothing. */
export async function setApplicantsStatus(change: BulkStatus): Promise<number> {
  return (await call(bulkApplicantStatus, change)).result.updated;
}
