import { DashboardScreen, prefetchDashboard } from '@app/features/jobs/dashboard-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /dashboard: the loader fills the query cache without waiting (offline: what this phone saved). */
export const Route = createFileRoute('/_signed-in/dashboard')({
  loader: async ({ context }) => prefetchDashboard(await context.queryClient()),
  component: DashboardScreen,
});
