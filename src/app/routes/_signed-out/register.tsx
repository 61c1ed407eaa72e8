import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../../features/auth/sign-up-screen';

export const Route = createFileRoute('/_signed-out/register')({
  component: SignUpScreen,
});
