import { readQueryOptions } from '@app/api/read-query';
import { operatorCompanyEvidence } from '@contract/operator/companies';
import { atPath } from '@contract/recruiter/paths';
import { operatorCompaniesQueryKey } from './get-operator-companies';

/** GET /operator/companies/:company_id: the company's evidence (profile, checks, mailbox, change log). */
export const companyEvidenceQueryOptions = (companyId: number) =>
  readQueryOptions(atPath(operatorCompanyEvidence, { company_id: companyId }), [
    ...operatorCompaniesQueryKey(),
    companyId,
  ] as const);
