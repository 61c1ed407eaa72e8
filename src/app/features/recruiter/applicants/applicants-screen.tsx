import { ApiError } from '@app/api/client';
import { DataAgeNote } from '@app/ui/data-age-note';
import { useScreenTitle } from '@app/ui/page-title';
import { Pagination } from '@app/ui/pagination';
import { QueryStates } from '@app/ui/query-states';
import { APPLICATION_STATUSES } from '@contract/jobs';
import { APPLICANTS_PER_PAGE } from '@contract/recruiter/applicants';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { jobApplicantsQueryOptions } from '../api/get-job-applicants';
import { recruiterJobQueryOptions } from '../api/get-recruiter-job';
import { BackToJobs } from '../shared/back-to-jobs';
import { ApplicantsFilters, FiltersSheet } from './applicants-filters';
import { type ApplicantsSearch, applicantsQuery, hasApplicantFilters } from './applicants-search';
import { ApplicantsTable } from './applicants-table';
import {
  APPLICANTS_FAILED,
  APPLICANTS_HEADING,
  APPLICANTS_NOT_ON_DEVICE,
  APPLICATION_STATUS_LABELS,
  applicantsFoundText,
  CLEAR_SELECTION,
  JOB_NOT_FOUND_TEXT,
  LOADING_APPLICANTS,
  NO_APPLICANTS,
  NO_APPLICANTS_MATCH,
  selectAllMatchingText,
} from './applicants-texts';
import { BulkStatusBar } from './bulk-status-bar';
import { DownloadCsvButton } from './download-csv-button';

/** Laptop and up: a table; below: stacked cards. */
const WIDE_QUERY = '(min-width: 62em)';
/** A phone: the filters fold into a 'Filters (n)' sheet, so the list starts with its first applicant. */
const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether a failure is the job (or applicant) not being this company's: a not-found state. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * /recruiter/jobs/$jobId/applicants (issue 23 §Workspace 4): the job's applicants with their
 * counts by stage, filters (by stage too, each option with its count), order and page (in the
 * URL), a table on a laptop and cards on a phone (where the filters fold into a 'Filters (n)'
 * sheet, issue 36), several selected at once and moved to a stage together. Loading, empty, error and
 * not-found states; offline it shows the list saved on this device and says how old it is.
 */
export function ApplicantsScreen({
  jobId,
  search,
  onSearchChange,
}: {
  jobId: number;
  search: ApplicantsSearch;
  onSearchChange: (next: ApplicantsSearch) => void;
}) {
  const wide = useMediaQuery(WIDE_QUERY, true, { getInitialValueInEffect: false }) ?? true;
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  useScreenTitle('/_recruiter/recruiter/jobs/$jobId/applicants', APPLICANTS_HEADING);
  const job = useQuery(recruiterJobQueryOptions(jobId));
  const query = useQuery(jobApplicantsQueryOptions(jobId, applicantsQuery(search)));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // "Select all N matching" (issue 36 §4): the filter's every applicant, not only the page
  const [allMatching, setAllMatching] = useState(false);
  const [selectionKey, setSelectionKey] = useState(JSON.stringify(search));
  // a new page or filter starts with nothing selected ("select all on this page")
  if (selectionKey !== JSON.stringify(search)) {
    setSelectionKey(JSON.stringify(search));
    setSelected(new Set());
    setAllMatching(false);
  }
  // once something was selected the bar stays (its progress and outcome outlive the selection)
  const [selecting, setSelecting] = useState(false);
  if (!selecting && (selected.size > 0 || allMatching)) setSelecting(true);
  const clearSelection = () => {
    setSelected(new Set());
    setAllMatching(false);
  };
  const data = query.data;
  const rows = data?.applicants ?? [];
  const totalPages = Math.max(1, Math.ceil((data?.total ?? 0) / APPLICANTS_PER_PAGE));
  const notFound = isNotFound(query.error) || isNotFound(job.error);
  const pageSelected = rows.length > 0 && rows.every((row) => selected.has(row.application_id));
  const { sort: _sort, page: _page, ...bulkFilters } = applicantsQuery(search);

  let body: React.ReactNode;
  if (notFound) body = <Text>{JOB_NOT_FOUND_TEXT}</Text>;
  else if (data) {
    body =
      rows.length === 0 ? (
        // none at all is said by the count's live region above
        data.total === 0 ? null : (
          <Text>{hasApplicantFilters(search) ? NO_APPLICANTS_MATCH : NO_APPLICANTS}</Text>
        )
      ) : (
        <Stack gap="sm">
          {/* a phone shows the selection's actions from the first selection on: the list first */}
          {phone && !selecting ? null : (
            <BulkStatusBar
              jobId={jobId}
              selectedIds={rows
                .filter((row) => selected.has(row.application_id))
                .map((row) => row.application_id)}
              allMatching={allMatching ? { total: data.total, filters: bulkFilters } : null}
              onDone={clearSelection}
            />
          )}
          {pageSelected && data.total > rows.length ? (
            <Group gap="xs">
              {allMatching ? (
                <Button size="compact-sm" variant="subtle" onClick={clearSelection}>
                  {CLEAR_SELECTION}
                </Button>
              ) : (
                <Button size="compact-sm" variant="subtle" onClick={() => setAllMatching(true)}>
                  {selectAllMatchingText(data.total)}
                </Button>
              )}
            </Group>
          ) : null}
          <ApplicantsTable
            applicants={rows}
            wide={wide}
            selected={selected}
            onSelect={(id, on) => {
              setAllMatching(false);
              setSelected((current) => {
                const next = new Set(current);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              });
            }}
            onSelectAll={(on) => {
              setAllMatching(false);
              setSelected(on ? new Set(rows.map((row) => row.application_id)) : new Set());
            }}
          />
          <Pagination
            page={search.page ?? 1}
            totalPages={totalPages}
            onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
          />
        </Stack>
      );
  } else
    body = (
      <QueryStates
        query={query}
        texts={{
          failed: APPLICANTS_FAILED,
          notOnDevice: APPLICANTS_NOT_ON_DEVICE,
          loading: LOADING_APPLICANTS,
          what: 'the applicants',
        }}
      />
    );

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackToJobs />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {APPLICANTS_HEADING}
          </Title>
          {job.data ? (
            <Text c="dark.6" style={{ overflowWrap: 'anywhere' }}>
              {job.data.job.job_title}
            </Text>
          ) : null}
        </Stack>
        {data && !notFound ? (
          <Text size="sm" data-testid="stage-counts">
            {APPLICATION_STATUSES.map(
              (status) => `${APPLICATION_STATUS_LABELS[status]}: ${data.counts[status]}`,
            ).join(' · ')}
          </Text>
        ) : null}
        {notFound ? null : phone ? null : (
          <ApplicantsFilters search={search} counts={data?.counts} onChange={onSearchChange} />
        )}
        {notFound ? null : (
          // a phone: 'Filters (n)' and Download CSV share one row, so the list starts sooner
          <Group justify={phone ? 'space-between' : 'flex-end'} gap="sm">
            {phone ? <FiltersSheet search={search} counts={data?.counts} onChange={onSearchChange} /> : null}
            {data && data.total > 0 ? (
              <DownloadCsvButton jobId={jobId} query={applicantsQuery(search)} />
            ) : null}
          </Group>
        )}
        {notFound ? null : (
          // in the page before it speaks; empty while a new filter's list loads, so that each
          // result is said even when its count is the last one's (issue 35 N6)
          <Text size="sm" role="status" aria-live="polite" data-testid="applicants-found">
            {data && !query.isPlaceholderData
              ? applicantsFoundText(data.total, hasApplicantFilters(search))
              : ''}
          </Text>
        )}
        {data ? (
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what="these applicants"
          />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
