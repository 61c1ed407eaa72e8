import type { Endpoint } from '@contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../contract';
import { CANDIDATES_ONLY } from '../middleware/require-session';
import { type AuthKit, openAuthKit } from '../test-kits/auth-test-kit';
import { sendJson, signedInRecruiter, uniqueCompany } from '../test-kits/recruiter-test-kit';
import { sqlBackends } from '../test-kits/test-backends';

/** Every signed-in call of the candidates' side (all but the recruiters' and sign-out). */
const CANDIDATE_CALLS = (Object.values(contract) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'answer' in value &&
    (value as Endpoint).session === true &&
    !(value as Endpoint).path.startsWith('/recruiters/') &&
    (value as Endpoint).path !== '/auth/logout',
);

/**
 * A recruiter's token never reads or writes as a candidate: every candidate's signed-in call
 * answers it 403 candidates_only (the recruiters' calls answer a candidate's 403 recruiters_only,
 * recruiter/idor.test.ts), and sign-out still takes it.
 */
describe.each(sqlBackends())('a recruiter on the candidates’ calls ($name)', (backend) => {
  let kit: AuthKit;
  let token: string;

  beforeAll(async () => {
    kit = await openAuthKit(backend);
    await kit.reset();
    ({ token } = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'rec@role.example' }));
  });
  afterAll(async () => {
    await kit?.close();
  });

  it('403 candidates_only on every candidate signed-in call', async () => {
    expect(CANDIDATE_CALLS.length).toBeGreaterThanOrEqual(20);
    for (const call of CANDIDATE_CALLS) {
      const path = call.path.replace(/:(\w+)/g, '1');
      const answer = await sendJson(kit, call.method, path, call.method === 'GET' ? undefined : {}, token);
      expect(answer, `${call.method} ${call.path}`).toEqual({
        status: 403,
        body: { success: false, message: CANDIDATES_ONLY, code: 'candidates_only' },
      });
    }
  });

  it('sign-out takes a recruiter’s session', async () => {
    const answer = await sendJson(kit, 'POST', '/auth/logout', {}, token);
    expect(answer.status).toBe(200);
  });
});
