import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_PREFIX } from '../contract/api-paths';
import { databaseKind } from './db/client';
import type { AppDeps } from './deps';
import { authRoutes } from './routes/auth';
import { devOutboxRoutes } from './routes/dev-outbox';
import { otpRoutes } from './routes/otp';
import { BODY_TOO_LARGE_MESSAGE, HttpError, REQUEST_MAX_BYTES } from './validate';

export interface CreateAppOptions {
  /** Serves the built PWA for everything outside /api (main.ts passes it; tests may not). */
  staticSite?: Hono;
}

/**
 * Builds the whole server without listening: every call of the specs under `/api`, JSON errors,
 * request log, body limit; the built PWA outside /api when `options.staticSite` is given.
 * Every router is mounted at `/api` and defines its paths as src/contract/api-paths.ts gives them.
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

  app.use(
    `${API_PREFIX}/*`,
    bodyLimit({
      maxSize: REQUEST_MAX_BYTES,
      onError: (c) => c.json({ success: false, message: BODY_TOO_LARGE_MESSAGE }, 413),
    }),
  );

  const api = new Hono();
  api.get('/health', (c) => c.json({ success: true, status: 'ok', database: databaseKind(deps.db) }));
  api.route('/', authRoutes(deps));
  api.route('/', otpRoutes(deps));
  if (!deps.config.isProduction) api.route('/', devOutboxRoutes(deps));
  app.route(API_PREFIX, api);

  app.all(`${API_PREFIX}/*`, (c) => c.json({ success: false, message: 'Not found' }, 404));
  if (options.staticSite) app.route('/', options.staticSite);

  app.notFound((c) => c.json({ success: false, message: 'Not found' }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      return c.json({ ...error.extra, success: false, message: error.message }, error.status);
    }
    if (error instanceof HTTPException) {
      const status = error.status as ContentfulStatusCode;
      return c.json({ success: false, message: error.message || 'Request failed' }, status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ success: false, message: 'Something went wrong' }, 500);
  });
  return app;
}
