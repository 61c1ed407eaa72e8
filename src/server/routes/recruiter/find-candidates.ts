import { connectCandidate, findCandidates } from '@contract/recruiter/find-candidates';
import type { AppDeps } from '@server/deps';
import { recruiterRoute } from '@server/middleware/require-recruiter';
import type { SessionEnv } from '@server/middleware/require-session';
import { searchCandidates } from '@server/services/find-candidates/candidate-search';
import {
  openJobsOf,
  requireVerifiedCompany,
  sendConnectRequest,
  sentToday,
} from '@server/services/find-candidates/connect-requests';
import { Hono } from 'hono';

/** Find candidates (issue 37 §3): a verified company's search and its requests to connect. */
export function recruiterFindCandidateRoutes(deps: AppDeps): Hono<SessionEnv> {
  const router = new Hono<SessionEnv>();
  const { db } = deps;

  recruiterRoute(router, deps, findCandidates, async (_c, filters, { companyId, recruiterId }) => {
    await requireVerifiedCompany(db, companyId);
    return {
      success: true,
      result: {
        ...(await searchCandidates(db, companyId, filters)),
        sent_today: await sentToday(db, recruiterId, deps.now()),
        open_jobs: await openJobsOf(db, companyId),
      },
    };
  });

  recruiterRoute(router, deps, connectCandidate, async (_c, body, scope) => ({
    success: true,
    message: 'Request to connect sent',
    result: await sendConnectRequest(deps, scope, scope.params.candidate_id, body),
  }));

  return router;
}
