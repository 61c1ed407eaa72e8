import { LoginScreen } from '@app/features/auth/login-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-out/login')({
  staticData: { headerAction: 'signup' },
  component: LoginScreen,
});
