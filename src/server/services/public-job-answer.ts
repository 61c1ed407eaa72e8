import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import { startOfUtcDay } from './job-posting';
import { jobIdOfPath } from './job-preview';
import { publicJobOf } from './public-job';
import { publicJobListPage as publicJobListOf, readPublicListQuery } from './public-job-list';
import { publicJobListPage } from './public-job-list-page';
import { PUBLIC_PAGE_CSP, publicJobNotFoundPage, publicJobPage } from './public-job-page';

/** A public job page may be kept five minutes (a job closes, a recruiter edits it). */
const PAGE_CACHE = 'public, max-age=300';
const NOT_FOUND_CACHE = 'public, max-age=60';

/** Whether the client's copy is the current one: its ETag (If-None-Match) or, without one, its date. */
function notModified(c: Context, etag: string, lastModified: Date): boolean {
  const tags = c.req.header('if-none-match');
  if (tags !== undefined) {
    return tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));
  }
  const since = Date.parse(c.req.header('if-modified-since') ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The answer to a job's public page (`segment`: the path's id as sent): the page (200), or the
 * not-found page (404) for an unknown job or an id that cannot be one. Cached publicly: nothing of
 * the request shapes it (no session, no Host; `vary` names what does, for the link preview's
 * address). Its ETag is the page's own hash, and its Last-Modified the job's last change (for an
 * open job no earlier than today, when its validThrough moved on), so a 304 answers a copy that
 * is still right.
 */
export async function answerPublicJob(
  c: Context,
  deps: AppDeps,
  segment: string,
  vary?: string,
): Promise<Response> {
  const now = deps.now();
  const jobId = jobIdOfPath(segment);
  const job = jobId === null ? null : await publicJobOf(deps.db, jobId);
  const headers: Record<string, string> = { 'Content-Security-Policy': PUBLIC_PAGE_CSP };
  if (vary) headers.Vary = vary;
  if (!job) {
    return c.html(await publicJobNotFoundPage(), 404, { ...headers, 'Cache-Control': NOT_FOUND_CACHE });
  }
  const page = String(await publicJobPage(job, deps.config.publicUrl, now));
  const etag = `W/"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  const lastModified = new Date(
    Math.max(job.updatedAt.getTime(), job.open ? startOfUtcDay(now).getTime() : 0),
  );
  Object.assign(headers, {
    'Cache-Control': PAGE_CACHE,
    ETag: etag,
    'Last-Modified': lastModified.toUTCString(),
  });
  if (notModified(c, etag, lastModified)) return c.body(null, 304, headers);
  return c.html(page, 200, headers);
}

/** The public list changes with the catalogue: a minute's copy. */
const LIST_CACHE = 'public, max-age=60';

/**
 * The answer to the public job list (`/jobs?...`, issue 35 C10): the page of the search (200), or,
 * for a query the job search refuses (a page 0, a salary band not in the list, a text too long,
 * control characters), the form again with what is wrong (400), never a query.
 */
export async function answerPublicJobList(c: Context, deps: AppDeps): Promise<Response> {
  const read = readPublicListQuery(new URL(c.req.url).searchParams);
  const headers = { 'Content-Security-Policy': PUBLIC_PAGE_CSP, 'Cache-Control': LIST_CACHE };
  const { publicUrl } = deps.config;
  if (!read.ok) {
    return c.html(await publicJobListPage(read.search, 1, null, read.problem, publicUrl), 400, headers);
  }
  const found = await publicJobListOf(deps.db, read.search, read.page);
  return c.html(await publicJobListPage(read.search, read.page, found, null, publicUrl), 200, headers);
}
