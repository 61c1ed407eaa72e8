import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { isLinkPreviewFetcher } from '../services/job-preview';
import { answerPublicJob } from '../services/public-job-answer';

/**
 * GET /jobpostings/{id} and /jobpostings/{id}/ (issue 19 §3): a link-preview fetcher (by its
 * User-Agent) gets the job's public page (issue 26: its Open Graph tags, og:url and canonical at
 * `/jobs/{id}`), without a session; an unknown or malformed id answers 404 in plain words.
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
    return answerPublicJob(c, deps, c.req.param('id'), 'User-Agent');
  });
  return routes;
}
