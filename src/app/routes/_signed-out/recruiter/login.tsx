import { RecruiterLoginScreen } from '@app/features/recruiter/account/recruiter-login-screen';
import { createFileRoute } from '@tanstack/react-router';

/** The recruiter login (issue 23), in the signed-out set; its screen is a chunk of its own. */
export const Route = createFileRoute('/_signed-out/recruiter/login')({
  staticData: { headerAction: 'none' },
  component: RecruiterLoginScreen,
});
