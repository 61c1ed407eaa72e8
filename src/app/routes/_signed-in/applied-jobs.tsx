import { createFileRoute } from '@tanstack/react-router';
import { AppliedJobsScreen, prefetchAppliedJobs } from '../../features/jobs/applied-jobs-screen';
import { parseJobListSearch } from '../../features/jobs/job-list-search';

/** /applied-jobs: the filters and page in the URL. */
export const Route = createFileRoute('/_signed-in/applied-jobs')({
  loader: async ({ context, location }) =>
    prefetchAppliedJobs(await context.queryClient(), parseJobListSearch(location.search)),
  component: AppliedJobsRoute,
});

function AppliedJobsRoute() {
  const search = parseJobListSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <AppliedJobsScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
