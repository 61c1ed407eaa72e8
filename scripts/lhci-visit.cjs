// Lighthouse CI's `puppeteerScript` (scripts/lhci.mjs passes it to `lhci collect`): runs in the
// collector's browser before each Lighthouse run of a URL and sets up the visit Lighthouse then
// measures. Lighthouse runs with `disableStorageReset` (it would clear the session otherwise), so
// this script clears the origin itself each time: the HTTP cache, the service worker, Cache
// Storage, IndexedDB and localStorage. Then, as the URL's query says (scripts/lhci.mjs adds it):
//   - `lh-session=1`: a signed-in visit: the demo candidate's session in localStorage, as the
//     app's login stores it (RCM_LH_SESSION, set by scripts/lhci.mjs: scripts/lib/demo-session.mjs);
//   - `lh-visit=repeat`: a repeat visit, a candidate's everyday one: the page is opened once and
//     left when its service worker controls it (installed, the whole build precached) and the
//     network is quiet, opened once more under the worker, and the worker is then stopped (it
//     starts again for Lighthouse's visit); otherwise a first visit (no service worker, nothing
//     cached).
// CommonJS: the collector require()s it.

/**
 * @param {import('puppeteer-core').Browser} browser
 * @param {{url: string}} context
 */
/** The server-rendered pages, which register no service worker. */
const SERVER_PAGE = /^\/jobs\/\d+$/;

module.exports = async function setUpVisit(browser, { url }) {
  const target = new URL(url);
  const signedIn = target.searchParams.get('lh-session') === '1';
  const repeat = target.searchParams.get('lh-visit') === 'repeat';
  // the last run's tab (still open on the app) could register the service worker again, or keep
  // one that is being unregistered alive, so that a "first visit" would be served by it
  for (const open of await browser.pages()) {
    if (open.url().startsWith(target.origin)) await open.close().catch(() => undefined);
  }
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin: target.origin, storageTypes: 'all' });
    // a same-origin document that runs none of the app, to write the storage from
    await page.goto(`${target.origin}/api/health`, { waitUntil: 'load' });
    await page.evaluate(
      async (entries) => {
        for (const registration of await navigator.serviceWorker.getRegistrations()) {
          await registration.unregister();
        }
        localStorage.clear();
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        // an unregistered worker goes once no page uses it: wait until none is left
        for (
          let tries = 0;
          tries < 100 && (await navigator.serviceWorker.getRegistrations()).length > 0;
          tries++
        ) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        if ((await navigator.serviceWorker.getRegistrations()).length > 0) {
          throw new Error('a service worker is still registered: this would not be a first visit');
        }
      },
      signedIn ? JSON.parse(process.env.RCM_LH_SESSION ?? '{}') : {},
    );
    if (repeat) {
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      // the worker installs (precaching the build) once the page has loaded and been quiet; a
      // job's public page (/jobs/{id}) is the server's, with no worker: its repeat visit is the
      // HTTP cache's
      if (!SERVER_PAGE.test(target.pathname)) {
        await page.waitForFunction(() => navigator.serviceWorker.controller !== null, {
          timeout: 120_000,
          polling: 250,
        });
      }
      const quiet = () =>
        // (the signed-in screens keep their event stream open: two requests may stay in flight)
        page.waitForNetworkIdle({ idleTime: 1000, concurrency: 2, timeout: 60_000 }).catch(() => undefined);
      await quiet();
      // A candidate's everyday visit: the app has been opened under its worker before. The first
      // load the worker serves is the one in which Chrome compiles the scripts from the worker's
      // cache and keeps their code cache beside them; a later one starts from that.
      await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
      await quiet();
      // ... and comes back later: the worker has stopped (it is installed, and starts again for
      // the visit). This also lets Lighthouse's tab start in a renderer of its own: one kept alive
      // by the running worker still holds this page's heap, and DevTools walks all of it when
      // Lighthouse attaches, a task of 100 ms and more that would be counted as the page's.
      await page.goto('about:blank');
      await cdp.send('ServiceWorker.enable');
      await cdp.send('ServiceWorker.stopAllWorkers');
    }
    // the next load is Lighthouse's own; the HTTP cache of a first visit starts empty
    if (!repeat) await cdp.send('Network.clearBrowserCache');
  } finally {
    await page.close();
  }
};
