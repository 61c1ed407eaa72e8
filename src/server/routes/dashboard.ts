import { dashboard } from '@contract/dashboard';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { route } from '../route';
import { DASHBOARD_MESSAGE, dashboardResult } from '../services/candidate-dashboard';

/** GET /candidates/dashboard: the candidate's details, completion, counts and matching recent jobs. */
export function dashboardRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  route(routes, dashboard, requireCandidate(deps), async (c) => ({
    success: true,
    message: DASHBOARD_MESSAGE,
    result: await dashboardResult(deps, c.get('user')),
  }));
  return routes;
}
