import { VerifiedMark } from '@app/ui/job-view/verified-mark';
import { NeverChargeLine } from '@app/ui/never-charge/never-charge-line';
import { Text, Title } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A conversation's heading: the company (the screen's h1, focused on arrival), the job, the
 * Verified employer mark and the "We never charge candidates" line (issue 37).
 */
export function ConversationHeading({
  conversation,
  heading,
}: {
  conversation: { company_name: string; job_title: string; company_verified: boolean };
  heading: Ref<HTMLHeadingElement>;
}) {
  return (
    <div>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }} ref={heading} tabIndex={-1}>
        {conversation.company_name}
      </Title>
      <Text c="dark.6" style={{ overflowWrap: 'anywhere' }}>
        {conversation.job_title}
      </Text>
      <VerifiedMark verified={conversation.company_verified} />
      <NeverChargeLine />
    </div>
  );
}
