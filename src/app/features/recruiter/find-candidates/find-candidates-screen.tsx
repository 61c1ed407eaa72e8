import { ApiError } from '@app/api/client';
import { DataAgeNote } from '@app/ui/data-age-note';
import { useScreenTitle } from '@app/ui/page-title';
import { Pagination } from '@app/ui/pagination';
import { QueryStates } from '@app/ui/query-states';
import {
  CANDIDATES_PER_PAGE,
  CONNECTS_PER_DAY,
  type FoundCandidate,
} from '@contract/recruiter/find-candidates';
import { Alert, Container, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { findCandidatesQueryOptions } from '../api/find-candidates';
import { BackToJobs } from '../shared/back-to-jobs';
import { CandidateFilters } from './candidate-filters';
import { ConnectDialog } from './connect-dialog';
import { type FindCandidatesSearch, findCandidatesQuery } from './find-candidates-search';
import {
  CANDIDATES_FAILED,
  CANDIDATES_NOT_ON_DEVICE,
  CANDIDATES_WHAT,
  FIND_HEADING,
  FIND_INTRO,
  LOADING_CANDIDATES,
  NO_CANDIDATES,
  NOT_VERIFIED_HEADING,
  sentTodayText,
} from './find-candidates-texts';
import { FoundCandidateCard } from './found-candidate-card';

/**
 * /recruiter/candidates, Find candidates (issue 37 §3): the filters (in the URL), the findable
 * candidates they keep, 20 a page, each without name or contact, with Ask to connect (the Connect
 * dialog). An unverified company is told plainly that only verified employers can search.
 * Loading, empty and failed states; offline it shows what this device saved, with its age.
 */
export function FindCandidatesScreen({
  search,
  onSearchChange,
}: {
  search: FindCandidatesSearch;
  onSearchChange: (next: FindCandidatesSearch) => void;
}) {
  useScreenTitle('/_recruiter/recruiter/candidates', FIND_HEADING);
  const query = useQuery(findCandidatesQueryOptions(findCandidatesQuery(search)));
  const [asking, setAsking] = useState<FoundCandidate | null>(null);
  const data = query.data;
  const notVerified = query.error instanceof ApiError && query.error.code === 'company_not_verified';

  let body: ReactNode;
  if (notVerified)
    body = (
      <Alert color="orange" title={NOT_VERIFIED_HEADING} role="alert">
        {(query.error as ApiError).serverMessage}
      </Alert>
    );
  else if (data)
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dark.6">
          {data.total === 1 ? '1 candidate' : `${data.total} candidates`}.{' '}
          {sentTodayText(data.sent_today, CONNECTS_PER_DAY)}
        </Text>
        {data.candidates.length === 0 ? <Text>{NO_CANDIDATES}</Text> : null}
        <Stack
          component="ul"
          gap="sm"
          aria-label="Candidates"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {data.candidates.map((candidate) => (
            <li key={candidate.candidate_id}>
              <FoundCandidateCard candidate={candidate} onConnect={setAsking} />
            </li>
          ))}
        </Stack>
        <Pagination
          page={search.page ?? 1}
          totalPages={Math.ceil(data.total / CANDIDATES_PER_PAGE)}
          onChange={(page) => onSearchChange({ ...search, page: page > 1 ? page : undefined })}
        />
      </Stack>
    );
  else
    body = (
      <QueryStates
        query={query}
        texts={{
          failed: CANDIDATES_FAILED,
          notOnDevice: CANDIDATES_NOT_ON_DEVICE,
          loading: LOADING_CANDIDATES,
          what: CANDIDATES_WHAT,
        }}
      />
    );

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackToJobs />
        <Stack gap={2}>
          <Title order={1} size="h2">
            {FIND_HEADING}
          </Title>
          <Text c="dark.6">{FIND_INTRO}</Text>
        </Stack>
        {notVerified ? null : <CandidateFilters search={search} onSearch={onSearchChange} />}
        {data && !notVerified ? (
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what={CANDIDATES_WHAT}
          />
        ) : null}
        {body}
      </Stack>
      {data && asking ? (
        <ConnectDialog
          key={asking.candidate_id}
          candidate={asking}
          openJobs={data.open_jobs}
          sentToday={data.sent_today}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Container>
  );
}
