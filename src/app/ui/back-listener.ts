/**
 * The window's first `popstate` listener (issue 22 B5), added by main.tsx before the router is
 * made, since a window's listeners run in the order they were added. It only hands the event to
 * the handler of `ui/back-closes.ts`, which loads with the first dialog, so that the dialogs'
 * history code stays out of the first visit.
 */
type BackHandler = (event: PopStateEvent) => void;

let handler: BackHandler | null = null;
let listening = false;

/** Starts watching Back before the router does; main.tsx calls it. */
export function listenForBack(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('popstate', (event) => handler?.(event), { capture: true });
}

/** The dialogs' handler (ui/back-closes.ts), set once that module loads. */
export function handleBack(next: BackHandler): void {
  handler = next;
  listenForBack();
}
