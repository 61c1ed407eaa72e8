import {
  type OperatorCompany,
  operatorCompanies,
  operatorCompanyEvidence,
  operatorCompanyStanding,
} from '@contract/operator/companies';
import type { AppDeps } from '@server/deps';
import { operatorRoute } from '@server/middleware/require-operator';
import type { SessionEnv } from '@server/middleware/require-session';
import { companyEvidence, evidenceSummaries } from '@server/services/company/company-evidence';
import { COMPANY_NOT_FOUND } from '@server/services/company/company-profile';
import {
  type CompanyTrustRow,
  companyTrust,
  listCompanyTrust,
  setCompanyTrust,
  standingOf,
} from '@server/services/safety/company-trust';
import { HttpError } from '@server/validate';
import { Hono } from 'hono';

export { COMPANY_NOT_FOUND };

type Summary = Pick<OperatorCompany, 'gstin_ok' | 'cin_ok' | 'verified_mailbox' | 'changed_since_verified'>;
const NO_EVIDENCE: Summary = {
  gstin_ok: null,
  cin_ok: null,
  verified_mailbox: null,
  changed_since_verified: [],
};

const answerOf = (row: CompanyTrustRow, summary: Summary | undefined): OperatorCompany => ({
  id: row.id,
  name: row.name,
  city: row.city,
  standing: standingOf(row),
  verified_at: row.verifiedAt?.toISOString() ?? null,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
  ...(summary ?? NO_EVIDENCE),
});

/** One company's row with its evidence in short (404 for no such company). */
async function operatorCompany(deps: AppDeps, row: CompanyTrustRow | null): Promise<OperatorCompany> {
  if (!row) throw new HttpError(404, COMPANY_NOT_FOUND, 'not_found');
  return answerOf(row, (await evidenceSummaries(deps.db)).get(row.id));
}

/** The operator's calls on companies (issue 37), every one behind middleware/require-operator.ts. */
export function operatorCompanyRoutes(deps: AppDeps) {
  const router = new Hono<SessionEnv>();

  operatorRoute(router, deps, operatorCompanies, async () => {
    const summaries = await evidenceSummaries(deps.db);
    const rows = await listCompanyTrust(deps.db);
    return { success: true, result: { companies: rows.map((row) => answerOf(row, summaries.get(row.id))) } };
  });

  operatorRoute(router, deps, operatorCompanyEvidence, async (_c, _input, { params }) => {
    const company = await operatorCompany(deps, await companyTrust(deps.db, params.company_id));
    return { success: true, result: await companyEvidence(deps.db, params.company_id, company) };
  });

  operatorRoute(router, deps, operatorCompanyStanding, async (_c, input, { params }) => {
    const row = await setCompanyTrust(deps.db, params.company_id, input.action, deps.now());
    return { success: true, result: { company: await operatorCompany(deps, row) } };
  });

  return router;
}
