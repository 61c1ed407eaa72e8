import type { BrowserContext } from '@playwright/test';

/**
 * `context.setOffline(true)` cuts the network of every page, but Chromium 150 (Debian's, which CI
 * installs) reports `navigator.onLine === true` again in every document loaded after it: a reload
 * or a navigation served by the service worker while offline says online, and fires no `offline`
 * event, though every request fails. A phone reports its own state faithfully, so the journeys
 * correct the emulation: `navigator.onLine` is false in every document of the context while it is
 * set offline (an init script, the last flag added winning), and a page whose answer changes gets
 * the `online` or `offline` event a phone would fire.
 */
export async function emulateOnLineFaithfully(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        if ((globalThis as { __rcmOffline?: boolean }).__rcmOffline === true) return false;
        return real ? (real.call(this) as boolean) : true;
      },
    });
  });
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline: boolean) => {
    await context.addInitScript((flag: boolean) => {
      (globalThis as { __rcmOffline?: boolean }).__rcmOffline = flag;
    }, offline);
    await setOffline(offline);
    for (const page of context.pages()) {
      await page
        .evaluate((flag) => {
          const before = navigator.onLine;
          (globalThis as { __rcmOffline?: boolean }).__rcmOffline = flag;
          if (navigator.onLine !== before)
            window.dispatchEvent(new Event(navigator.onLine ? 'online' : 'offline'));
        }, offline)
        .catch(() => undefined);
    }
  };
}
