import { Badge, Group, Text } from '@mantine/core';
import { applicationStatusLabel } from './job-format';

/** 'Status: Awaiting' (shortlisted, rejected, Not specified) on an applied card and the job detail (§4). */
export function ApplicationStatus({ status }: { status: string | null | undefined }) {
  return (
    <Group gap={6}>
      <Text size="sm">Status:</Text>
      <Badge variant="outline" color={status === 'rejected' ? 'red.9' : 'brand'}>
        {applicationStatusLabel(status)}
      </Badge>
    </Group>
  );
}
