import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { type ApplicantsQuery, jobApplicants } from '@contract/recruiter/applicants';
import { atPath } from '@contract/recruiter/paths';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** GET /recruiters/jobs/:job_id/applicants: one page of a job's applicants, filtered and sorted. */
export function getJobApplicants(jobId: number, query: ApplicantsQuery, signal?: AbortSignal) {
  return call(atPath(jobApplicants, { job_id: jobId }), query, { signal });
}

/** Every applicants list of a job (all filters and pages): what a status change makes stale. */
export const jobApplicantsRootKey = (jobId: number) => [QUERY_ROOTS.recruiter, 'applicants', jobId] as const;

export const jobApplicantsQueryOptions = (jobId: number, query: ApplicantsQuery) =>
  queryOptions({
    queryKey: [...jobApplicantsRootKey(jobId), query] as const,
    queryFn: async ({ signal }) => (await getJobApplicants(jobId, query, signal)).result,
    placeholderData: keepPreviousData,
  });
