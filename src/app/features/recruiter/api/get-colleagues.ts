import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { recruiterColleagues } from '@contract/recruiter/account';

/** GET /recruiters/colleagues: the company's recruiters (the Colleagues dialog). */
export const colleaguesQueryOptions = () =>
  readQueryOptions(recruiterColleagues, [QUERY_ROOTS.recruiter, 'colleagues'] as const);
