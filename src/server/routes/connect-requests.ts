import {
  answerConnectRequest,
  candidateConnectRequests,
  candidateDiscoverability,
  saveDiscoverability,
} from '@contract/connect-requests';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { pathIds, route } from '../route';
import { answerRequest, candidateRequests } from '../services/find-candidates/connect-requests';
import { discoverabilityOf, setDiscoverability } from '../services/find-candidates/discoverability';

/**
 * The candidate's side of Find candidates (issue 37 §3): Let recruiters find me, and the requests
 * to connect, each on the caller's own rows only.
 */
export function connectRequestRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);

  route(routes, candidateDiscoverability, guard, async (c) => ({
    success: true,
    result: await discoverabilityOf(deps.db, c.get('user').id),
  }));

  route(routes, saveDiscoverability, guard, async (c, input) => ({
    success: true,
    message: input.findable ? 'Recruiters can now find you' : 'Recruiters can no longer find you',
    result: await setDiscoverability(deps.db, c.get('user').id, input.findable, deps.now()),
  }));

  route(routes, candidateConnectRequests, guard, async (c) => ({
    success: true,
    result: { requests: await candidateRequests(deps.db, c.get('user').id) },
  }));

  route(routes, answerConnectRequest, guard, async (c, input) => {
    const { request_id } = pathIds(c, answerConnectRequest.path);
    const request = await answerRequest(deps, c.get('user').id, request_id, input.accept);
    return {
      success: true,
      message: input.accept ? 'Request accepted' : 'Request declined',
      result: { request },
    };
  });

  return routes;
}
