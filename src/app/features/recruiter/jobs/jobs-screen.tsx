import { DataAgeNote } from '@app/ui/data-age-note';
import { AnchorLink, ButtonLink } from '@app/ui/links';
import { useScreenTitle } from '@app/ui/page-title';
import { Pagination } from '@app/ui/pagination';
import { QueryStates } from '@app/ui/query-states';
import { JOB_STATUS_LABELS, RECRUITER_JOBS_PER_PAGE, type RecruiterJobRow } from '@contract/recruiter/jobs';
import { Badge, Card, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recruiterJobsQueryOptions } from '../api/get-recruiter-jobs';
import { recruiterMeQueryOptions } from '../api/get-recruiter-me';
import {
  applicantCountsText,
  EDIT_JOB,
  JOBS_FAILED,
  JOBS_HEADING,
  JOBS_NOT_ON_DEVICE,
  LOADING_JOBS,
  NO_JOBS,
  newSinceText,
  POST_A_JOB,
  VIEW_APPLICANTS,
} from './jobs-texts';

const STATUS_COLOURS = { draft: 'gray.8', open: 'teal.9', closed: 'red.9' } as const;

/** One job: its title (to the editor), city, status, applicants by status and how many are new. */
function JobRow({ job }: { job: RecruiterJobRow }) {
  const fresh = newSinceText(job.new_since_last_look);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <AnchorLink
            to="/recruiter/jobs/$jobId/edit"
            params={{ jobId: job.id }}
            fw={700}
            size="lg"
            style={{ overflowWrap: 'anywhere' }}
          >
            {job.job_title}
          </AnchorLink>
          <Badge variant="outline" color={STATUS_COLOURS[job.status]} style={{ flexShrink: 0 }}>
            {JOB_STATUS_LABELS[job.status]}
          </Badge>
        </Group>
        {job.location ? <Text size="sm">{job.location}</Text> : null}
        <Group gap="xs" wrap="wrap">
          <Text size="sm" c="dark.6">
            {applicantCountsText(job.applicants)}
          </Text>
          {fresh ? (
            <Badge color="brand" variant="filled">
              {fresh}
            </Badge>
          ) : null}
        </Group>
        <Group gap="md">
          <AnchorLink to="/recruiter/jobs/$jobId/edit" params={{ jobId: job.id }} size="sm">
            {EDIT_JOB}
            <VisuallyHidden> {job.job_title}</VisuallyHidden>
          </AnchorLink>
          {job.status === 'draft' ? null : (
            <AnchorLink to="/recruiter/jobs/$jobId/applicants" params={{ jobId: job.id }} size="sm">
              {VIEW_APPLICANTS}
              <VisuallyHidden> for {job.job_title}</VisuallyHidden>
            </AnchorLink>
          )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /recruiter (issue 23 §Workspace 1): the company's jobs, most recently changed first, 10 a page;
 * Post a job. Loading, empty and error states; offline it shows the jobs saved on this device and
 * says how old they are.
 */
export function JobsScreen() {
  useScreenTitle('/_recruiter/recruiter/', JOBS_HEADING);
  const [page, setPage] = useState(1);
  const query = useQuery(recruiterJobsQueryOptions(page));
  // the header names the company from a tablet's width up; on a phone it stands under the heading
  const company = useQuery(recruiterMeQueryOptions()).data?.company.name;
  const data = query.data;
  const totalPages = Math.max(1, Math.ceil((data?.total ?? 0) / RECRUITER_JOBS_PER_PAGE));

  let body: React.ReactNode;
  if (data) {
    body =
      data.jobs.length === 0 ? (
        <Text>{NO_JOBS}</Text>
      ) : (
        <Stack gap="md">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={JOBS_HEADING}>
            {data.jobs.map((job) => (
              <JobRow key={job.id} job={job} />
            ))}
          </Stack>
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </Stack>
      );
  } else {
    body = (
      <QueryStates
        query={query}
        texts={{
          failed: JOBS_FAILED,
          notOnDevice: JOBS_NOT_ON_DEVICE,
          loading: LOADING_JOBS,
          what: 'your jobs',
        }}
      />
    );
  }

  return (
    <Container size="lg" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="sm">
          <Stack gap={0}>
            <Title order={1} size="h2">
              {JOBS_HEADING}
            </Title>
            {company ? (
              <Text c="dark.6" hiddenFrom="xs">
                {company}
              </Text>
            ) : null}
          </Stack>
          <ButtonLink to="/recruiter/jobs/new" leftSection={<IconPlus size={18} aria-hidden />}>
            {POST_A_JOB}
          </ButtonLink>
        </Group>
        {data ? (
          <DataAgeNote updatedAt={query.dataUpdatedAt} failureReason={query.failureReason} what="your jobs" />
        ) : null}
        {body}
      </Stack>
    </Container>
  );
}
