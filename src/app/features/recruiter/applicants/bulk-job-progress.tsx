import type { BulkJob } from '@contract/recruiter/bulk';
import { Progress, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bulkJobQueryOptions } from '../api/get-bulk-job';
import { bulkProgressText } from './applicants-texts';

/**
 * A bulk job's progress while the server works it (asked every BULK_POLL_MS): a bar and 'Shortlisting:
 * 120 of 300 done'; once it ends, `onFinished` gets the job (its summary in plain words).
 */
export function BulkJobProgress({
  bulkJobId,
  onFinished,
}: {
  bulkJobId: number;
  onFinished: (job: BulkJob) => void;
}) {
  const query = useQuery(bulkJobQueryOptions(bulkJobId));
  const job = query.data;
  const finished = job?.state === 'done' || job?.state === 'failed';
  useEffect(() => {
    if (job && finished) onFinished(job);
  }, [job, finished, onFinished]);
  if (!job || finished) return null;
  const percent = job.total === 0 ? 100 : Math.round((job.done / job.total) * 100);
  return (
    <Stack gap={4} mt="xs">
      <Progress value={percent} aria-label="Bulk action progress" />
      <Text size="sm" role="status" data-testid="bulk-progress">
        {bulkProgressText(job)}
      </Text>
    </Stack>
  );
}
