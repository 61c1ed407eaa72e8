import { ANY_FILTER_VALUE, JOB_FILTER_LABELS, JOB_FILTER_PLACEHOLDERS } from '@contract/job-filter-labels';
import { cardSalary } from '@contract/job-salary';
import { JOB_FILTERS, SEARCH_TEXT_MAX } from '@contract/job-search-fields';
import { publicJobListPath, searchQueryString } from '@contract/job-search-query';
import { EXPECTED_CTC_BANDS, JOB_EXPERIENCE_LEVELS, JOB_FILTER_MAX, type JobCard } from '@contract/jobs';
import { PUBLIC_JOB_LIST_PATH, publicJobPath } from '@contract/public-jobs';
import { html } from 'hono/html';
import type { PublicJobListPage, PublicSearch } from './public-job-list';
import { commonHead, postedDate, postedDay, SEARCH_JOBS, SITE_NAME, siteBar } from './public-job-page';

/**
 * The public job list's HTML (issue 35 C10, `/jobs`): the job search's box and six filters as a
 * plain GET form (no script needed), the page's job cards, each a link to the job's public page,
 * and the pages. Every text is escaped by hono/html; the style and the signed-in check are the
 * public job page's (public-job-page.ts), so the one CSP holds.
 */

/** The filters' labels and hints, as the app's job search shows them (features/jobs/job-filters.tsx). */
const LABELS = JOB_FILTER_LABELS;
const PLACEHOLDERS = JOB_FILTER_PLACEHOLDERS;
const ANY = ANY_FILTER_VALUE;
export const NO_PUBLIC_JOBS = 'No jobs found matching your criteria.';
export const SIGN_UP_TO_APPLY = 'Create an account to apply and save jobs';

function filterField(name: (typeof JOB_FILTERS)[number], value: string) {
  const id = `f-${name}`;
  if (name === 'exp_ctc' || name === 'experience_level') {
    const options: readonly string[] = name === 'exp_ctc' ? EXPECTED_CTC_BANDS : JOB_EXPERIENCE_LEVELS;
    return html`<div><label for="${id}">${LABELS[name]}</label><select id="${id}" name="${name}"><option value="">${ANY}</option>${options.map(
      (option) => html`<option${option === value ? html` selected` : ''}>${option}</option>`,
    )}</select></div>`;
  }
  const hint = PLACEHOLDERS[name];
  return html`<div><label for="${id}">${LABELS[name]}</label><input id="${id}" name="${name}" value="${value}" maxlength="${JOB_FILTER_MAX}"${
    hint ? html` placeholder="${hint}"` : ''
  }></div>`;
}

function jobCard(job: JobCard) {
  const facts = [
    job.location,
    job.experience_level,
    job.type_name,
    `Salary: ${cardSalary(job.min_ctc, job.max_ctc)}`,
  ]
    .filter((part): part is string => (part ?? '').trim() !== '')
    .join(' · ');
  return html`<li><article aria-labelledby="j-${job.id}"><div class="top"><img src="${job.company_logo}" width="40" height="40" alt=""><div><h2 id="j-${job.id}"><a href="${publicJobPath(job.id)}">${job.job_title}</a></h2><p class="co">${job.company_name}</p></div></div><p>${facts}</p>${
    job.created_at
      ? html`<p class="co">Posted <time datetime="${postedDay(new Date(job.created_at))}">${postedDate(new Date(job.created_at))}</time></p>`
      : ''
  }</article></li>`;
}

/** The list's heading: what it lists. */
function heading(search: PublicSearch): string {
  return search.q === '' ? SEARCH_JOBS : `${SEARCH_JOBS}: “${search.q}”`;
}

/**
 * The list's page. `found` is the page of jobs, or null when the query could not be read
 * (`problem` says why: the form is shown again, refilled, with the problem above it).
 */
export function publicJobListPage(
  search: PublicSearch,
  page: number,
  found: PublicJobListPage | null,
  problem: string | null,
  publicUrl: string,
) {
  const query = searchQueryString(search, page);
  const appPath = query === '' ? '/jobpostings' : `/jobpostings?${query}`;
  const title = page > 1 ? `${heading(search)}, page ${page}` : heading(search);
  // the six filters fold under 'Filters' (as the app's at phone width), open when one is set
  const active = JOB_FILTERS.filter((name) => search[name] !== '').length;
  const filtered = active > 0 || search.q !== '';
  const pageLink = (to: number, label: string, rel: string) =>
    html`<a class="btn" rel="${rel}" href="${publicJobListPath(search, to)}">${label}</a>`;
  let results: unknown = '';
  if (found) {
    if (found.jobs.length === 0) {
      results =
        page > 1 && found.total > 0
          ? html`<p class="count">There are no jobs on page ${page}. <a href="${publicJobListPath(search)}">Go to the first page</a></p>`
          : html`<p class="count">${NO_PUBLIC_JOBS}</p>`;
    } else {
      results = html`<p class="count" id="count">${found.total} ${found.total === 1 ? 'job' : 'jobs'}, page ${page} of ${found.lastPage}</p>
<ol class="jobs" aria-labelledby="count">${found.jobs.map(jobCard)}</ol>
<nav class="pages" aria-label="Pages">${page > 1 ? pageLink(page - 1, 'Previous page', 'prev') : html`<span></span>`}${
        page < found.lastPage ? pageLink(page + 1, 'Next page', 'next') : ''
      }</nav>`;
    }
  }
  return html`<!doctype html>
<html lang="en" data-app="${appPath}"><head>${commonHead}
<title>${title} | ${SITE_NAME}</title>
<meta name="description" content="The newest open jobs in US healthcare revenue cycle management (RCM) on ${SITE_NAME}: search by role, city, skill, salary, experience and certificate.">
${filtered || page > 1 || problem ? html`<meta name="robots" content="noindex">` : html`<link rel="canonical" href="${publicUrl}${PUBLIC_JOB_LIST_PATH}">`}
</head><body>${siteBar}
<main><h1>${heading(search)}</h1>
<p class="more"><a href="/register">${SIGN_UP_TO_APPLY}</a></p>
<form role="search" aria-label="Search jobs" method="get" action="${PUBLIC_JOB_LIST_PATH}">
${problem ? html`<p class="err" role="alert">${problem}</p>` : ''}
<div class="q"><label for="f-q">Search</label><input id="f-q" type="search" name="q" value="${search.q}" maxlength="${SEARCH_TEXT_MAX}" placeholder="e.g. AR caller, CPC, Chennai"></div>
<details${active > 0 ? html` open` : ''}><summary>${active > 0 ? `Filters (${active})` : 'Filters'}</summary><div class="grid">${JOB_FILTERS.map((name) => filterField(name, search[name]))}</div></details>
<p class="act form"><button type="submit">Search</button>${filtered ? html`<a href="${PUBLIC_JOB_LIST_PATH}">Clear</a>` : ''}</p>
</form>
${results}
</main></body></html>
`;
}
