import { ScreenPending } from '@app/ui/screen-pending';
import { JOB_DETAILS_BREADCRUMBS, JOB_DETAILS_HEADING, LOADING_JOB_DETAILS } from './job-texts';

/**
 * The job detail's frame while its screen is not here yet (issue 35 C1): the route's pending
 * component, the same breadcrumb, heading and loading words as the screen's own loading state.
 */
export function JobDetailPending() {
  return (
    <ScreenPending
      heading={JOB_DETAILS_HEADING}
      breadcrumbs={JOB_DETAILS_BREADCRUMBS}
      loading={LOADING_JOB_DETAILS}
      what="this job"
    />
  );
}
