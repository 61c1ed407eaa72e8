import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { companyInterviews, type InterviewRange } from '@contract/recruiter/interviews';
import { queryOptions } from '@tanstack/react-query';

/** Every interview read of the workspace (the applicant's and the company's): refreshed together. */
export const recruiterInterviewsKey = () => [QUERY_ROOTS.recruiter, 'interviews'] as const;

/**
 * GET /recruiters/interviews?range=today|week: the company's interviews of India's today (or the
 * 7 days from today) by time, and those whose time the candidate still has to pick.
 */
export const companyInterviewsQueryOptions = (range: InterviewRange) =>
  queryOptions({
    queryKey: [...recruiterInterviewsKey(), 'company', range] as const,
    queryFn: async ({ signal }) => (await call(companyInterviews, { range }, { signal })).result,
  });
