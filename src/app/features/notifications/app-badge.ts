/**
 * The installed app's icon shows the unread count (the Badging API, where the browser has it:
 * `navigator.setAppBadge` / `clearAppBadge`); elsewhere nothing happens.
 */
type BadgingNavigator = Partial<{
  setAppBadge: (count?: number) => Promise<void>;
  clearAppBadge: () => Promise<void>;
}>;

export function showAppBadge(count: number, nav: BadgingNavigator = navigator as BadgingNavigator): void {
  const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
  // a browser may refuse (not installed, no permission): the count in the header stays
  done?.catch((error: unknown) => console.warn('The app badge could not be set', error));
}
