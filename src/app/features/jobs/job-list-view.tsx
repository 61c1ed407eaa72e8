import { DataAgeNote, NotAnsweringNote } from '@app/ui/data-age-note';
import { Pagination } from '@app/ui/pagination';
import { JOBS_PER_PAGE, type JobCard as JobCardData } from '@contract/jobs';
import { Alert, Divider, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { JobCard } from './job-card';
import type { ListNavigation } from './job-list-search';
import { allWordsCount, JOBS_PAGE_NOT_ON_PHONE, RELATED_JOBS } from './job-texts';

/**
 * Offline, a page this device never loaded: the query waits for the network (paused) and has no
 * data of its own (at most the previous page's, kept as a placeholder). It says so instead of
 * showing another page's cards under this page's number.
 */
export function isPageNotOnPhone(query: {
  fetchStatus: string;
  isPlaceholderData: boolean;
  data: unknown;
}): boolean {
  return query.fetchStatus === 'paused' && (query.isPlaceholderData || query.data === undefined);
}

export interface JobListViewProps {
  jobs: readonly JobCardData[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  /** The failure text to show (the list keeps showing what it had). */
  error: string | null;
  emptyText: ReactNode;
  /**
   * A search box search's: how many of `total` hold every word. They are listed first; the others
   * (holding some of the words) follow under a 'Related jobs' divider.
   */
  allWordsTotal?: number;
  /** When the shown list was fetched (offline it says how old it is). */
  updatedAt: number;
  /** The list's query's last failure (a refresh with no answer says the network is not answering). */
  failureReason?: unknown;
  onPage: (page: number, options?: ListNavigation) => void;
  onApply: (job: JobCardData) => void;
  onSavedChange?: (job: JobCardData, saved: boolean) => void;
  /**
   * The cards shown are another page's of the same search, kept while this page loads: they are
   * marked as loading (busy, faded) until this page's own arrive.
   */
  refreshing?: boolean;
  /** The read got no answer and nothing is saved: says so, with 'Try again' (NotAnsweringNote). */
  noAnswer?: { what: string; onRetry: () => void } | null;
  /** Offline and this page was never loaded here (`isPageNotOnPhone`). */
  notOnPhone?: boolean;
  /** The list shown is this page's own answer (not a placeholder): a page past the last is clamped. */
  settled?: boolean;
  extra?: (job: JobCardData) => ReactNode;
  /** Whether a job is new to the candidate (a 'New' badge on its card). */
  isNew?: (job: JobCardData) => boolean;
  /** The cards say 'Posted 1 day ago' (JobCard's postedPhrase): they show another date. */
  postedPhrase?: boolean;
}

/**
 * A page of job cards (3 a row, 1 at phone width), its states and its numbered pagination. A page
 * chosen keeps the view at the list (not the filters above it); a page past the last one (an old
 * link, `?page=999`) goes to the last page.
 */
export function JobListView(props: JobListViewProps) {
  const { total, page, error, emptyText, updatedAt, notOnPhone, settled, onPage, allWordsTotal } = props;
  const { failureReason } = props;
  const jobs = notOnPhone ? undefined : props.jobs;
  const loading = props.loading && !notOnPhone;
  const totalPages = Math.max(Math.ceil(total / JOBS_PER_PAGE), notOnPhone ? page : 0);
  const root = useRef<HTMLDivElement>(null);
  const lastPage = Math.ceil(total / JOBS_PER_PAGE);
  const offsetOf = (at: number) => (at - 1) * JOBS_PER_PAGE;
  const beyondLast = lastPage >= 1 && page > lastPage;
  useEffect(() => {
    if (settled && lastPage >= 1 && page > lastPage) onPage(lastPage, { replace: true });
  }, [settled, lastPage, page, onPage]);
  const choosePage = (next: number) => {
    onPage(next, { resetScroll: false });
    root.current?.scrollIntoView?.({ block: 'start' });
  };
  /** The cards' titles are h2 under the screen's h1; those under 'Related jobs' (an h2), h3. */
  const cardGrid = (cards: readonly JobCardData[], headingOrder: 2 | 3 = 2) =>
    cards.length === 0 ? null : (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {cards.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            onApply={props.onApply}
            onSavedChange={props.onSavedChange}
            extra={props.extra?.(job)}
            isNew={props.isNew?.(job)}
            headingOrder={headingOrder}
            postedPhrase={props.postedPhrase}
          />
        ))}
      </SimpleGrid>
    );
  return (
    <Stack gap="md" ref={root} style={{ scrollMarginTop: 80 }}>
      {notOnPhone ? null : <DataAgeNote updatedAt={updatedAt} failureReason={failureReason} what="jobs" />}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {props.noAnswer ? <NotAnsweringNote {...props.noAnswer} /> : null}
      {notOnPhone ? <Text role="status">{JOBS_PAGE_NOT_ON_PHONE}</Text> : null}
      {loading && !jobs ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={index} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {jobs && jobs.length === 0 && !error && !beyondLast ? (
        <Stack role="status" gap="xs">
          {typeof emptyText === 'string' ? <Text c="dark.6">{emptyText}</Text> : emptyText}
        </Stack>
      ) : null}
      {jobs && jobs.length > 0 ? (
        <>
          <Text size="sm" c="dark.6" role="status">
            {total} {total === 1 ? 'job' : 'jobs'}
            {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
            {allWordsTotal === undefined ? '' : `. ${allWordsCount(allWordsTotal)}`}
          </Text>
          <Stack
            gap="md"
            aria-busy={props.refreshing || undefined}
            aria-label={props.refreshing ? 'Loading jobs' : undefined}
            style={props.refreshing ? { opacity: 0.6, transition: 'opacity 150ms' } : undefined}
          >
            {allWordsTotal === undefined || allWordsTotal >= total ? (
              cardGrid(jobs)
            ) : (
              <>
                {cardGrid(jobs.slice(0, Math.max(0, allWordsTotal - offsetOf(page))))}
                {offsetOf(page) + jobs.length > allWordsTotal ? (
                  <Divider
                    labelPosition="left"
                    label={
                      <Title order={2} size="h5" c="dark.6">
                        {RELATED_JOBS}
                      </Title>
                    }
                  />
                ) : null}
                {cardGrid(jobs.slice(Math.max(0, allWordsTotal - offsetOf(page))), 3)}
              </>
            )}
          </Stack>
        </>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onChange={choosePage} />
    </Stack>
  );
}
