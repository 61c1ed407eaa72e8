import './jobs-styles';
import { getToken } from '@app/session';
import { ApplicationTimeline } from '@app/ui/application-timeline';
import { Container, Stack, Text, Title } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { appliedJobsQueryOptions } from './api/get-applied-jobs';
import { ApplicationStatus } from './application-status';
import { useApplyFlow } from './apply-flow';
import { JobFilters } from './job-filters';
import { appliedOnLabel } from './job-format';
import { jobListFailure } from './job-list-failure';
import { listPayload } from './job-list-payload';
import type { JobListSearch, OnSearchChange } from './job-list-search';
import { isPageNotOnPhone, JobListView } from './job-list-view';
import { APPLIED_JOBS_HEADING, APPLIED_NO_TOKEN, NO_APPLIED_JOBS_MATCH } from './job-texts';
import { listFilters } from './saved-jobs-screen';
import { WithdrawApplication } from './withdraw-application';

const FILTERS = ['job_role', 'location', 'skill', 'experience_level', 'exp_ctc'] as const;

export { APPLIED_JOBS_HEADING } from './job-texts';

export function prefetchAppliedJobs(queryClient: QueryClient, search: JobListSearch): void {
  void queryClient.prefetchQuery(appliedJobsQueryOptions(listPayload(listFilters(search))));
}

/**
 * /applied-jobs (§2, §4, §8): the candidate's applications with filters and pages, each card with
 * its status (Awaiting, shortlisted, rejected, Not specified).
 */
export function AppliedJobsScreen({
  search,
  onSearchChange,
}: {
  search: JobListSearch;
  onSearchChange: OnSearchChange;
}) {
  const { openApply, applyDialogs } = useApplyFlow({ screen: 'search' });
  const filters = listFilters(search);
  const signedIn = getToken() !== null;
  const query = useQuery({ ...appliedJobsQueryOptions(listPayload(filters)), enabled: signedIn });
  const appliedAt = new Map(query.data?.jobs.map((job) => [job.id, appliedOnLabel(job.applied_at)]));
  const timelines = new Map(query.data?.jobs.map((job) => [job.id, job.timeline ?? []]));
  const error = !signedIn
    ? APPLIED_NO_TOKEN
    : query.error && !query.data
      ? jobListFailure('applied', query.error)
      : null;
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {APPLIED_JOBS_HEADING}
        </Title>
        <JobFilters value={filters} names={FILTERS} onSearch={(next) => onSearchChange(next)} />
        <JobListView
          jobs={query.data?.jobs}
          total={query.data?.total ?? 0}
          page={search.page ?? 1}
          loading={signedIn && query.isPending}
          error={error}
          emptyText={NO_APPLIED_JOBS_MATCH}
          updatedAt={query.dataUpdatedAt}
          failureReason={query.failureReason}
          onPage={(next, options) => onSearchChange({ ...filters, page: next }, options)}
          onApply={openApply}
          notOnPhone={isPageNotOnPhone(query)}
          settled={query.isSuccess && !query.isPlaceholderData}
          // beside 'Applied on ...', the job's age says what it is (issue 35 C12)
          postedPhrase
          extra={(job) => (
            <Stack gap={4}>
              <ApplicationStatus status={job.application_status} />
              <WithdrawApplication jobId={job.id} status={job.application_status} />
              {timelines.get(job.id)?.length ? (
                <ApplicationTimeline timeline={timelines.get(job.id)} compact />
              ) : appliedAt.get(job.id) ? (
                <Text size="sm" c="dark.6">
                  {appliedAt.get(job.id)}
                </Text>
              ) : null}
            </Stack>
          )}
        />
      </Stack>
      {applyDialogs}
    </Container>
  );
}
