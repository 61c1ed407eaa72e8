import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
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
import { companyLogoRoutes } from './routes/company-logos';
import { dashboardRoutes } from './routes/dashboard';
import { devAssessmentWritesRoutes } from './routes/dev-assessment-writes';
import { devOutboxRoutes } from './routes/dev-outbox';
import { devQueueProbeRoutes } from './routes/dev-queue-probe';
import { jobRoutes } from './routes/jobs';
import { onboardingRoutes } from './routes/onboarding';
import { otpRoutes } from './routes/otp';
import { profilePictureRoutes, profileRoutes } from './routes/profile';
import { referenceListRoutes } from './routes/reference-lists';
import { securityHeaders, staticSite } from './static';
import { BODY_TOO_LARGE_MESSAGE, HttpError, JSON_BODY_MAX_BYTES, REQUEST_MAX_BYTES } from './validate';

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
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    }
  });
  app.use('*', securityHeaders());
  // Per-request compression for the API's JSON only: the site's files are compressed at build time.
  app.use(`${API_PREFIX}/*`, compress());
  // Public, cacheable images: before the API's own middleware (no-store, body limits, sessions).
  app.route('/', companyLogoRoutes(deps));
  // Profile photos: an <img> sends no bearer token; each is at an unguessable path (routes/profile.ts).
  app.route('/', profilePictureRoutes(deps));

  const api = new Hono();
  // Bodies are counted as they stream and refused past the limit: 1 MB for every call but
  // multipart uploads, which get the 25 MB request limit.
  const tooLarge = (c: Context) =>
    c.json({ success: false, message: BODY_TOO_LARGE_MESSAGE, code: 'body_too_large' }, 413);
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_MAX_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: REQUEST_MAX_BYTES, onError: tooLarge });
  api.use('*', (c, next) =>
    /^multipart\/form-data\b/i.test(c.req.header('content-type') ?? '')
      ? uploadLimit(c, next)
      : jsonLimit(c, next),
  );
  // No answer of the API is cached, but one that says otherwise (a recording: private).
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.use('*', idempotency(deps));

  route(api, health, () => ({ success: true, status: 'ok', database: databaseKind(deps.db) }));
  api.route('/', authRoutes(deps));
  api.route('/', otpRoutes(deps));
  api.route('/', referenceListRoutes(deps));
  api.route('/', dashboardRoutes(deps));
  api.route('/', onboardingRoutes(deps));
  api.route('/', jobRoutes(deps));
  api.route('/', assessmentRoutes(deps));
  api.route('/', profileRoutes(deps));
  api.route('/', accountRoutes(deps));
  if (!deps.config.isProduction) {
    // every one-time code is readable there: only for clients on this machine
    api.use('/dev/*', loopbackOnly(deps));
    api.route('/', devOutboxRoutes(deps));
    api.route('/', devQueueProbeRoutes(deps));
    api.route('/', devAssessmentWritesRoutes(deps));
  }
  api.all('*', (c) => c.json(NOT_FOUND, 404));
  app.route(API_PREFIX, api);

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
  console.error(`${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ success: false, message: 'Something went wrong', code: 'internal_error' }, 500);
}
