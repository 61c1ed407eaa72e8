import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { recruiterCompany } from '@contract/recruiter/company-profile';

/** GET /recruiters/company: the company profile and its mailbox (issue 37). */
export const recruiterCompanyQueryKey = () => [QUERY_ROOTS.recruiter, 'company'] as const;

export const recruiterCompanyQueryOptions = () =>
  readQueryOptions(recruiterCompany, recruiterCompanyQueryKey());
