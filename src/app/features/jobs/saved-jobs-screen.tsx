import './jobs-styles';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { notify } from '@app/ui/notify';
import { Container, Stack, Title } from '@mantine/core';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedJobsQueryOptions } from './api/get-saved-jobs';
import { useApplyFlow } from './apply-flow';
import { JobFilters } from './job-filters';
import { jobListFailure } from './job-list-failure';
import { hasFilters, listPayload } from './job-list-payload';
import type { JobListSearch, OnSearchChange } from './job-list-search';
import { isPageNotOnPhone, JobListView } from './job-list-view';
import { JOB_UNSAVED, NO_SAVED_JOBS, NO_SAVED_JOBS_MATCH, SAVED_JOBS_HEADING } from './job-texts';

const FILTERS = ['job_role', 'experience_level', 'location', 'skill', 'exp_ctc'] as const;

/** The saved and applied lists take no certificate type (§7) and have no search box. */
export function listFilters(search: JobListSearch): JobListSearch {
  const { certificate_type: _ignored, q: _noBox, ...rest } = search;
  return rest;
}

export function prefetchSavedJobs(queryClient: QueryClient, search: JobListSearch): void {
  void queryClient.prefetchQuery(savedJobsQueryOptions(listPayload(listFilters(search))));
}

/**
 * /saved-jobs ('Your Saved Jobs', §2, §4, §8): the candidate's saved jobs with filters and pages;
 * unsaving removes the card with 'Job unsaved successfully!' and the page refills from the server.
 */
export function SavedJobsScreen({
  search,
  onSearchChange,
}: {
  search: JobListSearch;
  onSearchChange: OnSearchChange;
}) {
  const queryClient = useQueryClient();
  const { openApply, applyDialogs } = useApplyFlow({ screen: 'search' });
  const filters = listFilters(search);
  const query = useQuery(savedJobsQueryOptions(listPayload(filters)));
  // an unsaved job leaves at once (its card shows saved_status false in the cache)
  const jobs = query.data?.jobs.filter((job) => job.saved_status);
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {SAVED_JOBS_HEADING}
        </Title>
        <JobFilters value={filters} names={FILTERS} onSearch={(next) => onSearchChange(next)} />
        <JobListView
          jobs={jobs}
          total={(query.data?.total ?? 0) - ((query.data?.jobs.length ?? 0) - (jobs?.length ?? 0))}
          page={search.page ?? 1}
          loading={query.isPending}
          error={query.error && !query.data ? jobListFailure('saved', query.error) : null}
          emptyText={hasFilters(filters) ? NO_SAVED_JOBS_MATCH : NO_SAVED_JOBS}
          updatedAt={query.dataUpdatedAt}
          failureReason={query.failureReason}
          onPage={(next, options) => onSearchChange({ ...filters, page: next }, options)}
          onApply={openApply}
          notOnPhone={isPageNotOnPhone(query)}
          settled={query.isSuccess && !query.isPlaceholderData}
          onSavedChange={(_job, saved) => {
            if (saved) return;
            notify.success(JOB_UNSAVED);
            void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.jobs, 'saved'] });
          }}
        />
      </Stack>
      {applyDialogs}
    </Container>
  );
}
