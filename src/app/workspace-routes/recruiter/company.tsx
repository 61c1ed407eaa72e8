import { CompanyScreen } from '@app/features/recruiter/company/company-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /recruiter/company: the company profile and its domain mailbox (issue 37 §1). */
export const Route = createFileRoute('/recruiter/company')({
  component: CompanyScreen,
});
