import { createLazyFileRoute } from '@tanstack/react-router';
import { ApplicantScreen } from '../../../../features/recruiter/applicants/applicant-screen';

export const Route = createLazyFileRoute('/_recruiter/recruiter/applications/$applicationId')({
  component: ApplicantRoute,
});

function ApplicantRoute() {
  const { applicationId } = Route.useParams();
  return <ApplicantScreen key={applicationId} applicationId={applicationId} />;
}
