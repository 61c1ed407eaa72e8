import { type AnyRoute, type AnyRouter, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { routeTree as workspaceTree } from './workspace-route-tree.gen';

/** The app tree's layout the workspace's routes are mounted under (its guard, its shell). */
const LAYOUT_ID = '/_recruiter';

/**
 * The recruiter workspace's routes (src/app/workspace-routes/, issue 35 §4) are a route tree of
 * their own, loaded with the `_recruiter` layout's code: in the app's tree, which every candidate's
 * first visit carries, each file route would add some 65 B gzip. Once loaded, they are mounted
 * under the `_recruiter` layout of `router` (their paths stay /recruiter/...: the layout is
 * pathless) and the router's tree rebuilt. Returns whether it was rebuilt (false: this router
 * had them already). The route objects are modules' own, shared by every router of the page (the
 * tests make one per test), hence the check per router.
 */
export function mountWorkspaceRoutes(router: AnyRouter): boolean {
  const layout: AnyRoute = router.routesById[LAYOUT_ID];
  const routes = (workspaceTree.children ?? []) as AnyRoute[];
  if (routes.every((route) => route.id !== undefined && router.routesById[route.id] === route)) return false;
  // (the generated tree made them its root's children)
  for (const route of routes) Object.assign(route.options, { getParentRoute: () => layout });
  const others = ((layout.children ?? []) as AnyRoute[]).filter((child) => !routes.includes(child));
  layout.children = [...others, ...routes];
  router.setRoutes(router.buildRouteTree());
  return true;
}

/**
 * The `_recruiter` layout's: mounts the workspace's routes at its first render, so that the links
 * and preloads of the jobs screen (/recruiter) already match them.
 */
export function useWorkspaceRoutes(): void {
  const router = useRouter();
  useState(() => mountWorkspaceRoutes(router));
}
