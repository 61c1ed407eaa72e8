import {
  acceptInvite,
  COLLEAGUE_REMOVED,
  INVITE_SENT,
  recruiterColleagues,
  recruiterMe,
  removeColleague,
  sendInvite,
} from '@contract/recruiter/account';
import { companies } from '@server/db/schema';
import type { AppDeps } from '@server/deps';
import { recruiterRoute } from '@server/middleware/require-recruiter';
import type { SessionEnv } from '@server/middleware/require-session';
import { route } from '@server/route';
import { clientAddress } from '@server/services/rate-limit';
import { companyColleagues, removeColleague as remove } from '@server/services/recruiter/colleagues';
import { acceptInvite as accept, sendInvite as send } from '@server/services/recruiter/invites';
import { standingOf } from '@server/services/safety/company-trust';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';

/**
 * The recruiter's account (issue 23): who is signed in, of which company; inviting a colleague;
 * the company's recruiters and removing one (H6, issue 35).
 */
export function recruiterAccountRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();

  recruiterRoute(router, deps, recruiterMe, async (c, _input, { companyId }) => {
    const user = c.get('user');
    const [row] = await deps.db
      .select({
        id: companies.id,
        name: companies.name,
        verifiedAt: companies.verifiedAt,
        suspendedAt: companies.suspendedAt,
      })
      .from(companies)
      .where(eq(companies.id, companyId));
    const company = { id: row.id, name: row.name, standing: standingOf(row) };
    return {
      success: true,
      result: { first_name: user.firstName, last_name: user.lastName, email: user.email, company },
    };
  });

  recruiterRoute(router, deps, sendInvite, async (c, input, { recruiterId, companyId }) => {
    const user = c.get('user');
    await send(
      deps,
      { recruiterId, companyId, firstName: user.firstName, lastName: user.lastName },
      input.email,
    );
    return { success: true, message: INVITE_SENT, result: { sent: true } };
  });

  recruiterRoute(router, deps, recruiterColleagues, async (_c, _input, { recruiterId, companyId }) => ({
    success: true,
    result: { colleagues: await companyColleagues(deps.db, companyId, recruiterId) },
  }));

  recruiterRoute(router, deps, removeColleague, async (_c, _input, { recruiterId, companyId, params }) => {
    await remove(deps, { recruiterId, companyId }, params.recruiter_id);
    return { success: true, message: COLLEAGUE_REMOVED };
  });

  // no session: the invited colleague has no account yet
  route(router, acceptInvite, async (c, input) => ({
    success: true,
    message: 'Welcome to RCM Careers',
    result: await accept(deps, clientAddress(c, deps.config.trustProxy), input),
  }));

  return router;
}
