import { DASHBOARD_PATH } from '@contract/dashboard-path';
import { EARLY_CALLS_GLOBAL, type EarlyCalls, earlyCallKey } from '../early-start';
import { buildUrl } from './client';
import { dropUntakenEarlyCalls } from './early-calls';

/**
 * Leaves the dashboard's answer that a candidate's login carried (contract/auth/login.ts) for the
 * dashboard's read with this session's token to take, once, as it takes an early call (and checks
 * it as its own answer): the dashboard is drawn without asking again. The page's untaken early
 * calls (another session's) are dropped first. (A dynamic import here, to keep it out of the
 * signed-in screens' first visit, cost more bytes there than it saved: Vite's preload map.)
 * (`new Response`, not `Response.json`: Safari before 17 lacks the latter; the
 * client reads the body as JSON whatever its type.)
 */
export function handOverDashboard(token: string, dashboard: unknown): void {
  dropUntakenEarlyCalls();
  const calls = {
    [earlyCallKey(buildUrl(DASHBOARD_PATH))]: Promise.resolve(
      new Response(JSON.stringify({ success: true, result: dashboard })),
    ),
  };
  (window as unknown as Record<string, EarlyCalls>)[EARLY_CALLS_GLOBAL] = {
    token,
    startedAt: Date.now(),
    calls,
  };
}
