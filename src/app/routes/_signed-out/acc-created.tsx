import { AccountCreatedScreen } from '@app/features/auth/account-created-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-out/acc-created')({
  staticData: { headerAction: 'none' },
  component: AccountCreatedScreen,
});
