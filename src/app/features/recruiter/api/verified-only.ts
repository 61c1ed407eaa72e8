import { ApiError, applyInvalidSessionRule } from '@app/api/client';

/**
 * A call only a verified employer may make (Find candidates, issue 37 §3), sent with the client's
 * 403 rule off (`invalidSessionRule: false`) and the rule applied here to every 403 but
 * `company_not_verified`, which refuses the act, not the session: the recruiter stays signed in and
 * the screen says why. (Kept out of api/client.ts: the candidates' first-visit bundle holds it.)
 */
export async function verifiedOnly<T>(
  send: (options: { invalidSessionRule: false }) => Promise<T>,
): Promise<T> {
  try {
    return await send({ invalidSessionRule: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 403 && error.code !== 'company_not_verified')
      await applyInvalidSessionRule();
    throw error;
  }
}
