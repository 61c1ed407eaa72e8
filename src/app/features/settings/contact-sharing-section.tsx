import { NetworkError } from '@app/api/client';
import { contactSharingQueryOptions, useContactAnswer, withdrawContact } from '@app/api/contact-sharing';
import { dayLabel } from '@app/ui/application-timeline';
import { ContactQuestion } from '@app/ui/contact-question';
import { DataAgeNote } from '@app/ui/data-age-note';
import {
  CONTACT_SHARING_FAILED,
  CONTACT_SHARING_HEADING,
  CONTACT_SHARING_INTRO,
  NOT_SHARED_WITH_ANYONE,
  SHARED_WITH,
  sharedSince,
  WITHDRAW_CONTACT,
  WITHDRAW_FAILED,
  WITHDRAW_NEEDS_NETWORK,
} from '@contract/contact-sharing';
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { WhoSawMyProfile } from './who-saw-my-profile';

/**
 * The settings' Contact sharing (issue 37 §3; loaded lazily, `#contact-sharing`): the companies'
 * open questions (Share / Not now, through the write queue) and the companies the phone and
 * e-mail are shared with, each with Withdraw (needs the network); then who saw my profile. Opens
 * offline from what this phone saved, with its age.
 */
export default function ContactSharingSection() {
  const queryClient = useQueryClient();
  const query = useQuery(contactSharingQueryOptions());
  const { answer, note } = useContactAnswer(queryClient);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shares = query.data?.shares ?? [];
  const questions = shares.filter((share) => share.state === 'asked');
  const shared = shares.filter((share) => share.state === 'shared');

  const withdraw = async (companyId: number) => {
    setWithdrawing(companyId);
    setFailure(null);
    try {
      await withdrawContact(queryClient, companyId);
    } catch (error) {
      setFailure(error instanceof NetworkError ? WITHDRAW_NEEDS_NETWORK : WITHDRAW_FAILED);
    }
    setWithdrawing(null);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" id="contact-sharing">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {CONTACT_SHARING_HEADING}
          </Title>
          <Text size="sm">{CONTACT_SHARING_INTRO}</Text>
          <DataAgeNote
            updatedAt={query.dataUpdatedAt}
            failureReason={query.failureReason}
            what="your sharing"
          />
          {query.isPending ? <Loader size="sm" aria-label="Loading" /> : null}
          {query.isError && !query.data ? <Text size="sm">{CONTACT_SHARING_FAILED}</Text> : null}
          {questions.map((question) => (
            <ContactQuestion
              key={question.company_id}
              company={question.company_name}
              onAnswer={(share) => answer(question, share)}
            />
          ))}
          {note ? (
            <Text size="sm" role="status">
              {note}
            </Text>
          ) : null}
          <Title order={3} size="h5">
            {SHARED_WITH}
          </Title>
          {query.data && shared.length === 0 ? <Text size="sm">{NOT_SHARED_WITH_ANYONE}</Text> : null}
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {shared.map((share) => (
              <Group key={share.company_id} component="li" justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {share.company_name}
                  </Text>
                  <Text size="xs" c="dark.6">
                    {sharedSince(dayLabel(share.at) ?? '')}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  variant="outline"
                  color="red.8"
                  loading={withdrawing === share.company_id}
                  onClick={() => void withdraw(share.company_id)}
                  aria-label={`${WITHDRAW_CONTACT}: ${share.company_name}`}
                >
                  {WITHDRAW_CONTACT}
                </Button>
              </Group>
            ))}
          </Stack>
          {failure ? (
            <Text size="sm" c="red.8" role="alert">
              {failure}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <WhoSawMyProfile />
    </Stack>
  );
}
