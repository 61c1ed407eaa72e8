import { JoinScreen } from '@app/features/recruiter/account/join-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /recruiter/join (issue 23): a colleague's invitation accepted; in the signed-out set. */
export const Route = createFileRoute('/_signed-out/recruiter/join')({
  staticData: { headerAction: 'none' },
  component: JoinScreen,
});
