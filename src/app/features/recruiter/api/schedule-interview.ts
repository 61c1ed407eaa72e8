import { call } from '@app/api/call';
import type { Interview, InterviewDetails } from '@contract/interviews';
import { applicantInterviews, scheduleInterview } from '@contract/recruiter/interviews';
import { atPath } from '@contract/recruiter/paths';
import { queryOptions } from '@tanstack/react-query';
import { recruiterInterviewsKey } from './get-company-interviews';

/** POST /recruiters/applications/:application_id/interviews: the interview as scheduled. */
export async function sendScheduleInterview(
  applicationId: number,
  details: InterviewDetails,
): Promise<Interview> {
  return (await call(atPath(scheduleInterview, { application_id: applicationId }), details)).result.interview;
}

const applicantInterviewsKey = (applicationId: number) =>
  [...recruiterInterviewsKey(), 'application', applicationId] as const;

/** GET /recruiters/applications/:application_id/interviews: the applicant's interviews, newest first. */
export const applicantInterviewsQueryOptions = (applicationId: number) =>
  queryOptions({
    queryKey: applicantInterviewsKey(applicationId),
    queryFn: async ({ signal }) =>
      (await call(atPath(applicantInterviews, { application_id: applicationId }), undefined, { signal }))
        .result.interviews,
  });
