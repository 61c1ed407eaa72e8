/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { IMAGE_CACHE_NAME, SW_MESSAGES } from '../src/contract/page-worker';
import { completeAnswersOnly, isCacheableImage, offlinePublicJobTarget, SHELL_DENYLIST } from './matchers';
import { installPush } from './push';
import { installSavedSearchesRefresh } from './saved-searches-refresh';
import { installWriteQueue } from './write-queue';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

// The built shell (index.html, JS, CSS, icons), versioned by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every route of the app opens offline after one visit: navigations get the cached index.html.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: SHELL_DENYLIST }));

// A job's public page (issue 26) comes from the server; offline, the app's job detail instead.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && offlinePublicJobTarget(url) !== null,
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      return Response.redirect(new URL(offlinePublicJobTarget(url) ?? '/', self.location.origin).href, 302);
    }
  },
);

// Company logos, profile pictures and other images: cache first, with expiry.
registerRoute(
  ({ request, url }) => isCacheableImage(request, url, self.location.origin),
  new CacheFirst({
    cacheName: IMAGE_CACHE_NAME,
    plugins: [
      completeAnswersOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

installWriteQueue();
installSavedSearchesRefresh();
installPush();

// A new version waits until the page asks (registerType 'prompt').
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: unknown } | null)?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});

clientsClaim();
