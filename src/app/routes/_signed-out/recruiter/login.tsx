import { createFileRoute } from '@tanstack/react-router';
import { RecruiterLoginScreen } from '../../../features/recruiter/account/recruiter-login-screen';

/** The recruiter login (issue 23), in the signed-out set; its screen is a chunk of its own. */
export const Route = createFileRoute('/_signed-out/recruiter/login')({
  staticData: { headerAction: 'none' },
  component: RecruiterLoginScreen,
});
