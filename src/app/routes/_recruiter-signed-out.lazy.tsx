import { createLazyFileRoute, Outlet } from '@tanstack/react-router';
import { PageShell } from '../ui/page-shell';
import { PublicHeader } from '../ui/public-header';

export const Route = createLazyFileRoute('/_recruiter-signed-out')({
  component: () => (
    <PageShell header={<PublicHeader />}>
      <Outlet />
    </PageShell>
  ),
});
