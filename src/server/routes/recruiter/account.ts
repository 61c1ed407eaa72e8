import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { recruiterMe } from '../../../contract/recruiter/account';
import { companies } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { recruiterRoute } from '../../middleware/require-recruiter';
import type { SessionEnv } from '../../middleware/require-session';

/** The recruiter's account (issue 23): who is signed in, of which company. */
export function recruiterAccountRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();

  recruiterRoute(router, deps, recruiterMe, async (c, _input, { companyId }) => {
    const user = c.get('user');
    const [company] = await deps.db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, companyId));
    return {
      success: true,
      result: { first_name: user.firstName, last_name: user.lastName, email: user.email, company },
    };
  });

  return router;
}
