import { PUBLIC_JOB_LIST_PATH, publicJobPath } from '@contract/public-jobs';
import { isoSeconds } from './job-posting';
import type { SitemapJob } from './public-job';

/**
 * What search engines read of the site (issue 26 §1): robots.txt and the sitemap of the open jobs'
 * public pages, on the configured address (PUBLIC_URL).
 *
 * A sitemap file holds at most 50,000 addresses (sitemaps.org), so `/sitemap.xml` is a sitemap
 * index naming one file per SITEMAP_JOBS_PER_FILE open jobs (`/sitemaps/jobs-1.xml`, ...), in id
 * order: 100,000 open jobs are three files. The first file also lists the home page and the public
 * job list (`/jobs`), so no file is ever empty.
 */
export const SITEMAP_JOBS_PER_FILE = 45_000;

/** The address of the jobs' sitemap file `page` (1-based). */
export const jobsSitemapPath = (page: number) => `/sitemaps/jobs-${page}.xml`;

/** The page number of a sitemap file's name ('jobs-2.xml' -> 2), or null. */
export function jobsSitemapPage(name: string): number | null {
  const match = /^jobs-([1-9]\d{0,5})\.xml$/.exec(name);
  return match ? Number(match[1]) : null;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index: one entry per file, with its jobs' latest change. */
export function sitemapIndexXml(
  publicUrl: string,
  files: readonly { page: number; lastModified: Date | null }[],
): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(`${publicUrl}${jobsSitemapPath(file.page)}`)}</loc>${
        file.lastModified ? `<lastmod>${isoSeconds(file.lastModified)}</lastmod>` : ''
      }</sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** One file of the jobs' sitemap: each open job's public page and when it last changed. */
export function jobsSitemapXml(publicUrl: string, page: number, jobs: readonly SitemapJob[]): string {
  const home =
    page === 1
      ? `<url><loc>${escapeXml(`${publicUrl}/`)}</loc></url>\n<url><loc>${escapeXml(`${publicUrl}${PUBLIC_JOB_LIST_PATH}`)}</loc></url>\n`
      : '';
  const urls = jobs.map(
    (job) =>
      `<url><loc>${escapeXml(`${publicUrl}${publicJobPath(job.id)}`)}</loc><lastmod>${isoSeconds(job.updatedAt)}</lastmod></url>\n`,
  );
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${home}${urls.join('')}</urlset>\n`;
}

/**
 * The signed-in paths of the app (candidate and recruiter), the onboarding steps (they need the
 * registration's token) and the API: nothing there for a search engine. The public job pages
 * (`/jobs/`), the landing pages and the company logos (the pages' and JSON-LD's images) stay open.
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/dashboard',
  '/jobpostings',
  '/saved-jobs',
  '/applied-jobs',
  '/assessment/',
  '/chat',
  '/outbox',
  '/settings',
  '/edit-profile',
  '/view-profile',
  '/onboarding',
  '/experience',
  '/managerial',
  '/fresher-lookingfor',
  '/lookingfor',
  '/certification-details',
  '/education',
  '/profile-overview',
  '/onboard-completed',
  '/recruiter',
] as const;

/** robots.txt: everything open but the signed-in paths, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/company-logos/',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
