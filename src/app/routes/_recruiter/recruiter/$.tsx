import { mountWorkspaceRoutes } from '@app/workspace-routes-mount';
import { createFileRoute, Navigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/** This route's id, as text in its component (its code then imports nothing of the entry chunk's route). */
const SPLAT_ID = '/_recruiter/recruiter/$';

/**
 * /recruiter or a deeper path opened before the workspace's own routes (src/app/workspace-routes/)
 * were mounted: they are mounted now (the layout mounts them too) and the path opened again,
 * which they then match. A path none of them matches goes to the company's jobs.
 */
export const Route = createFileRoute('/_recruiter/recruiter/$')({
  component: WorkspacePathRoute,
});

function WorkspacePathRoute() {
  const router = useRouter();
  const [href] = useState(() => {
    mountWorkspaceRoutes(router);
    const { pathname, href } = router.latestLocation;
    const [routes] = router.getMatchedRoutes(pathname);
    return routes.at(-1)?.id === SPLAT_ID ? null : href;
  });
  useEffect(() => {
    if (href) void router.navigate({ href, replace: true });
  }, [href, router]);
  return href ? null : <Navigate to="/recruiter" replace />;
}
