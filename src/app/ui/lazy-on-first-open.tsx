import { type ComponentType, lazy, Suspense, useState } from 'react';

/** Whether a dialog must be mounted: from its first opening on (so that closing plays its transition). */
export function mountedOnceOpened(opened: boolean, openedBefore: boolean): boolean {
  return opened || openedBefore;
}

/**
 * A dialog (Modal, focus trap, scroll lock) whose code is fetched on demand, the first time it
 * opens: a screen that may show it does not pay for it on its first paint.
 */
export function lazyOnFirstOpen<P extends { opened: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const [openedBefore, setOpenedBefore] = useState(false);
    if (props.opened && !openedBefore) setOpenedBefore(true);
    if (!mountedOnceOpened(props.opened, openedBefore)) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
