import {
  ALREADY_REPORTED_MESSAGE,
  REPORT_SENT_MESSAGE,
  reportCompany,
  reportJob,
  reportMessage,
} from '@contract/reports';
import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { requireCandidate, type SessionEnv } from '../middleware/require-session';
import { pathIds, route } from '../route';
import * as safety from '../services/safety/reports';

/** The candidate's reports of a job, a message or a company (issue 37 §2): services/safety/reports.ts. */
export function reportRoutes(deps: AppDeps): Hono<SessionEnv> {
  const routes = new Hono<SessionEnv>();
  const guard = requireCandidate(deps);
  const answer = ({ alreadyReported }: safety.ReportOutcome) => ({
    success: true as const,
    message: alreadyReported ? ALREADY_REPORTED_MESSAGE : REPORT_SENT_MESSAGE,
    result: { reported: true as const, already_reported: alreadyReported },
  });

  route(routes, reportJob, guard, async (c, input) => {
    const { job_id } = pathIds(c, reportJob.path);
    return answer(await safety.reportJob(deps, c.get('user').id, job_id, input, deps.now()));
  });

  route(routes, reportMessage, guard, async (c, input) => {
    const { message_id } = pathIds(c, reportMessage.path);
    return answer(await safety.reportMessage(deps, c.get('user').id, message_id, input, deps.now()));
  });

  route(routes, reportCompany, guard, async (c, input) => {
    const { company_id } = pathIds(c, reportCompany.path);
    return answer(await safety.reportCompany(deps, c.get('user').id, company_id, input, deps.now()));
  });

  return routes;
}
