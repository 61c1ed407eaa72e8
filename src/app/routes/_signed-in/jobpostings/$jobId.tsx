import { createFileRoute, redirect } from '@tanstack/react-router';
import { parsePositiveId } from '../../../route-guards';
import { ScreenPlaceholder } from '../../../ui/screen-placeholder';

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
  component: () => (
    <ScreenPlaceholder
      title="Job details"
      breadcrumbs={[{ label: 'Job Search', to: '/jobpostings' }, { label: 'Job details' }]}
    />
  ),
});
