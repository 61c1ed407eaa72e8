import { JobDetailScreen, prefetchJobDetail } from '@app/features/jobs/job-detail-screen';
import { parsePositiveId } from '@app/route-guards';
import { createFileRoute, redirect } from '@tanstack/react-router';

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
  // Fills the query cache without waiting on the answers: offline a query waits for the network,
  // and the screen shows the job saved on this phone meanwhile. (The loader is split with the
  // component, vite.config.ts, so the calls stay out of the first visit's bundle.)
  loader: async ({ context, params }) => prefetchJobDetail(await context.queryClient(), params.jobId),
  component: JobDetailRoute,
});

function JobDetailRoute() {
  const { jobId } = Route.useParams();
  return <JobDetailScreen key={jobId} jobId={jobId} />;
}
