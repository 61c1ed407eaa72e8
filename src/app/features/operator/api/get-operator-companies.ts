import { QUERY_ROOTS } from '@app/api/query-keys';
import { readQueryOptions } from '@app/api/read-query';
import { operatorCompanies } from '@contract/operator/companies';

/** GET /operator/companies: every company with its standing and evidence in short (issue 37). */
export const operatorCompaniesQueryKey = () => [QUERY_ROOTS.recruiter, 'operator', 'companies'] as const;

export const operatorCompaniesQueryOptions = () =>
  readQueryOptions(operatorCompanies, operatorCompaniesQueryKey());
