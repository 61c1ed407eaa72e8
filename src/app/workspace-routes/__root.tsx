import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';

/**
 * The recruiter workspace's own route tree (issue 35 §4): its screens' file routes, generated into
 * workspace-route-tree.gen.ts and loaded only when a recruiter opens the workspace, so the
 * candidate's first visit carries none of them (see workspace-routes-mount.ts). This root is
 * never a page: its children are mounted under the `_recruiter` layout of the app's tree.
 */
export const Route = createRootRouteWithContext<RouterContext>()();
