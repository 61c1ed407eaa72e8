import { CompaniesScreen } from '@app/features/operator/companies-screen';
import { isOperatorSession } from '@app/features/operator/operator-session';
import { OperatorsOnly } from '@app/features/operator/operators-only';
import { createFileRoute } from '@tanstack/react-router';

/**
 * /operator (issue 37): the operator's companies. In the workspace's own route tree, so that the
 * candidate's first visit carries nothing of it; a recruiter is told plainly it is for operators
 * (and the server answers 403 operators_only to any other account).
 */
export const Route = createFileRoute('/operator/')({
  component: OperatorRoute,
});

function OperatorRoute() {
  return isOperatorSession() ? <CompaniesScreen /> : <OperatorsOnly />;
}
