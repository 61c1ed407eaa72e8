import { AppliedJobsScreen, prefetchAppliedJobs } from '@app/features/jobs/applied-jobs-screen';
import { parseJobListSearch } from '@app/features/jobs/job-list-search';
import { createFileRoute } from '@tanstack/react-router';

/** /applied-jobs: the filters and page in the URL, parsed once by `validateSearch`. */
export const Route = createFileRoute('/_signed-in/applied-jobs')({
  validateSearch: parseJobListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => prefetchAppliedJobs(await context.queryClient(), deps),
  component: AppliedJobsRoute,
});

function AppliedJobsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AppliedJobsScreen
      search={search}
      onSearchChange={(next, options) => void navigate({ search: next, ...options })}
    />
  );
}
