import { companyNamed, createRecruiter } from '../services/recruiter/recruiter-accounts';
import { createSession } from '../services/sessions';
import { type AnswerOf, type AuthKit, knownPasswordHash } from './auth-test-kit';

/** A recruiter (KNOWN_PASSWORD) of the company of this name (created in Chennai if missing), signed in. */
export async function signedInRecruiter(
  kit: Pick<AuthKit, 'deps'>,
  options: { company: string; email: string },
): Promise<{ companyId: number; recruiterId: number; token: string }> {
  const company = await companyNamed(kit.deps.db, options.company, 'Chennai');
  const recruiterId = await createRecruiter(kit.deps.db, {
    companyId: company.id,
    email: options.email,
    firstName: 'Test',
    lastName: 'Recruiter',
    passwordHash: await knownPasswordHash(),
    now: kit.deps.now(),
  });
  return { companyId: company.id, recruiterId, token: await createSession(kit.deps, recruiterId) };
}

/** A JSON request with a bearer token (any method), answered as `{status, body}`. */
export async function sendJson(
  kit: Pick<AuthKit, 'app'>,
  method: string,
  path: string,
  body: unknown,
  token: string,
): Promise<AnswerOf> {
  const response = await kit.app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { raw: text } };
  }
}

let companies = 0;
/** A company name no other test of this process uses. */
export const uniqueCompany = (name = 'Acme RCM') => `${name} ${++companies}`;
