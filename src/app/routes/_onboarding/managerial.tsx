import { createFileRoute } from '@tanstack/react-router';
import { ManagerialRoleScreen } from '../../features/onboarding/managerial-role-screen';

export const Route = createFileRoute('/_onboarding/managerial')({
  component: ManagerialRoleScreen,
});
