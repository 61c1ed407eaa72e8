import { createFileRoute } from '@tanstack/react-router';
import { OperatorLayout } from '../features/operator/operator-layout';
import { isOperatorSession } from '../features/operator/operator-session';
import { ColleaguesButton } from '../features/recruiter/account/colleagues';
import { InviteButton } from '../features/recruiter/account/invite-button';
import { RecruiterSignOut } from '../features/recruiter/account/recruiter-sign-out';
import { InboxLink } from '../features/recruiter/chat/inbox-link';
import { RecruiterLayout } from '../features/recruiter/workspace/recruiter-layout';
import { requireRecruiter } from '../route-guards';
import { RECRUITER_FRAMES } from '../screen-frames/recruiter-frames';
import { usePendingFrames } from '../ui/pending-frames';
import { useWorkspaceRoutes } from '../workspace-routes-mount';

/**
 * The recruiter set (issue 23): `/recruiter/...` for a recruiter's session only. Its screens are
 * split into chunks of their own (autoCodeSplitting), fetched when a recruiter opens them; the
 * deeper screens' routes are a tree of their own (src/app/workspace-routes/), mounted here.
 */
export const Route = createFileRoute('/_recruiter')({
  beforeLoad: requireRecruiter,
  component: RecruiterRoute,
});

/** The workspace's shell with the header's pieces of the chat and account features (an operator's: the operator's frame). */
function RecruiterRoute() {
  useWorkspaceRoutes();
  // a tap whose screen a stalled network holds shows that screen's frame (issue 35 C1)
  usePendingFrames('/_recruiter', RECRUITER_FRAMES);
  // issue 37: an operator (signed in at /recruiter/login) gets the operator's frame and screens
  if (isOperatorSession())
    return (
      <OperatorLayout signOut={(opened, onClose) => <RecruiterSignOut opened={opened} onClose={onClose} />} />
    );
  return (
    <RecruiterLayout
      actions={
        <>
          <InboxLink />
          <InviteButton />
          <ColleaguesButton />
        </>
      }
      signOut={(opened, onClose) => <RecruiterSignOut opened={opened} onClose={onClose} />}
    />
  );
}
