import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { recruiterMe } from '@contract/recruiter/account';

/** GET /recruiters/me: the signed-in recruiter and the company (the workspace header's name). */
export const recruiterMeQueryOptions = () =>
  readQueryOptions(recruiterMe, [QUERY_ROOTS.recruiter, 'me'] as const, { staleTime: 5 * 60_000 });
