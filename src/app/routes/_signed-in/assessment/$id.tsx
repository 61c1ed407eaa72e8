import { AssessmentScreen, prefetchAssessment } from '@app/features/assessment/assessment-screen';
import { parsePositiveId } from '@app/route-guards';
import { createFileRoute, redirect } from '@tanstack/react-router';

/** /assessment/{id} (the job's id): a positive integer, anything else goes to /dashboard. */
export const Route = createFileRoute('/_signed-in/assessment/$id')({
  params: {
    parse: ({ id }) => {
      const parsed = parsePositiveId(id);
      if (parsed === null) throw redirect({ to: '/dashboard', replace: true });
      return { id: parsed };
    },
    stringify: ({ id }) => ({ id: String(id) }),
  },
  // Fills the query cache without waiting (offline the screen shows the job saved on this phone).
  loader: async ({ context, params }) => prefetchAssessment(await context.queryClient(), params.id),
  component: AssessmentRoute,
});

function AssessmentRoute() {
  const { id } = Route.useParams();
  return <AssessmentScreen key={id} jobId={id} />;
}
