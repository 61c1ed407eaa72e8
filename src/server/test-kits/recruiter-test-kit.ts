import { companyNamed, createRecruiter } from '../services/recruiter/recruiter-accounts';
import { createSession } from '../services/sessions';
import { type AuthKit, knownPasswordHash } from './auth-test-kit';

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
