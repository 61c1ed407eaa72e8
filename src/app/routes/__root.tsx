import { createRootRouteWithContext } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';
import { RootLayout } from '../ui/root-layout';
import { UnknownPathRedirect } from '../ui/unknown-path-redirect';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: UnknownPathRedirect,
});
