import { ManagerialRoleScreen } from '@app/features/onboarding/managerial-role-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/managerial')({
  component: ManagerialRoleScreen,
});
