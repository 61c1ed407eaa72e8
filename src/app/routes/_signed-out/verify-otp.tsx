import { createFileRoute } from '@tanstack/react-router';
import { VerifyOtpScreen } from '../../features/auth/verify-otp-screen';

export const Route = createFileRoute('/_signed-out/verify-otp')({
  component: VerifyOtpScreen,
});
