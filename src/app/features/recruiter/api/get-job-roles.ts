import { call } from '@app/api/call';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { recruiterJobRoles } from '@contract/recruiter/job-roles';
import { queryOptions } from '@tanstack/react-query';

/** GET /recruiters/job_roles: the job roles list the editor's Job role is chosen from; fresh a day. */
export const jobRolesQueryOptions = () =>
  queryOptions({
    queryKey: [QUERY_ROOTS.recruiter, 'job-roles'] as const,
    queryFn: async ({ signal }) => (await call(recruiterJobRoles, undefined, { signal })).result.roles,
    staleTime: 24 * 60 * 60 * 1000,
  });
