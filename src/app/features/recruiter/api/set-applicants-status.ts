import { call } from '@app/api/call';
import { type BulkStatus, bulkApplicantStatus } from '@contract/recruiter/applicants';

/**
 * POST /recruiters/applications/status: several applicants to one status, all or nothing; answers
 * how many moved and how many stayed withdrawn (issue 36).
 */
export async function setApplicantsStatus(
  change: BulkStatus,
): Promise<{ updated: number; withdrawn: number }> {
  return (await call(bulkApplicantStatus, change)).result;
}
