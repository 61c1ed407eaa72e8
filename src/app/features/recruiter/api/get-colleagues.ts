import { recruiterColleagues } from '../../../../contract/recruiter/account';
import { QUERY_ROOTS } from '../../../api/query-keys';
import { readQueryOptions } from '../../../api/read-query';

/** GET /recruiters/colleagues: the company's recruiters (the Colleagues dialog). */
export const colleaguesQueryOptions = () =>
  readQueryOptions(recruiterColleagues, [QUERY_ROOTS.recruiter, 'colleagues'] as const);
