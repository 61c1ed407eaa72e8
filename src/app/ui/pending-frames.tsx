import { type AnyRoute, type AnyRouter, useRouter, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { afterPaintAndIdle } from './after-paint';
import { type ScreenRouteId, screenTitleOf } from './page-title';
import { ScreenPending, type ScreenPendingProps } from './screen-pending';

/**
 * How long a navigation may wait for its screen (its code, its loader) before the screen's frame
 * is drawn in its place, 100 ms: short enough to read as at once, long enough that a screen whose
 * code is already here never flashes it.
 */
export const SCREEN_PENDING_MS = 100;

/** The layouts whose screens have frames: the candidate's and the recruiter workspace's. */
export type FramedLayout = '/_signed-in' | '/_recruiter';

/** A layout's screens, by their route ids less the layout's ('dashboard', 'recruiter/inbox'). */
export type ScreensOf<Layout extends FramedLayout> = ScreenRouteId extends infer Id
  ? Id extends `${Layout}/${infer Screen}`
    ? Screen
    : never
  : never;

/**
 * A screen's frame, as short as the first visit's bytes want it: its loading words alone, or
 * with its heading (by default its page title, ui/page-title.ts; from the address's search for the
 * job search), breadcrumbs and what the network's note names (by default the loading words' object:
 * 'Loading the outbox...' -> 'the outbox').
 */
export type ScreenFrame =
  | string
  | (Omit<ScreenPendingProps, 'heading' | 'what'> & {
      heading?: string | ((search: Record<string, unknown>) => string);
      what?: string;
    });

/** A frame's screen's props, for the route `routeId` and the address's search. */
export function framePropsOf(
  routeId: string,
  frame: ScreenFrame,
  search: Record<string, unknown>,
): ScreenPendingProps {
  const {
    heading = screenTitleOf(routeId) ?? '',
    loading,
    what,
    ...rest
  } = typeof frame === 'string' ? { loading: frame } : frame;
  return {
    ...rest,
    heading: typeof heading === 'function' ? heading(search) : heading,
    loading,
    what: what ?? loading.replace(/^Loading |\.+$/g, ''),
  };
}

/**
 * Gives each screen of `layout` (`router`'s routes, the recruiter workspace's mounted ones too)
 * its frame as its pending component, drawn after SCREEN_PENDING_MS and as long as needed.
 */
export function armPendingFrames<Layout extends FramedLayout>(
  router: AnyRouter,
  layout: Layout,
  screens: Readonly<Record<ScreensOf<Layout>, ScreenFrame>>,
): void {
  for (const [screen, frame] of Object.entries<ScreenFrame>(screens)) {
    const routeId = `${layout}/${screen}`;
    (router.routesById[routeId] as AnyRoute | undefined)?.update({
      // drawn inside the match it stands in for: the search is the screen's on its way
      pendingComponent: () => (
        <ScreenPending {...framePropsOf(routeId, frame, useSearch({ strict: false }))} />
      ),
      pendingMs: SCREEN_PENDING_MS,
      pendingMinMs: 0,
    });
  }
}

/**
 * Issue 35 C1: a tap whose screen is not here yet (its code held by a network that stopped
 * answering) shows that screen's frame at once, never the screen it left. No route waits for a
 * pending component (router.tsx: `defaultPendingMs` Infinity) until a signed-in layout (the
 * candidate's, the recruiter's) has painted and, with this hook, armed its screens with their
 * frames (screen-frames/). A first render, a hydration or a signed-out screen never shows one.
 * (The router's `defaultPendingComponent`, nothing, wraps every match in the Suspense boundary a
 * frame needs from the first render on: arming a screen on show never remounts it.)
 */
export function usePendingFrames<Layout extends FramedLayout>(
  layout: Layout,
  screens: Readonly<Record<ScreensOf<Layout>, ScreenFrame>>,
): void {
  const router = useRouter();
  useEffect(
    () => afterPaintAndIdle(() => armPendingFrames(router, layout, screens)),
    [router, layout, screens],
  );
}
