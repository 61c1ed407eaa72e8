import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordScreen } from '../../features/auth/reset-password-screen';

export const Route = createFileRoute('/_signed-out/resetpassword')({
  component: ResetPasswordScreen,
});
