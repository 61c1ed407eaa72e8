/**
 * The focus goes back to the control that opened a dialog when the dialog closes. Mantine's own
 * return (a modal's `returnFocus`) misses a dialog mounted already open (the lazy ones, one keyed
 * by its job) and an opener that went away while the dialog was open (a menu's item); a dialog
 * that opens another (apply, then 'Application Submitted!') returns to the first opener too.
 */

/** The element that has the focus now, to give it back later (null: none). */
export function focusedOpener(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

function focusable(element: HTMLElement | null): element is HTMLElement {
  return (
    element?.isConnected === true &&
    !element.matches(':disabled, [aria-hidden="true"] *') &&
    element.getClientRects().length > 0
  );
}

/** The heading of the card (article) or screen the opener was in: where the focus goes when the opener is gone or disabled. */
function headingNear(container: Element | null): HTMLElement | null {
  const inCard = container?.isConnected ? container.querySelector<HTMLElement>('h1, h2, h3, h4') : null;
  return inCard ?? document.querySelector<HTMLElement>('main h1');
}

/**
 * Once the closing dialog has let the focus go (after Mantine's own return, 10 ms), focuses
 * `opener`, or when it is gone or disabled the heading of its card or of the screen. Does
 * nothing when the focus has gone somewhere else meanwhile (a new screen, another dialog).
 */
export function returnFocusTo(opener: HTMLElement | null): void {
  if (!opener) return;
  const card = opener.closest('article');
  window.setTimeout(() => {
    const active = document.activeElement;
    const free =
      !active ||
      active === document.body ||
      active === opener ||
      !active.isConnected ||
      active.closest('[role="dialog"]') !== null;
    if (!free) return;
    const target = focusable(opener) ? opener : headingNear(card);
    if (!target?.isConnected) return;
    if (target !== opener && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, 30);
}
