import { SignUpScreen } from '@app/features/auth/sign-up-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-out/register')({
  component: SignUpScreen,
});
