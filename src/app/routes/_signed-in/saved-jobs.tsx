import { createFileRoute } from '@tanstack/react-router';
import { parseJobListSearch } from '../../features/jobs/job-list-search';
import { prefetchSavedJobs, SavedJobsScreen } from '../../features/jobs/saved-jobs-screen';

/** /saved-jobs: the filters and page in the URL. */
export const Route = createFileRoute('/_signed-in/saved-jobs')({
  loader: async ({ context, location }) =>
    prefetchSavedJobs(await context.queryClient(), parseJobListSearch(location.search)),
  component: SavedJobsRoute,
});

function SavedJobsRoute() {
  const search = parseJobListSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <SavedJobsScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
