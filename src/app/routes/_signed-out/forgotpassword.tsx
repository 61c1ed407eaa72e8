import { ForgotPasswordScreen } from '@app/features/auth/forgot-password-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-out/forgotpassword')({
  component: ForgotPasswordScreen,
});
