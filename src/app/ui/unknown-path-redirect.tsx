import { Navigate, useRouteContext } from '@tanstack/react-router';
import { homePath } from '../route-guards';

/** Not-found fallback: like the catch-all route, it redirects instead of rendering a 404. */
export function UnknownPathRedirect() {
  const home = useRouteContext({ from: '__root__', select: (context) => homePath(context.session) });
  return <Navigate to={home} replace />;
}
