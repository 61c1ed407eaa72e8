import { parseJobListSearch } from '@app/features/jobs/job-list-search';
import { prefetchSavedJobs, SavedJobsScreen } from '@app/features/jobs/saved-jobs-screen';
import { createFileRoute } from '@tanstack/react-router';

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
