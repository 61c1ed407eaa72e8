import { InterviewsScreen } from '@app/features/recruiter/interviews/interviews-screen';
import { parseInterviewsSearch } from '@app/features/recruiter/shared/workspace-params';
import { createFileRoute } from '@tanstack/react-router';

/** /recruiter/interviews: the company's interviews, today or this week (?range=week). */
export const Route = createFileRoute('/recruiter/interviews')({
  validateSearch: parseInterviewsSearch,
  component: InterviewsRoute,
});

function InterviewsRoute() {
  const { range } = Route.useSearch();
  return <InterviewsScreen range={range ?? 'today'} />;
}
