import { InboxScreen } from '@app/features/recruiter/chat/inbox-screen';
import { parsePageSearch } from '@app/features/recruiter/shared/workspace-params';
import { createFileRoute } from '@tanstack/react-router';

/** /recruiter/inbox: the company's conversations, their page in the URL (?page=2). */
export const Route = createFileRoute('/recruiter/inbox')({
  validateSearch: parsePageSearch,
  component: InboxRoute,
});

function InboxRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InboxScreen
      page={page ?? 1}
      onPageChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  );
}
