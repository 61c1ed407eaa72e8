import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import {
  isLinkPreviewFetcher,
  JOB_PREVIEW_NOT_FOUND_PAGE,
  jobIdOfPath,
  jobPreviewOf,
  jobPreviewPage,
} from '../services/job-preview';

/** Previews change only when a job does: a fetcher may keep one for five minutes. */
const PREVIEW_CACHE = 'public, max-age=300';
const NOT_FOUND_CACHE = 'public, max-age=60';

/**
 * GET /jobpostings/{id} and /jobpostings/{id}/ (issue 19 §3): a link-preview fetcher (by its User-Agent) gets the job's
 * Open Graph page, without a session; an unknown or malformed id answers 404 in plain words.
 * Anyone else passes on to the app (the site's index.html), as before. Both answers vary by
 * User-Agent. Registered before the site.
 */
export function jobPreviewRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  // with a trailing slash too (SH3): chat apps and people paste links either way
  routes.on(['GET', 'HEAD'], ['/jobpostings/:id', '/jobpostings/:id/'], async (c, next) => {
    if (!isLinkPreviewFetcher(c.req.header('user-agent'))) {
      await next();
      c.res.headers.append('Vary', 'User-Agent');
      return;
    }
    const jobId = jobIdOfPath(c.req.param('id'));
    const job = jobId === null ? null : await jobPreviewOf(deps.db, jobId);
    const headers = { Vary: 'User-Agent' };
    if (!job) {
      return c.html(JOB_PREVIEW_NOT_FOUND_PAGE, 404, { ...headers, 'Cache-Control': NOT_FOUND_CACHE });
    }
    // the links point to the configured address (PUBLIC_URL): the page is cached publicly, so
    // nothing of the request (its Host, a forwarded host or scheme) may shape it
    return c.html(jobPreviewPage(job, deps.config.publicUrl), 200, {
      ...headers,
      'Cache-Control': PREVIEW_CACHE,
    });
  });
  return routes;
}
