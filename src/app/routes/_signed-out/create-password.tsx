import { CreatePasswordScreen } from '@app/features/auth/create-password-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-out/create-password')({
  staticData: { headerAction: 'none' },
  component: CreatePasswordScreen,
});
