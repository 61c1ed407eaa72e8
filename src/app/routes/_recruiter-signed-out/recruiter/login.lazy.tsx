import { createLazyFileRoute } from '@tanstack/react-router';
import { RecruiterLoginScreen } from '../../../features/recruiter/account/recruiter-login-screen';

export const Route = createLazyFileRoute('/_recruiter-signed-out/recruiter/login')({
  component: RecruiterLoginScreen,
});
