import { randomUUID } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_PREFIX } from '../contract/endpoint';
import { codeForStatus } from '../contract/errors';
import { health } from '../contract/health';
import { databaseKind } from './db/client';
import type { AppDeps } from './deps';
import { idempotency } from './middleware/idempotency';
import { loopbackOnly } from './middleware/loopback-only';
import { route } from './route';
import { accountRoutes } from './routes/account';
import { assessmentRoutes } from './routes/assessment';
import { authRoutes } from './routes/auth';
import { profilePictureRoutes, uploadedFileRoutes } from './routes/candidate-files';
import { chatRoutes } from './routes/chat';
import { companyLogoRoutes } from './routes/company-logos';
import { connectRequestRoutes } from './routes/connect-requests';
import { contactSharingRoutes } from './routes/contact-sharing';
import { dashboardRoutes } from './routes/dashboard';
import { devAssessmentWritesRoutes } from './routes/dev-assessment-writes';
import { devDigestRoutes } from './routes/dev-digests';
import { devJobsRoutes } from './routes/dev-jobs';
import { devQueueProbeRoutes } from './routes/dev-queue-probe';
import { devSentMessagesRoutes } from './routes/dev-sent-messages';
import { digestUnsubscribeRoutes } from './routes/digest-unsubscribe';
import { eventRoutes } from './routes/events';
import { interviewRoutes } from './routes/interviews';
import { jobPreviewRoutes } from './routes/job-preview';
import { jobRoutes } from './routes/jobs';
import { notificationRoutes } from './routes/notifications';
import { onboardingRoutes } from './routes/onboarding';
import { operatorCompanyRoutes } from './routes/operator/companies';
import { operatorReportRoutes } from './routes/operator/reports';
import { otpRoutes } from './routes/otp';
import { profileRoutes } from './routes/profile';
import { publicJobRoutes } from './routes/public-jobs';
import { pushRoutes } from './routes/push';
import { recruiterAccountRoutes } from './routes/recruiter/account';
import { recruiterApplicantRoutes } from './routes/recruiter/applicants';
import { recruiterBulkRoutes } from './routes/recruiter/bulk';
import { recruiterChatRoutes } from './routes/recruiter/chat';
import { recruiterCompanyRoutes } from './routes/recruiter/company';
import { devApplicantsRoutes } from './routes/recruiter/dev-applicants';
import { recruiterFindCandidateRoutes } from './routes/recruiter/find-candidates';
import { recruiterInterviewRoutes } from './routes/recruiter/interviews';
import { recruiterJobRoutes } from './routes/recruiter/jobs';
import { referenceListRoutes } from './routes/reference-lists';
import { reportRoutes } from './routes/reports';
import { savedSearchRoutes } from './routes/saved-searches';
import { securityHeaders, staticSite } from './static';
import { HttpError } from './validate';

export interface CreateAppOptions {
  /** Serve the built PWA from `config.distDir` outside /api (default true). */
  serveSite?: boolean;
}

const NOT_FOUND = { success: false, message: 'Not found', code: 'not_found' } as const;

/**
 * Builds the whole server without listening (tests call `app.request`): every call of the specs
 * under `/api`, JSON errors that never echo the request, a request log, a body limit,
 * idempotent writes, security headers, and the built PWA outside /api.
 *
 * Every router is mounted at `/api` and registers each call against its descriptor in
 * src/contract (`route(router, endpoint, handler)`, src/server/route.ts). Every failure answers
 * `{success:false, message, code}`.
 */
export function createApp(deps: AppDeps, options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  const quiet = deps.config.nodeEnv === 'test';

  // Request log: one line per request.
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    if (!quiet) {
      const ms = (performance.now() - started).toFixed(1);
      // the path as printable ASCII: a client's bytes never reach the log raw
      console.log(`${c.req.method} ${printable(c.req.path)} ${c.res.status} ${ms}ms`);
    }
  });
  app.use('*', securityHeaders());
  // The API's JSON is gzipped around this app, where it is served (compress-answers.ts, main.ts).
  // Public, cacheable images: before the API's own middleware (no-store, body limits, sessions).
  app.route('/', companyLogoRoutes(deps));
  // Profile photos: an <img> sends no bearer token; each is at an unguessable path (routes/candidate-files.ts).
  app.route('/', profilePictureRoutes(deps));

  const api = new Hono();
  // Bodies are limited by the call, not by their Content-Type: `route()` puts each call's own
  // limit first (1 MB, 25 MB for a multipart call; route.ts `bodyMaxBytes`), and a path that is
  // no call answers 404 without reading the body.
  // No answer of the API is cached, but one that says otherwise (a recording: private).
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  // The Idempotency-Key step, run by `route()` after the session guard for the calls that
  // declare `idempotent` (middleware/idempotency.ts); nothing is read or hashed here.
  const idempotencyStep = idempotency(deps);
  api.use('*', async (c, next) => {
    c.set('idempotency', idempotencyStep);
    await next();
  });

  route(api, health, () => ({ success: true, status: 'ok', database: databaseKind(deps.db) }));
  api.route('/', authRoutes(deps));
  api.route('/', otpRoutes(deps));
  api.route('/', referenceListRoutes(deps));
  api.route('/', dashboardRoutes(deps));
  api.route('/', onboardingRoutes(deps));
  api.route('/', uploadedFileRoutes(deps));
  api.route('/', jobRoutes(deps));
  api.route('/', assessmentRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', contactSharingRoutes(deps));
  api.route('/', savedSearchRoutes(deps));
  // issue 24: chat (the candidate's and the recruiters' calls)
  api.route('/', chatRoutes(deps));
  // issue 37 §2: a candidate's reports of a job, a message or a company
  api.route('/', reportRoutes(deps));
  // the event stream (both roles): server-sent events, never a JSON answer
  api.route('/', eventRoutes(deps));
  api.route('/', notificationRoutes(deps));
  // issue 25: Web Push subscriptions
  api.route('/', pushRoutes(deps));
  // issue 25: the saved-search digest's one-click unsubscribe (no session: the link's token)
  api.route('/', digestUnsubscribeRoutes(deps));
  // issue 23: the recruiter side, every call behind middleware/require-recruiter.ts
  api.route('/', recruiterAccountRoutes(deps));
  api.route('/', recruiterCompanyRoutes(deps));
  api.route('/', recruiterJobRoutes(deps));
  api.route('/', recruiterApplicantRoutes(deps));
  api.route('/', recruiterChatRoutes(deps));
  api.route('/', recruiterBulkRoutes(deps));
  // issue 36 §3: interviews and walk-in drives (both sides)
  api.route('/', recruiterInterviewRoutes(deps));
  api.route('/', recruiterFindCandidateRoutes(deps));
  api.route('/', connectRequestRoutes(deps));
  api.route('/', interviewRoutes(deps));
  // issue 37: the operators' calls, every one behind middleware/require-operator.ts
  api.route('/', operatorCompanyRoutes(deps));
  api.route('/', operatorReportRoutes(deps));
  if (!deps.config.isProduction) {
    // every one-time code is readable there: only for clients on this machine
    api.use('/dev/*', loopbackOnly(deps));
    api.route('/', devSentMessagesRoutes(deps));
    api.route('/', devQueueProbeRoutes(deps));
    api.route('/', devAssessmentWritesRoutes(deps));
    api.route('/', devJobsRoutes(deps));
    api.route('/', devDigestRoutes(deps));
    api.route('/', devApplicantsRoutes(deps));
  }
  api.all('*', (c) => c.json(NOT_FOUND, 404));
  app.route(API_PREFIX, api);

  // Issue 26: a job's public page (/jobs/{id}), the sitemap and robots.txt, for anyone.
  app.route('/', publicJobRoutes(deps));
  // An older shared job's link: its public page for link-preview fetchers, the app for people.
  app.route('/', jobPreviewRoutes(deps));
  if (options.serveSite ?? true) app.route('/', staticSite(deps.config.distDir));

  app.notFound((c) => c.json(NOT_FOUND, 404));
  app.onError(answerError);
  return app;
}

/** The one error handler: `HttpError` and Hono's own as `{success:false, message, code}`, anything else 500. */
export function answerError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    return c.json({ ...error.extra, success: false, message: error.message, code: error.code }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json(
      { success: false, message: error.message || 'Request failed', code: codeForStatus(status) },
      status,
    );
  }
  // The log names the failure (its class, a database error's code, where it happened) and a
  // request id the answer repeats, never the error's message: it may quote what the client sent.
  const requestId = randomUUID();
  console.error(
    `${c.req.method} ${routeOf(c)} failed: internal_error request_id=${requestId} ${describeError(error)}`,
  );
  c.header(REQUEST_ID_HEADER, requestId);
  return c.json(
    { success: false, message: 'Something went wrong', code: 'internal_error', request_id: requestId },
    500,
  );
}

/** Text for a log line: printable ASCII, anything else as '?', at most 200 characters. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
}

/** The header (and `request_id` field) of a 500 answer: the id its log line carries. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The matched route pattern (`/api/candidates/job`), not the path as sent. */
function routeOf(c: Context): string {
  const pattern = c.req.routePath;
  return pattern && pattern !== '*' && pattern !== '/*' ? pattern : printable(c.req.path);
}

/**
 * An error without its message: its class, the codes a driver sets (a PostgreSQL SQLSTATE, a
 * Node error code), down its causes, and the stack's frames (file and line, no values).
 */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { name?: unknown; code?: unknown; cause?: unknown };
    const name = typeof e.name === 'string' ? e.name : 'Error';
    const code = typeof e.code === 'string' && /^[\w.-]{1,40}$/.test(e.code) ? ` code=${e.code}` : '';
    parts.push(`${name}${code}`);
    current = e.cause;
  }
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const frames = stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 8)
    .map((line) => line.trim().replace(/[^\x20-\x7e]/g, '?'));
  return [parts.join(' <- '), ...frames].join('\n    ');
}
