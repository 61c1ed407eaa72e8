import { createHash } from 'node:crypto';
import { COMPANY_LOGO_PNG_SIZE, companyLogoPath, companyLogoPngPath } from '@contract/company-logos';
import { walkInDriveText } from '@contract/interviews';
import { detailSalary } from '@contract/job-salary';
import { NO_LONGER_ACCEPTING } from '@contract/jobs';
import {
  appJobPath,
  jobApplyPath,
  PUBLIC_JOB_LIST_PATH,
  publicJobPath,
  RETURN_PARAM,
} from '@contract/public-jobs';
import {
  CYBER_HELPLINE,
  CYBERCRIME_URL,
  NEVER_CHARGE_SHORT,
  NEVER_CHARGE_STEPS,
  NEVER_CHARGE_TITLE,
} from '@contract/safety-texts';
import { VERIFIED_EMPLOYER, VERIFIED_EMPLOYER_MEANING } from '@contract/verified-employer';
import { html, raw } from 'hono/html';
import { jobPostingOf, jsonForScript } from './job-posting';
import { type PublicJob, publicJobSections } from './public-job';

/**
 * The public page of a job (issue 26 §1): plain HTML with its own small CSS, read with JavaScript
 * off, by anyone (a friend who was sent the link, a search engine, a link-preview fetcher). It
 * shows what the job detail shows of the job (never a candidate's state) with the same formatting
 * rules, its Open Graph tags (a chat's card), its JSON-LD `JobPosting` (Google for Jobs) and its
 * canonical link, all on the configured address (PUBLIC_URL) and never the request's Host. Every
 * text of the job is escaped by hono/html (the JSON-LD by `jsonForScript`).
 */

export const SITE_NAME = 'RCM Careers';

export const APPLY = 'Apply';
export const LOG_IN_TO_APPLY = 'Log in to apply';
export const SEARCH_JOBS = 'Search RCM jobs';
export const JOB_NOT_FOUND = 'Job not found';

/**
 * A signed-in candidate goes to the job in the app (`data-app` on <html>): the session is in the
 * browser's storage, which only a script can read (the spec's keys, app/session.ts: signed in iff
 * isCandidateLogin and token are both stored). The same text on every page, allowed by its hash.
 */
const SIGNED_IN_SCRIPT =
  'try{localStorage.getItem("isCandidateLogin")&&localStorage.getItem("token")&&location.replace(document.documentElement.dataset.app)}catch(e){}';

const STYLE = [
  '*{box-sizing:border-box}',
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1b1e;background:#f1f3f5}',
  'a{color:#0b5c73}',
  '.bar{background:#fff;border-bottom:1px solid #ced4da;padding:12px 16px}',
  '.bar a{font-weight:700;font-size:18px;text-decoration:none}',
  'main{max-width:760px;margin:0 auto;padding:16px}',
  'article{background:#fff;border:1px solid #ced4da;border-radius:8px;padding:16px}',
  '.top{display:flex;gap:12px;align-items:flex-start}',
  '.top img{flex:none;border-radius:8px}',
  'h1{font-size:22px;line-height:1.3;margin:0}',
  'h2{font-size:18px;margin:24px 0 4px}',
  'h1,p,li,dd{overflow-wrap:anywhere}',
  '.co{margin:2px 0 0;color:#495057}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px;margin:16px 0 0}',
  'dt{color:#495057}',
  'dd{margin:0;font-weight:600}',
  'p{margin:4px 0}',
  'ul{margin:4px 0;padding-left:24px}',
  '.ver{margin:12px 0 0;color:#0b6e4f}',
  '.closed{margin:16px 0 0;padding:8px 12px;border:1px solid #c92a2a;border-radius:6px;background:#fff5f5;color:#a51d1d;font-weight:700}',
  '.act{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}',
  '.btn{display:inline-block;padding:12px 20px;border:1px solid #0b5c73;border-radius:6px;font-weight:600;text-decoration:none}',
  '.go{background:#0b5c73;color:#fff}',
  '.more{margin:16px 4px}',
  '.safe{margin-top:24px;padding:4px 12px 8px;border:1px solid #0b7285;border-radius:6px;background:#e6fcf5}',
  '.safe h2{margin-top:8px}',
  // the public job list (/jobs, public-job-list-page.ts)
  'form{background:#fff;border:1px solid #ced4da;border-radius:8px;padding:16px;margin:0 0 16px}',
  '.grid{display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(200px,1fr))}',
  'label{display:block;font-weight:600;font-size:14px;margin-bottom:4px}',
  'input,select{width:100%;min-height:44px;padding:8px 10px;font:inherit;border:1px solid #868e96;border-radius:6px;background:#fff;color:inherit}',
  '.q{margin-bottom:12px}',
  'summary{min-height:44px;padding:10px 0;font-weight:600;color:#0b5c73;cursor:pointer}',
  'details[open] summary{margin-bottom:8px}',
  'button{min-height:44px;padding:10px 20px;font:inherit;font-weight:600;border:1px solid #0b5c73;border-radius:6px;background:#0b5c73;color:#fff;cursor:pointer}',
  '.act.form{margin-top:16px;align-items:center}',
  '.err{margin:0 0 16px;padding:8px 12px;border:1px solid #c92a2a;border-radius:6px;background:#fff5f5;color:#a51d1d;font-weight:600}',
  '.count{margin:0 4px 12px;color:#495057}',
  'ol.jobs{list-style:none;margin:0;padding:0;display:grid;gap:12px}',
  '.jobs article h2{margin:0;font-size:18px}',
  '.pages{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between;margin:16px 0}',
].join('');

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The public pages' Content-Security-Policy: nothing but their own inline style and script (by
 * hash), images and requests to this site (the company logo), links and forms to this site.
 */
export const PUBLIC_PAGE_CSP = [
  "default-src 'none'",
  `script-src ${sha256(SIGNED_IN_SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "img-src 'self'",
  // nothing of the page fetches; a crawler's tool reading /robots.txt from the page does (Lighthouse)
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Sign-up, then the job's apply step in the app (kept through sign-up and onboarding). */
export const signUpToApplyPath = (jobId: number) =>
  `/register?${RETURN_PARAM}=${encodeURIComponent(jobApplyPath(jobId))}`;
/** Login, then the job's apply step in the app. */
export const logInToApplyPath = (jobId: number) =>
  `/login?${RETURN_PARAM}=${encodeURIComponent(jobApplyPath(jobId))}`;

/** The day a job was posted, as people in India write it ('2 March 2026'), on India's clock. */
export const postedDate = (date: Date) =>
  new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(date);
/** The same day as ISO (for <time datetime>), on India's clock. */
export const postedDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);

/** The title chat cards and the page's <title> show: the job and its company. */
export const publicJobTitle = (job: PublicJob) => `${job.jobTitle} at ${job.companyName}`;

/**
 * The one-line description of the card (SH4): city, experience level, type and the salary as job
 * detail says it ('Chennai · Experienced · Full Time · Salary: 3.0-4.5 LPA').
 */
export function publicJobSummary(job: PublicJob): string {
  return [job.location, job.experienceLevel, job.typeName, `Salary: ${detailSalary(job.minCtc, job.maxCtc)}`]
    .filter((part) => part.trim() !== '')
    .join(' · ');
}

/** The <head> the public pages share: charset, viewport, icon, theme, the style and the script. */
export const commonHead = html`<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#0b5c73">
<link rel="icon" href="/icons/favicon-48.png" type="image/png" sizes="48x48">
<style>${raw(STYLE)}</style>
<script>${raw(SIGNED_IN_SCRIPT)}</script>`;

export const siteBar = html`<header class="bar"><a href="/">${SITE_NAME}</a></header>`;

/** "We never charge candidates" (issue 37 §2): the promise and what to do, on every job's page. */
const neverCharge = html`<section class="safe" aria-labelledby="s-safe"><h2 id="s-safe">${NEVER_CHARGE_TITLE}</h2><p>${NEVER_CHARGE_SHORT}</p><ul>${NEVER_CHARGE_STEPS.map(
  (step) => html`<li>${step}</li>`,
)}</ul><p><a href="tel:${CYBER_HELPLINE}">Call ${CYBER_HELPLINE}</a> · <a href="${CYBERCRIME_URL}">cybercrime.gov.in</a></p></section>`;

/** The job's public page at `{publicUrl}/jobs/{id}`, as of `now` (its validThrough). */
export function publicJobPage(job: PublicJob, publicUrl: string, now: Date) {
  const url = `${publicUrl}${publicJobPath(job.id)}`;
  const logo = `${publicUrl}${companyLogoPngPath(job.companyId)}`;
  const title = publicJobTitle(job);
  const summary = publicJobSummary(job);
  const sections = publicJobSections(job).map(
    (section) =>
      html`<section aria-labelledby="s-${section.key}"><h2 id="s-${section.key}">${section.heading}</h2>${section.blocks.map(
        (block) =>
          block.kind === 'list'
            ? html`<ul>${block.items.map((item) => html`<li>${item}</li>`)}</ul>`
            : html`<p>${block.text}</p>`,
      )}</section>`,
  );
  const facts: [string, string][] = [
    ['Location', job.location],
    ['Experience', job.experienceLevel],
    ['Job type', job.typeName],
    ['Salary', detailSalary(job.minCtc, job.maxCtc)],
    ...(job.walkIn ? ([['Walk-in', walkInDriveText(job.walkIn)]] as [string, string][]) : []),
  ];
  return html`<!doctype html>
<html lang="en" data-app="${appJobPath(job.id)}"><head>${commonHead}
<title>${title} | ${SITE_NAME}</title>
<meta name="description" content="${summary}">
<link rel="canonical" href="${url}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${SITE_NAME}">
<meta property="og:title" content="${title}">
<meta property="og:description" content="${summary}">
<meta property="og:url" content="${url}">
<meta property="og:image" content="${logo}">
<meta property="og:image:type" content="image/png">
<meta property="og:image:width" content="${COMPANY_LOGO_PNG_SIZE}">
<meta property="og:image:height" content="${COMPANY_LOGO_PNG_SIZE}">
<meta property="og:image:alt" content="${job.companyName} logo">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${title}">
<meta name="twitter:description" content="${summary}">
<meta name="twitter:image" content="${logo}">
<script type="application/ld+json">${raw(jsonForScript(jobPostingOf(job, publicUrl, now)))}</script>
</head><body>${siteBar}
<main><article aria-labelledby="job-title">
<div class="top"><img src="${companyLogoPath(job.companyId)}" width="56" height="56" alt="${job.companyName} logo"><div><h1 id="job-title">${job.jobTitle}</h1><p class="co">${job.companyName}</p></div></div>
${job.companyVerified ? html`<p class="ver"><b>✓ ${VERIFIED_EMPLOYER}</b>: ${VERIFIED_EMPLOYER_MEANING}</p>` : ''}
${job.open ? '' : html`<p class="closed">${NO_LONGER_ACCEPTING}</p>`}
<dl>${facts.map(([name, value]) => html`<dt>${name}</dt><dd>${value}</dd>`)}<dt>Posted</dt><dd><time datetime="${postedDay(job.createdAt)}">${postedDate(job.createdAt)}</time></dd></dl>
${sections}
${
  job.open
    ? html`<p class="act"><a class="btn go" href="${signUpToApplyPath(job.id)}">${APPLY}</a><a class="btn" href="${logInToApplyPath(job.id)}">${LOG_IN_TO_APPLY}</a></p>`
    : ''
}
${neverCharge}
</article>
<p class="more"><a href="${PUBLIC_JOB_LIST_PATH}">${SEARCH_JOBS}</a></p>
</main></body></html>
`;
}

/** The page of a job that does not exist (or an id that cannot be one): says so, links to the search. */
export function publicJobNotFoundPage() {
  return html`<!doctype html>
<html lang="en" data-app="/jobpostings"><head>${commonHead}
<title>${JOB_NOT_FOUND} | ${SITE_NAME}</title>
<meta name="robots" content="noindex">
</head><body>${siteBar}
<main><h1>${JOB_NOT_FOUND}</h1>
<p>This job does not exist, or it is no longer listed on ${SITE_NAME}.</p>
<p class="more"><a href="${PUBLIC_JOB_LIST_PATH}">${SEARCH_JOBS}</a></p>
</main></body></html>
`;
}
