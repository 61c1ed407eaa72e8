import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { IDEMPOTENCY_KEY_HEADER, QUEUE_HEADER } from '../src/contract/headers';
import { appJobPath } from '../src/contract/public-jobs';

/**
 * Images worth keeping for offline use: same-origin images (public images, /uploads/ and /api/
 * files such as company logos and profile pictures) and CORS images from elsewhere. Opaque
 * cross-origin answers are not kept: they cannot be checked and cost megabytes of quota each.
 */
export function isCacheableImage(request: Request, url: URL, origin: string): boolean {
  if (request.method !== 'GET') return false;
  if (url.origin === origin) {
    return request.destination === 'image' || /\.(png|jpe?g|gif|webp|avif|svg|ico)$/i.test(url.pathname);
  }
  return request.destination === 'image' && request.mode === 'cors';
}

/** Keeps only complete, successful answers: no partial (206), missing, failed or opaque one. */
export const completeAnswersOnly: WorkboxPlugin = new CacheableResponsePlugin({ statuses: [200] });

/** Only writes the page marked as queueable, each with its idempotency key. */
export function isQueueableWrite(request: Request, url: URL): boolean {
  return (
    request.method === 'POST' &&
    url.pathname.startsWith('/api/') &&
    request.headers.get(QUEUE_HEADER) === '1' &&
    Boolean(request.headers.get(IDEMPOTENCY_KEY_HEADER))
  );
}

/**
 * Navigations the app's shell (the cached index.html) does not answer: the API, uploads, files
 * (sitemap.xml, robots.txt, icons) and the server's own pages of the jobs (issue 26: `/jobs/{id}`,
 * read by anyone, with JavaScript off too).
 */
export const SHELL_DENYLIST: RegExp[] = [
  /^\/api\//,
  /^\/uploads\//,
  /^[^?]*\/[^/?]*\.[a-z0-9]+$/i,
  /^\/jobs(?:\/|$)/,
];

/**
 * Where a navigation to a job's public page goes when the network fails (offline, with the app
 * installed): the job detail of the app, which shows the job kept on this phone (or says it opens
 * once online, or asks a signed-out visitor to log in, keeping it). Null for any other address.
 */
export function offlinePublicJobTarget(url: URL): string | null {
  const match = /^\/jobs\/([1-9]\d{0,9})\/?$/.exec(url.pathname);
  return match ? appJobPath(Number(match[1])) : null;
}
