import { createFileRoute } from '@tanstack/react-router';
import { parseJobListSearch } from '../../features/jobs/job-list-search';
import { prefetchSavedJobs, SavedJobsScreen } from '../../features/jobs/saved-jobs-screen';

/** /saved-jobs: the filters and page in the URL, parsed once by `validateSearch`. */
export const Route = createFileRoute('/_signed-in/saved-jobs')({
  validateSearch: parseJobListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => prefetchSavedJobs(await context.queryClient(), deps),
  component: SavedJobsRoute,
});

function SavedJobsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <SavedJobsScreen
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
