import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { IDEMPOTENCY_KEY_HEADER, QUEUE_HEADER } from '../src/contract/headers';

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
