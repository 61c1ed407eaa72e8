import { operatorReports, reviewReports } from '@contract/operator/reports';
import type { AppDeps } from '@server/deps';
import { operatorRoute } from '@server/middleware/require-operator';
import type { SessionEnv } from '@server/middleware/require-session';
import * as queue from '@server/services/safety/report-queue';
import { HttpError } from '@server/validate';
import { Hono } from 'hono';

export const NO_SUCH_REPORTS = 'Nobody reported this';

/** The operator's reports queue (issue 37 §2), every call behind middleware/require-operator.ts. */
export function operatorReportRoutes(deps: AppDeps) {
  const router = new Hono<SessionEnv>();

  operatorRoute(router, deps, operatorReports, async () => {
    const { things, flaggedMessages, flaggedCompanies } = await queue.reportQueue(deps.db);
    return {
      success: true,
      result: { things, flagged_messages: flaggedMessages, flagged_companies: flaggedCompanies },
    };
  });

  operatorRoute(router, deps, reviewReports, async (_c, input, { operatorId }) => {
    const done = await queue.reviewReports(deps.db, operatorId, input, input.outcome, deps.now());
    if (!done) throw new HttpError(404, NO_SUCH_REPORTS, 'not_found');
    return {
      success: true,
      result: {
        reviewed: done.reviewed,
        hidden_at: done.hiddenAt?.toISOString() ?? null,
        job_closed: done.jobClosed,
      },
    };
  });

  return router;
}
