import { call } from '@app/api/call';
import { type CompanyProfile, saveRecruiterCompany } from '@contract/recruiter/company-profile';
import type * as v from 'valibot';

/** PUT /recruiters/company: the whole profile on the version it was read with (stale: 409 version_conflict). */
export async function saveCompany(
  profile: v.InferInput<typeof saveRecruiterCompany.request>,
): Promise<CompanyProfile> {
  return (await call(saveRecruiterCompany, profile)).result.company;
}
