import { dayLabel } from '@app/ui/application-timeline';
import { DataAgeNote } from '@app/ui/data-age-note';
import { AnchorLink, ButtonLink } from '@app/ui/links';
import { useScreenTitle } from '@app/ui/page-title';
import { Pagination } from '@app/ui/pagination';
import { QueryStates } from '@app/ui/query-states';
import { JOB_STATUS_LABELS, RECRUITER_JOBS_PER_PAGE, type RecruiterJobRow } from '@contract/recruiter/jobs';
import { Badge, Card, Checkbox, Container, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recruiterJobsQueryOptions } from '../api/get-recruiter-jobs';
import { recruiterMeQueryOptions } from '../api/get-recruiter-me';
import { CloseJobsBar, CopyJobButton } from './job-actions';
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
  postedText,
  VIEW_APPLICANTS,
} from './jobs-texts';

const STATUS_COLOURS = { draft: 'gray.8', open: 'teal.9', closed: 'red.9' } as const;

/**
 * One job: its title (to the editor), city, posted date, status, applicants by status and how many
 * are new; an open job can be selected (to close several at once); any can be copied.
 */
function JobRow({
  job,
  selected,
  onSelect,
}: {
  job: RecruiterJobRow;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const fresh = newSinceText(job.new_since_last_look);
  const day = dayLabel(job.created_at);
  return (
    <Card withBorder radius="md" padding="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          {job.status === 'open' ? (
            <Checkbox
              mt={4}
              aria-label={`Select ${job.job_title}`}
              checked={selected}
              onChange={(event) => onSelect(event.currentTarget.checked)}
            />
          ) : null}
          <AnchorLink
            to="/recruiter/jobs/$jobId/edit"
            params={{ jobId: job.id }}
            fw={700}
            size="lg"
            style={{ overflowWrap: 'anywhere' }}
          >
            {job.job_title}
          </AnchorLink>
          <Badge ml="auto" variant="outline" color={STATUS_COLOURS[job.status]} style={{ flexShrink: 0 }}>
            {JOB_STATUS_LABELS[job.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {[job.location, day ? postedText(job.status === 'draft', day) : null].filter(Boolean).join(' · ')}
        </Text>
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
          <CopyJobButton jobId={job.id} title={job.job_title} />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * /recruiter (issue 23 §Workspace 1): the company's jobs, most recently posted first (issue 36),
 * 10 a page; Post a job, Copy one, close several open ones at once. Loading, empty and error states; offline it shows the jobs saved on this device and
 * says how old they are.
 */
export function JobsScreen() {
  useScreenTitle('/_recruiter/recruiter/', JOBS_HEADING);
  const [page, setPage] = useState(1);
  const query = useQuery(recruiterJobsQueryOptions(page));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
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
          <CloseJobsBar
            jobIds={data.jobs
              .filter((job) => job.status === 'open' && selected.has(job.id))
              .map((job) => job.id)}
            onDone={() => setSelected(new Set())}
          />
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={JOBS_HEADING}>
            {data.jobs.map((job) => (
              <JobRow
                key={job.id}
                job={job}
                selected={selected.has(job.id)}
                onSelect={(on) =>
                  setSelected((current) => {
                    const next = new Set(current);
                    if (on) next.add(job.id);
                    else next.delete(job.id);
                    return next;
                  })
                }
              />
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
