import { ApiError } from '@app/api/client';
import { DataAgeNote, NotAnsweringNote } from '@app/ui/data-age-note';
import { useScreenTitle } from '@app/ui/page-title';
import { Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { recruiterJobQueryOptions } from '../api/get-recruiter-job';
import { BackToJobs } from '../shared/back-to-jobs';
import { JobEditorForm } from './job-editor-form';
import {
  EDIT_JOB_HEADING,
  JOB_FAILED,
  JOB_NOT_FOUND_TEXT,
  JOB_NOT_ON_DEVICE,
  LOADING_JOB,
  POST_JOB_HEADING,
} from './job-editor-texts';
import { WalkInDriveSection } from './walk-in-drive-section';

function Frame({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <BackToJobs />
        <Title order={1} size="h2">
          {heading}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}

/** /recruiter/jobs/new (issue 23 §Workspace 2): a new job, saved as a draft or published. */
export function NewJobScreen() {
  useScreenTitle('/_recruiter/recruiter/jobs/new', POST_JOB_HEADING);
  return (
    <Frame heading={POST_JOB_HEADING}>
      <JobEditorForm job={null} />
    </Frame>
  );
}

/**
 * /recruiter/jobs/$jobId/edit: the company's job in the editor. Loading, not-found (another
 * company's job is not found), error and offline-not-saved states. Online it opens with the
 * server's job, read again for this opening, never the copy this device saved (issue 36 R1: a
 * colleague's changes would be saved over); offline, or with the network not answering, it opens
 * the saved copy and says how old it is (a save from it is refused if the job changed since,
 * 409 version_conflict, and the editor asks). Under the job's form, its walk-in drive, saved apart.
 */
export function EditJobScreen({ jobId }: { jobId: number }) {
  const query = useQuery({ ...recruiterJobQueryOptions(jobId), refetchOnMount: 'always' });
  // read since this screen opened (not isFetchedAfterMount: the persisted cache restored after the
  // screen's first render brings its own count of fetches), or no read can be made now
  const [openedAt] = useState(Date.now);
  const readNow =
    query.dataUpdatedAt >= openedAt || query.fetchStatus === 'paused' || Boolean(query.failureReason);
  const job = readNow ? query.data?.job : undefined;
  useScreenTitle(
    '/_recruiter/recruiter/jobs/$jobId/edit',
    job ? `${EDIT_JOB_HEADING}: ${job.job_title}` : EDIT_JOB_HEADING,
  );
  let body: React.ReactNode;
  if (job) {
    body = (
      <>
        <DataAgeNote updatedAt={query.dataUpdatedAt} failureReason={query.failureReason} what="this job" />
        <JobEditorForm key={job.id} job={job} />
        <WalkInDriveSection jobId={job.id} />
      </>
    );
  } else if (query.error instanceof ApiError && query.error.status === 404) {
    body = <Text>{JOB_NOT_FOUND_TEXT}</Text>;
  } else if (query.error) {
    body = (
      <Stack gap="xs">
        <Text c="red.9" role="alert">
          {JOB_FAILED}
        </Text>
        <NotAnsweringNote what="this job" onRetry={() => void query.refetch()} />
      </Stack>
    );
  } else if (query.fetchStatus === 'paused') {
    body = <Text role="status">{JOB_NOT_ON_DEVICE}</Text>;
  } else {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>{LOADING_JOB}</Text>
      </Group>
    );
  }
  return <Frame heading={EDIT_JOB_HEADING}>{body}</Frame>;
}
