import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { JOBS_PER_PAGE, type JobCard as JobCardData } from '../../../contract/jobs';
import { DataAgeNote } from '../../ui/data-age-note';
import { Pagination } from '../../ui/pagination';
import { JobCard } from './job-card';

export interface JobListViewProps {
  jobs: readonly JobCardData[] | undefined;
  total: number;
  page: number;
  loading: boolean;
  /** The failure text to show (the list keeps showing what it had). */
  error: string | null;
  emptyText: string;
  /** When the shown list was fetched (offline it says how old it is). */
  updatedAt: number;
  onPage: (page: number) => void;
  onApply: (job: JobCardData) => void;
  onSavedChange?: (job: JobCardData, saved: boolean) => void;
  extra?: (job: JobCardData) => ReactNode;
}

/** A page of job cards (3 a row, 1 at phone width), its states and its numbered pagination. */
export function JobListView(props: JobListViewProps) {
  const { jobs, total, page, loading, error, emptyText, updatedAt } = props;
  const totalPages = Math.ceil(total / JOBS_PER_PAGE);
  return (
    <Stack gap="md">
      <DataAgeNote updatedAt={updatedAt} what="jobs" />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {loading && !jobs ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label="Loading jobs">
          {Array.from({ length: 3 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
            <Skeleton key={index} height={220} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      {jobs && jobs.length === 0 && !error ? (
        <Text role="status" c="dark.6">
          {emptyText}
        </Text>
      ) : null}
      {jobs && jobs.length > 0 ? (
        <>
          <Text size="sm" c="dark.6" role="status">
            {total} {total === 1 ? 'job' : 'jobs'}
            {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {jobs.map((job) => (
              <JobCard
                key={job.id}
                job={job}
                onApply={props.onApply}
                onSavedChange={props.onSavedChange}
                extra={props.extra?.(job)}
              />
            ))}
          </SimpleGrid>
        </>
      ) : null}
      <Pagination page={page} totalPages={totalPages} onChange={props.onPage} />
    </Stack>
  );
}
