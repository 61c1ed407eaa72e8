import { ButtonLink } from '@app/ui/links';
import { ShareJobButton } from '@app/ui/share-job-button';
import type { JobCard } from '@contract/jobs';
import { Badge, Button, Group } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { jobCardAction } from './job-format';
import { APPLIED, APPLY, CONTINUE_ASSESSMENT, NO_LONGER_ACCEPTING, VIEW_DETAILS } from './job-texts';
import { SaveJobToggle } from './save-job-toggle';

/**
 * The one size of a job's buttons (V11): Mantine's `sm` button, 36 px high; the icon buttons
 * (Share, the bookmark) are as high (`input-sm`), on every list and on the job detail.
 */
const JOB_BUTTON_SIZE = 'sm';

/** Whether the company closed this job (issue 23; absent from older answers: open). */
export function isClosedJob(job: Pick<JobCard, 'accepting_applications'>): boolean {
  return job.accepting_applications === false;
}

export interface JobActionButtonProps {
  job: Pick<
    JobCard,
    'id' | 'status' | 'applied_status' | 'assessment_status' | 'assessment_submit' | 'accepting_applications'
  >;
  /** Opens the apply flow (resume picker) for this job. */
  onApply: () => void;
}

/** Apply / Applied (disabled) / Continue Assessment, by the §4 rules: the filled (primary) button. */
export function JobActionButton({ job, onApply }: JobActionButtonProps) {
  const action = jobCardAction(job);
  if (action === 'continue-assessment') {
    return (
      <Button
        size={JOB_BUTTON_SIZE}
        variant="filled"
        renderRoot={(props) => <Link {...props} to="/assessment/$id" params={{ id: job.id }} />}
      >
        {CONTINUE_ASSESSMENT}
      </Button>
    );
  }
  if (action === 'applied')
    return (
      <Button size={JOB_BUTTON_SIZE} variant="filled" disabled>
        {APPLIED}
      </Button>
    );
  // A closed job (issue 23) cannot be applied to: Apply stays, disabled, beside its mark
  if (isClosedJob(job))
    return (
      <Button size={JOB_BUTTON_SIZE} variant="filled" disabled>
        {APPLY}
      </Button>
    );
  return (
    <Button size={JOB_BUTTON_SIZE} variant="filled" onClick={onApply}>
      {APPLY}
    </Button>
  );
}

/** The mark of a closed job (issue 23) on its cards and its detail; nothing for an open job. */
export function ClosedJobMark({ job }: { job: Pick<JobCard, 'accepting_applications'> }) {
  if (!isClosedJob(job)) return null;
  return (
    <Badge variant="outline" color="dark.6" style={{ whiteSpace: 'normal', height: 'auto' }}>
      {NO_LONGER_ACCEPTING}
    </Badge>
  );
}

type CardJob = JobActionButtonProps['job'] &
  Pick<JobCard, 'job_title' | 'company_name' | 'saved_status' | 'experience_level' | 'location'>;

/**
 * A job card's icon buttons, in this order on every list (V11): Share (issue 19), then the
 * bookmark (Save / Unsave the job), both subtle and 36 px (`input-sm`).
 */
export function JobCardIcons({
  job,
  onSavedChange,
}: {
  job: CardJob;
  /** After a save or unsave went through (the saved list drops the card). */
  onSavedChange?: (saved: boolean) => void;
}) {
  return (
    <Group gap={0} wrap="nowrap" align="flex-start">
      <ShareJobButton job={job} />
      <SaveJobToggle
        jobId={job.id}
        jobTitle={job.job_title}
        saved={job.saved_status}
        onChanged={onSavedChange}
      />
    </Group>
  );
}

/**
 * A job card's action buttons, in this order on every list (V11): View Details (outline, where
 * the card shows it) then the job's action (filled: Apply / Applied / Continue Assessment), both
 * `JOB_BUTTON_SIZE`, at the card's end; at 360 px they wrap rather than clip.
 */
export function JobCardActions({
  job,
  onApply,
  viewDetails = false,
}: {
  job: CardJob;
  onApply: () => void;
  /** A View Details button to the job (similar jobs, whose title is not a link). */
  viewDetails?: boolean;
}) {
  return (
    <Group gap="xs" justify="flex-end" wrap="wrap" ml="auto">
      {viewDetails ? (
        <ButtonLink
          to="/jobpostings/$jobId"
          params={{ jobId: job.id }}
          size={JOB_BUTTON_SIZE}
          variant="outline"
          aria-label={`${VIEW_DETAILS}: ${job.job_title}`}
        >
          {VIEW_DETAILS}
        </ButtonLink>
      ) : null}
      <JobActionButton job={job} onApply={onApply} />
    </Group>
  );
}
