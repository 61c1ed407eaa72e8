import { recruiterMe } from '../../../../contract/recruiter/account';
import { QUERY_ROOTS } from '../../../api/query-keys';
import { readQueryOptions } from '../../../api/read-query';

/** GET /recruiters/me: the signed-in recruiter and the company (the workspace header's name). */
export const recruiterMeQueryOptions = () =>
  readQueryOptions(recruiterMe, [QUERY_ROOTS.recruiter, 'me'] as const, { staleTime: 5 * 60_000 });
