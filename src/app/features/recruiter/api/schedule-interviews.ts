import { call } from '@app/api/call';
import type { InterviewDetails } from '@contract/interviews';
import { type BulkScheduleResult, scheduleInterviews } from '@contract/recruiter/interviews';

/**
 * POST /recruiters/interviews: the same interview for each applicant selected (up to 100), but
 * for those withdrawn, rejected or with an interview coming, counted in the answer's `skipped`.
 */
export async function sendScheduleInterviews(
  applicationIds: readonly number[],
  details: InterviewDetails,
): Promise<BulkScheduleResult> {
  return (await call(scheduleInterviews, { application_ids: [...applicationIds], details })).result;
}
