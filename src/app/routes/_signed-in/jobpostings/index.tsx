import { parseJobListSearch } from '@app/features/jobs/job-list-search';
import { JobSearchScreen, prefetchJobSearch } from '@app/features/jobs/job-search-screen';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /jobpostings: the filters and page in the URL (back, forward, reload and shared links keep
 * them), parsed once by `validateSearch` and handed to the loader as its deps.
 */
export const Route = createFileRoute('/_signed-in/jobpostings/')({
  validateSearch: parseJobListSearch,
  loaderDeps: ({ search }) => search,
  // fills the query cache without waiting (offline the screen shows what this phone saved)
  loader: async ({ context, deps }) => prefetchJobSearch(await context.queryClient(), deps),
  component: JobSearchRoute,
});

function JobSearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <JobSearchScreen
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
