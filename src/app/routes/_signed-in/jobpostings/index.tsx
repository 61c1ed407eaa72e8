import { createFileRoute } from '@tanstack/react-router';
import { parseJobListSearch } from '../../../features/jobs/job-list-search';
import { JobSearchScreen, prefetchJobSearch } from '../../../features/jobs/job-search-screen';

/** /jobpostings: the filters and page in the URL (back, forward, reload and shared links keep them). */
export const Route = createFileRoute('/_signed-in/jobpostings/')({
  // fills the query cache without waiting (offline the screen shows what this phone saved)
  loader: async ({ context, location }) =>
    prefetchJobSearch(await context.queryClient(), parseJobListSearch(location.search)),
  component: JobSearchRoute,
});

function JobSearchRoute() {
  const search = parseJobListSearch(Route.useSearch());
  const navigate = Route.useNavigate();
  return <JobSearchScreen search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
