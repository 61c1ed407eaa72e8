import { VerifyOtpScreen } from '@app/features/auth/verify-otp-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-out/verify-otp')({
  component: VerifyOtpScreen,
});
