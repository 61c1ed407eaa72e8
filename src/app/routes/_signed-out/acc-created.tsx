import { createFileRoute } from '@tanstack/react-router';
import { AccountCreatedScreen } from '../../features/auth/account-created-screen';

export const Route = createFileRoute('/_signed-out/acc-created')({
  staticData: { headerAction: 'none' },
  component: AccountCreatedScreen,
});
