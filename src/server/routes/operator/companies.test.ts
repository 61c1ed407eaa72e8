import { OPERATOR_ROLE_ID } from '@contract/limits';
import { type OperatorCompany, TRUST_ACTION_REQUIRED } from '@contract/operator/companies';
import { GUARDED_OPERATOR_CALLS, OPERATORS_ONLY } from '@server/middleware/require-operator';
import { companyIsVerified } from '@server/services/safety/company-trust';
import { createSession } from '@server/services/sessions';
import { useAuthKit } from '@server/test-kits/auth-test-kit';
import { sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { insertUser, signedInUser } from '@server/test-kits/test-helpers';
import { describe, expect, it } from 'vitest';
import { COMPANY_NOT_FOUND } from './companies';

/**
 * The operator's companies (issue 37): only an operator (role 1) lists the companies with their
 * standing and verifies, suspends or restores one.
 */
describe.each(sqlBackends())('operator companies ($name)', (backend) => {
  const kit = useAuthKit(backend);

  it('answers operators only; lists, verifies, suspends and restores; refuses a bad action and an unknown company', async () => {
    expect([...GUARDED_OPERATOR_CALLS].sort()).toEqual([
      'GET /operator/companies',
      'GET /operator/companies/:company_id',
      'GET /operator/reports',
      'POST /operator/companies/:company_id/standing',
      'POST /operator/reports/review',
    ]);
    const operator = await insertUser(kit.deps, { roleId: OPERATOR_ROLE_ID });
    const token = await createSession(kit.deps, operator.id);
    const company = uniqueCompany('Sunrise RCM');
    const recruiter = await signedInRecruiter(kit, {
      company,
      email: `r${Date.now()}@sunrise.example`,
      verified: false,
    });
    const candidate = await signedInUser(kit.deps);

    for (const other of [recruiter.token, candidate.token]) {
      const refused = await sendJson(kit, 'GET', '/operator/companies', undefined, other);
      expect(refused).toEqual({
        status: 403,
        body: { success: false, message: OPERATORS_ONLY, code: 'operators_only' },
      });
    }
    expect((await kit.app.request('/api/operator/companies')).status).toBe(401);

    const listed = await sendJson(kit, 'GET', '/operator/companies', undefined, token);
    const mine = (listed.body.result as { companies: OperatorCompany[] }).companies.find(
      (row) => row.name === company,
    );
    expect(mine).toMatchObject({ id: recruiter.companyId, standing: 'unverified', verified_at: null });

    const decide = (action: unknown, id = recruiter.companyId) =>
      sendJson(kit, 'POST', `/operator/companies/${id}/standing`, { action }, token);
    const standing = async (action: string) =>
      ((await decide(action)).body.result as { company: OperatorCompany }).company;
    expect(await standing('verify')).toMatchObject({ standing: 'verified', suspended_at: null });
    expect(await companyIsVerified(kit.deps.db, recruiter.companyId)).toBe(true);
    expect(await standing('suspend')).toMatchObject({ standing: 'suspended' });
    expect(await companyIsVerified(kit.deps.db, recruiter.companyId)).toBe(false);
    expect(await standing('restore')).toMatchObject({ standing: 'verified', suspended_at: null });

    const bad = await decide('approve');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(TRUST_ACTION_REQUIRED);
    expect(await decide('verify', 99_999_999)).toEqual({
      status: 404,
      body: { success: false, message: COMPANY_NOT_FOUND, code: 'not_found' },
    });
  });
});
