import {
  type OperatorCompany,
  operatorCompanies,
  operatorCompanyStanding,
} from '@contract/operator/companies';
import type { AppDeps } from '@server/deps';
import { operatorRoute } from '@server/middleware/require-operator';
import type { SessionEnv } from '@server/middleware/require-session';
import {
  type CompanyTrustRow,
  listCompanyTrust,
  setCompanyTrust,
  standingOf,
} from '@server/services/safety/company-trust';
import { HttpError } from '@server/validate';
import { Hono } from 'hono';

export const COMPANY_NOT_FOUND = 'This company does not exist';

const answerOf = (row: CompanyTrustRow): OperatorCompany => ({
  id: row.id,
  name: row.name,
  city: row.city,
  standing: standingOf(row),
  verified_at: row.verifiedAt?.toISOString() ?? null,
  suspended_at: row.suspendedAt?.toISOString() ?? null,
});

/** The operator's calls on companies (issue 37), every one behind middleware/require-operator.ts. */
export function operatorCompanyRoutes(deps: AppDeps) {
  const router = new Hono<SessionEnv>();

  operatorRoute(router, deps, operatorCompanies, async () => ({
    success: true,
    result: { companies: (await listCompanyTrust(deps.db)).map(answerOf) },
  }));

  operatorRoute(router, deps, operatorCompanyStanding, async (_c, input, { params }) => {
    const row = await setCompanyTrust(deps.db, params.company_id, input.action, deps.now());
    if (!row) throw new HttpError(404, COMPANY_NOT_FOUND, 'not_found');
    return { success: true, result: { company: answerOf(row) } };
  });

  return router;
}
