import './jobs-styles';
import { NetworkError } from '@app/api/client';
import { prefetchForFirstRender, startRead } from '@app/api/first-data';
import { jobQueryOptions } from '@app/api/get-job';
import { useAfterPaint } from '@app/ui/after-paint';
import { ApplicationTimeline } from '@app/ui/application-timeline';
import { Breadcrumbs } from '@app/ui/breadcrumbs';
import { DataAgeNote, NotAnsweringNote } from '@app/ui/data-age-note';
import { JobDetailHeader, JobDetailSections } from '@app/ui/job-view/job-detail-view';
import { VerifiedMark } from '@app/ui/job-view/verified-mark';
import { notify } from '@app/ui/notify';
import { jobDetailScreenTitle, useScreenTitle } from '@app/ui/page-title';
import { ShareJobButton } from '@app/ui/share-job-button';
import { type JobDetail, SIMILAR_JOBS } from '@contract/jobs';
import { APPLY_PARAM } from '@contract/public-jobs';
import { Anchor, Card, Container, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { similarJobsQueryOptions } from './api/get-similar-jobs';
import { ApplicationStatus } from './application-status';
import { type ApplyJob, useApplyFlow } from './apply-flow';
import { ClosedJobMark, isClosedJob, JobActionButton } from './job-action-button';
import { jobLoadFailure } from './job-detail-format';
import { jobCardAction } from './job-format';
import {
  JOB_DETAILS_BREADCRUMBS,
  JOB_DETAILS_HEADING,
  LOADING_JOB_DETAILS,
  NO_JOB_DATA,
  NO_SIMILAR_JOBS,
  SIMILAR_JOBS_HEADING,
} from './job-texts';
import { SaveJobToggle } from './save-job-toggle';
import { SimilarJobCard } from './similar-job-card';
import { WithdrawApplication } from './withdraw-application';

/** "We never charge candidates" whole and Report this job (issue 37 §2): fetched at the first tap. */
const JobSafety = lazy(() => import('./job-safety').then((module) => ({ default: module.JobSafety })));

/** §2: the window event that opens the resume dialog for the job shown. */
export const OPEN_APPLY_MODAL_EVENT = 'open-apply-modal';

/** The route loader's part: asks for the job and the similar jobs (into the cache), without waiting. */
export function prefetchJobDetail(queryClient: QueryClient, jobId: number): Promise<void> {
  void queryClient.prefetchQuery(similarJobsQueryOptions(jobId));
  return prefetchForFirstRender([startRead(queryClient, jobQueryOptions(jobId))]);
}

/** Ours: offline, a job never opened on this phone waits for the network. */
export const JOB_NOT_ON_PHONE =
  'You are offline and this job is not saved on this phone yet. It opens when you are back online.';
/** Ours: offline, the similar jobs were never loaded on this phone. */
export const SIMILAR_JOBS_OFFLINE = 'Similar jobs show when you are back online.';

/**
 * /jobpostings/{jobId} (§2 Job detail): breadcrumb, header, the sections shown when non-empty,
 * the apply/save footer, and Similar Jobs beside (below at phone width). Loading, error (in the
 * page and as a toast) and 'No job data found.' states; scrolls to top on opening; the
 * 'open-apply-modal' window event opens the resume dialog. Offline it shows the job saved on
 * this phone and says how old it is.
 */
export function JobDetailScreen({ jobId }: { jobId: number }) {
  const { openApply, applyDialogs } = useApplyFlow({ screen: 'detail' });
  const navigate = useNavigate();
  const query = useQuery(jobQueryOptions(jobId));
  const job = query.data;
  useScreenTitle('/_signed-in/jobpostings/$jobId', job ? jobDetailScreenTitle(job.job_title) : undefined);
  const failure = !job && query.error ? jobLoadFailure(query.error) : null;
  const errorMessage = failure?.kind === 'error' ? failure.message : null;
  // §8's error rule: the message as a toast too (an unknown job: the server's 'Job not found')
  const toastMessage = failure?.message ?? null;

  // The route renders one screen per job (keyed by its id): opening another job scrolls up again.
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, left: 0 });
  }, []);

  useEffect(() => {
    if (toastMessage) notify.error(toastMessage, { id: `job-${jobId}-failed` });
  }, [toastMessage, jobId]);

  // ?apply=1 (issue 26: a job's Apply on its public page, kept through login, sign-up and
  // onboarding): the resume dialog opens once the job is here, if it still takes this candidate's
  // application; the address drops it, so Back or a reload does not open it again.
  const applyAsked = useRouterState({
    select: (state) => (state.location.search as Record<string, unknown>)[APPLY_PARAM] !== undefined,
  });
  useEffect(() => {
    if (!job || !applyAsked) return;
    // what the Apply button would do (a draft assessment continues instead; a closed job takes none)
    const takes = jobCardAction(job) === 'apply' && !isClosedJob(job);
    // the dialog opens after the address changed: its own history entry (Back closes it) stays
    void navigate({ to: '/jobpostings/$jobId', params: { jobId }, replace: true }).then(() => {
      if (takes) openApply(job);
    });
  }, [job, applyAsked, jobId, navigate, openApply]);

  useEffect(() => {
    if (!job) return;
    const open = () => openApply(job);
    window.addEventListener(OPEN_APPLY_MODAL_EVENT, open);
    return () => window.removeEventListener(OPEN_APPLY_MODAL_EVENT, open);
  }, [job, openApply]);

  let body: ReactNode;
  if (job)
    body = (
      <JobDetailBody
        job={job}
        onApply={openApply}
        updatedAt={query.dataUpdatedAt}
        failureReason={query.failureReason}
      />
    );
  else if (failure?.kind === 'not-found') body = <Text>{NO_JOB_DATA}</Text>;
  else if (errorMessage)
    body = (
      <Stack gap="sm">
        <Text c="red.9" role="alert">
          {errorMessage}
        </Text>
        {query.error instanceof NetworkError ? (
          <NotAnsweringNote what="this job" onRetry={() => void query.refetch()} />
        ) : null}
      </Stack>
    );
  else if (query.fetchStatus === 'paused') body = <Text role="status">{JOB_NOT_ON_PHONE}</Text>;
  else
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{LOADING_JOB_DETAILS}</Text>
      </Group>
    );

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Breadcrumbs items={JOB_DETAILS_BREADCRUMBS} />
        {job ? null : (
          <Title order={1} size="h3">
            {JOB_DETAILS_HEADING}
          </Title>
        )}
        {body}
      </Stack>
      {applyDialogs}
    </Container>
  );
}

function JobDetailBody({
  job,
  onApply,
  updatedAt,
  failureReason,
}: {
  job: JobDetail;
  onApply: (job: ApplyJob) => void;
  updatedAt: number;
  failureReason: unknown;
}) {
  return (
    <div className="job-detail-layout">
      <Stack gap="md">
        <DataAgeNote updatedAt={updatedAt} failureReason={failureReason} what="this job" />
        <Card withBorder radius="md" padding="md" component="article" aria-labelledby="job-title">
          <Stack gap="md">
            <JobDetailHeader
              job={job}
              marks={
                <>
                  <VerifiedMark verified={job.company_verified} />
                  <ClosedJobMark job={job} />
                </>
              }
            />
            {job.walk_in ? (
              <Text size="sm">
                <b>Walk-in:</b> {job.walk_in}
              </Text>
            ) : null}
            <Divider />
            <JobDetailSections job={job} />
            <ApplicationSection job={job} />
            <Divider />
            {/* V1: at 360 px a long action (Continue Assessment) takes its own line, never clipped */}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <JobActionButton job={job} onApply={() => onApply(job)} />
              <Group gap="xs" wrap="nowrap">
                <ShareJobButton job={job} variant="button" />
                <SaveJobToggle jobId={job.id} jobTitle={job.job_title} saved={job.saved_status} />
              </Group>
            </Group>
          </Stack>
        </Card>
        <JobSafetyRow job={job} />
      </Stack>
      <SimilarJobs jobId={job.id} onApply={onApply} />
    </div>
  );
}

/**
 * Issue 37 §2: the promise in a line; Read more shows it whole with Report this job. Its words are
 * the contract's NEVER_CHARGE_TITLE written here (the test checks they agree): importing the
 * contract's safety texts would put them in a chunk that /dashboard and /jobpostings load, which
 * are at their size budgets.
 */
function JobSafetyRow({ job }: { job: JobDetail }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Text size="sm">
        <b>We never charge candidates.</b>{' '}
        <Anchor component="button" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          Read more or report this job
        </Anchor>
      </Text>
      <Suspense>{open ? <JobSafety job={job} /> : null}</Suspense>
    </div>
  );
}

/** Ours (issue 23): the heading of the candidate's application on the job detail. */
export const YOUR_APPLICATION = 'Your application';

/**
 * Once applied (issue 23): the application's status (Awaiting, shortlisted, Interview, Offered,
 * Joined, rejected, Withdrawn, as on the applied list), its timeline, each step with its date, and
 * Withdraw application while it is open (issue 36). Nothing before applying.
 */
function ApplicationSection({ job }: { job: JobDetail }) {
  if (!job.applied_status || !job.application_status) return null;
  return (
    <Stack gap={6} component="section" aria-labelledby="job-application">
      <Title order={2} size="h4" id="job-application">
        {YOUR_APPLICATION}
      </Title>
      <ApplicationStatus status={job.application_status} />
      <ApplicationTimeline timeline={job.timeline} />
      <WithdrawApplication jobId={job.id} status={job.application_status} />
    </Stack>
  );
}

/** §2 sidebar: up to 2 other jobs (the newest), each with View Details and the action control. */
function SimilarJobs({ jobId, onApply }: { jobId: number; onApply: (job: ApplyJob) => void }) {
  const query = useQuery(similarJobsQueryOptions(jobId));
  useEffect(() => {
    if (query.error) console.error('Loading similar jobs failed', query.error);
  }, [query.error]);
  const jobs = (query.data?.jobs ?? []).filter((item) => item.id !== jobId).slice(0, SIMILAR_JOBS);
  // beside the job on a wide screen, below it on a phone: drawn once the job itself is on the
  // screen, so its cards and logos are not among what the job's first paint waits for
  const painted = useAfterPaint();
  return (
    <Stack gap="sm" component="section" aria-labelledby="similar-jobs">
      <Title order={2} size="h4" id="similar-jobs">
        {SIMILAR_JOBS_HEADING}
      </Title>
      {query.isPending && query.fetchStatus === 'paused' ? (
        <Text size="sm">{SIMILAR_JOBS_OFFLINE}</Text>
      ) : query.isPending && !query.error ? (
        <Loader size="sm" aria-label={SIMILAR_JOBS_HEADING} />
      ) : jobs.length === 0 ? (
        <Text size="sm">{NO_SIMILAR_JOBS}</Text>
      ) : painted ? (
        jobs.map((item) => <SimilarJobCard key={item.id} job={item} onApply={onApply} />)
      ) : null}
    </Stack>
  );
}
