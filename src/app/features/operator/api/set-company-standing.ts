import { call } from '@app/api/call';
import { operatorCompanyStanding, type TrustAction } from '@contract/operator/companies';
import { atPath } from '@contract/recruiter/paths';

/** POST /operator/companies/:company_id/standing: verify, suspend or restore; the company after it. */
export async function setCompanyStanding(companyId: number, action: TrustAction) {
  return (await call(atPath(operatorCompanyStanding, { company_id: companyId }), { action })).result.company;
}
