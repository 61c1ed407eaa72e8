import { createFileRoute } from '@tanstack/react-router';
import { CreatePasswordScreen } from '../../features/auth/create-password-screen';

export const Route = createFileRoute('/_signed-out/create-password')({
  staticData: { headerAction: 'none' },
  component: CreatePasswordScreen,
});
