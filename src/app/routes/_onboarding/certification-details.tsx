import { createFileRoute } from '@tanstack/react-router';
import { CertificationDetailsScreen } from '../../features/onboarding/certification-details-screen';

export const Route = createFileRoute('/_onboarding/certification-details')({
  component: CertificationDetailsScreen,
});
