import { createFileRoute, redirect } from '@tanstack/react-router';
import { ApplicantScreen } from '../../../../features/recruiter/applicants/applicant-screen';
import { parsePositiveId } from '../../../../route-guards';

/** /recruiter/applications/{applicationId}: a positive integer, else back to /recruiter. */
export const Route = createFileRoute('/_recruiter/recruiter/applications/$applicationId')({
  params: {
    parse: ({ applicationId }) => {
      const id = parsePositiveId(applicationId);
      if (id === null) throw redirect({ to: '/recruiter', replace: true });
      return { applicationId: id };
    },
    stringify: ({ applicationId }) => ({ applicationId: String(applicationId) }),
  },
  component: ApplicantRoute,
});

function ApplicantRoute() {
  const { applicationId } = Route.useParams();
  return <ApplicantScreen key={applicationId} applicationId={applicationId} />;
}
