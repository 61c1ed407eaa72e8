import { isOperatorSession } from '@app/features/operator/operator-session';
import { OperatorsOnly } from '@app/features/operator/operators-only';
import { ReportsScreen } from '@app/features/operator/reports-screen';
import { createFileRoute } from '@tanstack/react-router';

/** /operator/reports (issue 37 §2): the operator's reports queue; another account is told it is for operators. */
export const Route = createFileRoute('/operator/reports')({
  component: OperatorReportsRoute,
});

function OperatorReportsRoute() {
  return isOperatorSession() ? <ReportsScreen /> : <OperatorsOnly />;
}
