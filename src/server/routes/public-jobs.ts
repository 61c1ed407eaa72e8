import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { catalogueStamp } from '../services/job-queries';
import { openJobsPage, openJobsPages } from '../services/public-job';
import { answerPublicJob, answerPublicJobList } from '../services/public-job-answer';
import {
  jobsSitemapPage,
  jobsSitemapXml,
  robotsTxt,
  SITEMAP_JOBS_PER_FILE,
  sitemapIndexXml,
} from '../services/site-index';

/** The sitemap changes with the catalogue: an hour's copy, its ETag the catalogue's stamp. */
const SITEMAP_CACHE = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * Issue 26 §1, what anyone may read without a session, registered before the site:
 * GET /jobs/{id} (and with a trailing slash), a job's public page; GET /jobs?..., the public list
 * of the open jobs (issue 35 C10); /sitemap.xml and its files
 * /sitemaps/jobs-{n}.xml; /robots.txt.
 */
export function publicJobRoutes(deps: AppDeps): Hono {
  const routes = new Hono();
  routes.on(['GET', 'HEAD'], ['/jobs', '/jobs/'], (c) => answerPublicJobList(c, deps));
  routes.on(['GET', 'HEAD'], ['/jobs/:id', '/jobs/:id/'], (c) => answerPublicJob(c, deps, c.req.param('id')));

  routes.on(['GET', 'HEAD'], '/sitemap.xml', async (c) => {
    const etag = `W/"sitemap-${await catalogueStamp(deps.db)}"`;
    const headers = { 'Content-Type': XML, 'Cache-Control': SITEMAP_CACHE, ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const files = await openJobsPages(deps.db, SITEMAP_JOBS_PER_FILE);
    const listed = files.length > 0 ? files : [{ page: 1, lastModified: null }];
    return c.body(sitemapIndexXml(deps.config.publicUrl, listed), 200, headers);
  });

  routes.on(['GET', 'HEAD'], '/sitemaps/:name', async (c) => {
    const page = jobsSitemapPage(c.req.param('name'));
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': 'public, max-age=60' });
    if (page === null) return notFound();
    const etag = `W/"sitemap-${await catalogueStamp(deps.db)}-${page}"`;
    const headers = { 'Content-Type': XML, 'Cache-Control': SITEMAP_CACHE, ETag: etag };
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
    const jobs = await openJobsPage(deps.db, page, SITEMAP_JOBS_PER_FILE);
    if (jobs.length === 0 && page > 1) return notFound();
    return c.body(jobsSitemapXml(deps.config.publicUrl, page, jobs), 200, headers);
  });

  routes.on(['GET', 'HEAD'], '/robots.txt', (c) =>
    c.body(robotsTxt(deps.config.publicUrl), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    }),
  );
  return routes;
}
