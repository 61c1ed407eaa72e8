import { answerInterview, myInterviews } from '@contract/interviews';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { answerCandidateInterview, candidateInterviewList } from '../services/interviews/interviews';

/** The candidate's interviews (issue 36 §3): the upcoming list and the answer (idempotent, queueable). */
export function interviewRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);

  route(routes, myInterviews, guard, async (c) => ({
    success: true,
    result: { interviews: await candidateInterviewList(deps.db, c.get('user').id, deps.now()) },
  }));

  route(routes, answerInterview, guard, async (c, input) => ({
    success: true,
    result: { interview: await answerCandidateInterview(deps, c.get('user').id, input) },
  }));

  return routes;
}
