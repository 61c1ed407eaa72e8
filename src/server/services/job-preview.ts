import { ROW_ID_MAX } from '@contract/ids';
import { createIsbotFromList, list } from 'isbot';

/**
 * The link preview of a shared job (issue 19 §3): what a chat app or a social site shows when a
 * candidate pastes a job's link. Their fetchers run no JavaScript, so the server answers them
 * HTML with Open Graph tags: the job's public page (issue 26, services/public-job-page.ts), at
 * `/jobs/{id}` for everyone and at the app's `/jobpostings/{id}` for fetchers of older links.
 */

/**
 * isbot's patterns (a kept list of crawlers, fetchers and tools), less those of browsers driven by
 * tools (headless Chrome, Lighthouse): they run the app's JavaScript and render it themselves.
 * In-app browsers of people (Facebook's FBAN/FBAV, Instagram's, LINE's) are not bots to isbot:
 * they get the app.
 */
const RUNS_THE_APP = new Set(['headless', 'chrome-lighthouse']);
const isFetcher = createIsbotFromList(list.filter((pattern) => !RUNS_THE_APP.has(pattern)));

/**
 * Whether a request comes from a link-preview fetcher, a search bot or a tool that runs no
 * JavaScript (curl) rather than a person: those get the preview page.
 */
export function isLinkPreviewFetcher(userAgent: string | undefined | null): boolean {
  return typeof userAgent === 'string' && isFetcher(userAgent.slice(0, 512));
}

/** A job id as the path carries it: digits without a leading zero, at most ROW_ID_MAX; else null. */
export function jobIdOfPath(segment: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= ROW_ID_MAX ? id : null;
}
