import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen, prefetchDashboard } from '../../features/jobs/dashboard-screen';

/** /dashboard: the loader fills the query cache without waiting (offline: what this phone saved). */
export const Route = createFileRoute('/_signed-in/dashboard')({
  loader: async ({ context }) => prefetchDashboard(await context.queryClient()),
  component: DashboardScreen,
});
