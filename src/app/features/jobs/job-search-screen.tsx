import './jobs-styles';
import { Container, Stack, Text, Title } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { jobSearchQueryOptions } from './api/search-jobs';
import { useApplyFlow } from './apply-flow';
import { JobFilters } from './job-filters';
import { jobListFailure } from './job-list-failure';
import { type JobListSearch, listPayload, type OnSearchChange } from './job-list-search';
import { isPageNotOnPhone, JobListView } from './job-list-view';
import { JobSearchBox } from './job-search-box';
import { NO_JOBS_MATCH, SEARCH_HEADING } from './job-texts';
import { SaveSearchButton } from './save-search-button';

/** The heading about connecting talent with RCM companies (§2 Job search). */
export const SEARCH_TAGLINE = 'Connecting RCM talent with the companies that need it';

const FILTERS = ['job_role', 'location', 'skill', 'exp_ctc', 'experience_level', 'certificate_type'] as const;

/** The route loader's part: asks for the page of the URL's search (into the cache), without waiting. */
export function prefetchJobSearch(queryClient: QueryClient, search: JobListSearch): void {
  void queryClient.prefetchQuery(jobSearchQueryOptions(listPayload(search)));
}

export interface JobSearchScreenProps {
  search: JobListSearch;
  onSearchChange: OnSearchChange;
}

/**
 * /jobpostings (§2 Job search, 'Recommended for You'): the search box (issue 19) above the six
 * filters, cards 3 a row (1 at phone width), numbered pagination; words, filters and page live in
 * the URL. Offline it shows the pages seen
 * before and says how old they are.
 */
export function JobSearchScreen({ search, onSearchChange }: JobSearchScreenProps) {
  const { openApply, applyDialogs } = useApplyFlow({ screen: 'search' });
  const query = useQuery(jobSearchQueryOptions(listPayload(search)));
  const page = search.page ?? 1;
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {SEARCH_HEADING}
          </Title>
          <Text c="dark.6">{SEARCH_TAGLINE}</Text>
        </div>
        <JobSearchBox
          value={search.q}
          onSearch={(words) => onSearchChange({ ...search, q: words || undefined, page: undefined })}
        />
        <JobFilters
          value={search}
          names={FILTERS}
          onSearch={(filters) => onSearchChange({ ...filters, q: search.q })}
          // V3: Clear empties the words of the search box too
          onClear={() => onSearchChange({})}
          actions={<SaveSearchButton search={{ ...search }} />}
        />
        <JobListView
          jobs={query.data?.jobs}
          total={query.data?.total ?? 0}
          page={page}
          loading={query.isPending}
          error={query.error && !query.data ? jobListFailure('search', query.error) : null}
          emptyText={NO_JOBS_MATCH}
          updatedAt={query.dataUpdatedAt}
          onPage={(next, options) => onSearchChange({ ...search, page: next }, options)}
          onApply={openApply}
          notOnPhone={isPageNotOnPhone(query)}
          settled={query.isSuccess && !query.isPlaceholderData}
        />
      </Stack>
      {applyDialogs}
    </Container>
  );
}
