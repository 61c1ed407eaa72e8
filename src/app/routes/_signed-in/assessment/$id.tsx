import { createFileRoute, redirect } from '@tanstack/react-router';
import { parsePositiveId } from '../../../route-guards';
import { ScreenPlaceholder } from '../../../ui/screen-placeholder';

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
  component: () => (
    <ScreenPlaceholder
      title="Assessment"
      breadcrumbs={[{ label: 'Job Search', to: '/jobpostings' }, { label: 'Assessment' }]}
      breadcrumbSeparator=">"
    />
  ),
});
