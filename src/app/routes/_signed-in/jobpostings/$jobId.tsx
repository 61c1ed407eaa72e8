import { createFileRoute, redirect } from '@tanstack/react-router';
import { jobQueryOptions } from '../../../features/jobs/api/get-job';
import { similarJobsQueryOptions } from '../../../features/jobs/api/search-jobs';
import { JobDetailScreen } from '../../../features/jobs/job-detail-screen';
import { parsePositiveId } from '../../../route-guards';

/** /jobpostings/{jobId}: jobId is a positive integer, anything else goes back to /jobpostings. */
export const Route = createFileRoute('/_signed-in/jobpostings/$jobId')({
  params: {
    parse: ({ jobId }) => {
      const id = parsePositiveId(jobId);
      if (id === null) throw redirect({ to: '/jobpostings', replace: true });
      return { jobId: id };
    },
    stringify: ({ jobId }) => ({ jobId: String(jobId) }),
  },
  // Fills the query cache without waiting: offline a query waits for the network, and the screen
  // shows the job saved on this phone (restored by the signed-in layout) meanwhile.
  loader: async ({ context, params }) => {
    const queryClient = await context.queryClient();
    void queryClient.prefetchQuery(jobQueryOptions(params.jobId));
    void queryClient.prefetchQuery(similarJobsQueryOptions());
  },
  component: JobDetailRoute,
});

function JobDetailRoute() {
  const { jobId } = Route.useParams();
  return <JobDetailScreen key={jobId} jobId={jobId} />;
}
