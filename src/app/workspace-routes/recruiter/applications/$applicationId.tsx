import { ApplicantScreen } from '@app/features/recruiter/applicants/applicant-screen';
import { ApplicantChat } from '@app/features/recruiter/chat/applicant-chat';
import { idParam, idText } from '@app/features/recruiter/shared/workspace-params';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /recruiter/applications/{applicationId}: the applicant page with its conversation (the chat
 * feature's, handed in here: no recruiter feature imports another); #conversation opens it.
 */
export const Route = createFileRoute('/recruiter/applications/$applicationId')({
  params: {
    parse: ({ applicationId }) => ({ applicationId: idParam(applicationId) }),
    stringify: ({ applicationId }) => ({ applicationId: idText(applicationId) }),
  },
  component: ApplicantRoute,
});

function ApplicantRoute() {
  const { applicationId } = Route.useParams();
  return (
    <ApplicantScreen
      key={applicationId}
      applicationId={applicationId}
      chat={(applicant, openAtStart) => <ApplicantChat applicant={applicant} openAtStart={openAtStart} />}
    />
  );
}
