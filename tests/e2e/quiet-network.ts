import { type BrowserContext, expect, type Page, type Request } from '@playwright/test';

/**
 * `waitForLoadState('networkidle')` without the event stream: a signed-in page keeps GET
 * /api/events open as long as it is shown (issue 24), so Chromium's network never goes idle
 * there. The journeys' "the app has settled" waits for no other request in flight for 500 ms.
 */

const isEventStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

const inFlight = new WeakMap<Page, Set<Request>>();

function track(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (request) => {
    if (!isEventStream(request)) open.add(request);
  });
  const done = (request: Request) => open.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/** Counts the requests of every page of the context from its first one on. */
export function trackRequests(context: BrowserContext): void {
  for (const page of context.pages()) track(page);
  context.on('page', track);
}

/** The page has loaded and no request but the event stream has been in flight for 500 ms. */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  const open = inFlight.get(page);
  if (!open) {
    // a page of a context nobody tracked: Chromium's own idle (it never opens the stream)
    await page.waitForLoadState('networkidle');
    return;
  }
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (open.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= 500 || [...open].map((request) => request.url());
      },
      { message: 'requests still in flight', intervals: [100], timeout: 30_000 },
    )
    .toBe(true);
}
