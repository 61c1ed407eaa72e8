import './jobs-styles';
import { NetworkError } from '@app/api/client';
import { prefetchForFirstRender, startRead } from '@app/api/first-data';
import { useScreenTitle } from '@app/ui/page-title';
import { JOB_FILTERS } from '@contract/job-search-fields';
import { Container, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { jobSearchQueryOptions } from './api/search-jobs';
import { useApplyFlow } from './apply-flow';
import { JobFilters } from './job-filters';
import { jobListFailure } from './job-list-failure';
import { isNewSince, listPayload } from './job-list-payload';
import type { JobListSearch, OnSearchChange } from './job-list-search';
import { isPageNotOnPhone, JobListView } from './job-list-view';
import { JobSearchBox } from './job-search-box';
import { jobSearchHeading, SEARCH_HEADING, SORT_LABEL, SORT_NEWEST, SORT_RELEVANCE } from './job-texts';
import { SaveSearchButton } from './save-search-button';
import { SearchEmptyState } from './search-empty-state';

/** The heading about connecting talent with RCM companies (§2 Job search). */
export const SEARCH_TAGLINE = 'Connecting RCM talent with the companies that need it';

/** The route loader's part: asks for the page of the URL's search (into the cache), without waiting. */
export function prefetchJobSearch(queryClient: QueryClient, search: JobListSearch): Promise<void> {
  return prefetchForFirstRender([startRead(queryClient, jobSearchQueryOptions(listPayload(search)))]);
}

export interface JobSearchScreenProps {
  search: JobListSearch;
  onSearchChange: OnSearchChange;
}

/**
 * /jobpostings (§2 Job search, 'Recommended for You'): the search box (issue 19) above the six
 * filters, cards 3 a row (1 at phone width), numbered pagination; words, filters and page live in
 * the URL. With words, the order: best match or newest first; opened from a saved search, the jobs
 * posted since its previous visit are marked New (SS2). Offline it shows the pages seen
 * before and says how old they are.
 */
export function JobSearchScreen({ search, onSearchChange }: JobSearchScreenProps) {
  const { openApply, applyDialogs } = useApplyFlow({ screen: 'search' });
  const query = useQuery(jobSearchQueryOptions(listPayload(search)));
  const page = search.page ?? 1;
  const heading = jobSearchHeading(search);
  // the page's title names the search too; with nothing searched it stays the route's
  useScreenTitle('/_signed-in/jobpostings/', heading === SEARCH_HEADING ? undefined : heading);
  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            {heading}
          </Title>
          <Text c="dark.6">{SEARCH_TAGLINE}</Text>
        </div>
        <JobSearchBox
          value={search.q}
          onSearch={(words) => onSearchChange({ ...search, q: words || undefined, page: undefined })}
        />
        <JobFilters
          value={search}
          names={JOB_FILTERS}
          onSearch={(filters) => onSearchChange({ ...filters, q: search.q })}
          // V3: Clear empties the words of the search box too
          onClear={() => onSearchChange({})}
          actions={<SaveSearchButton search={{ ...search }} />}
        />
        {search.q ? (
          <NativeSelect
            label={SORT_LABEL}
            value={search.sort ?? 'relevance'}
            onChange={(event) =>
              onSearchChange({
                ...search,
                sort: event.currentTarget.value === 'newest' ? 'newest' : undefined,
                page: undefined,
              })
            }
            data={[
              { value: 'relevance', label: SORT_RELEVANCE },
              { value: 'newest', label: SORT_NEWEST },
            ]}
            w={{ base: '100%', xs: 220 }}
          />
        ) : null}
        <JobListView
          jobs={query.data?.jobs}
          total={query.data?.total ?? 0}
          page={page}
          loading={query.isPending}
          error={query.error && !query.data ? jobListFailure('search', query.error) : null}
          emptyText={<SearchEmptyState words={search.q} />}
          allWordsTotal={query.data?.allWordsTotal}
          updatedAt={query.dataUpdatedAt}
          failureReason={query.failureReason}
          onPage={(next, options) => onSearchChange({ ...search, page: next }, options)}
          onApply={openApply}
          refreshing={query.isPlaceholderData && query.isFetching}
          noAnswer={
            query.error instanceof NetworkError && !query.data
              ? { what: 'the jobs for this search', onRetry: () => void query.refetch() }
              : null
          }
          notOnPhone={isPageNotOnPhone(query)}
          settled={query.isSuccess && !query.isPlaceholderData}
          isNew={search.new_since ? (job) => isNewSince(job.created_at, search.new_since) : undefined}
        />
      </Stack>
      {applyDialogs}
    </Container>
  );
}
