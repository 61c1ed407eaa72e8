import { createFileRoute } from '@tanstack/react-router';
import { ApplicantScreen } from '../../../../features/recruiter/applicants/applicant-screen';
import { parsePositiveId } from '../../../../route-guards';

/**
 * /recruiter/applications/{applicationId}: the id is checked by the screen's split code (not a
 * positive whole number: the not-found state), so nothing more loads with every first visit.
 */
export const Route = createFileRoute('/_recruiter/recruiter/applications/$applicationId')({
  component: ApplicantRoute,
});

function ApplicantRoute() {
  const { applicationId } = Route.useParams();
  return <ApplicantScreen key={applicationId} applicationId={parsePositiveId(applicationId)} />;
}
