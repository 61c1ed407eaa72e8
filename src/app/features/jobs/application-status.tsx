import { UNCUT_BADGE_STYLES } from '@app/ui/uncut-badge';
import { Badge, Group, Text } from '@mantine/core';
import { applicationStatusLabel } from './job-format';

/**
 * 'Status: Awaiting' (shortlisted, rejected, Interview, Offered, Joined, Withdrawn, Not specified)
 * on an applied card and the job detail (§4, issue 36), never cut.
 */
export function ApplicationStatus({ status }: { status: string | null | undefined }) {
  return (
    <Group gap={6}>
      <Text size="sm">Status:</Text>
      <Badge
        variant="outline"
        color={status === 'rejected' ? 'red.9' : status === 'withdrawn' ? 'dark.6' : 'brand'}
        styles={UNCUT_BADGE_STYLES}
      >
        {applicationStatusLabel(status)}
      </Badge>
    </Group>
  );
}
