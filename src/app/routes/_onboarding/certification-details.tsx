import { CertificationDetailsScreen } from '@app/features/onboarding/certification-details-screen';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_onboarding/certification-details')({
  component: CertificationDetailsScreen,
});
