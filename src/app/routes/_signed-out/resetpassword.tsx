import { ResetPasswordScreen } from '@app/features/auth/reset-password-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-out/resetpassword')({
  component: ResetPasswordScreen,
});
