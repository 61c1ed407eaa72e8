import { ApiError, NetworkError } from '@app/api/client';
import { ASK_CONTACT, CONTACT_ASKED, CONTACT_NOT_SHARED } from '@contract/contact-sharing';
import type { Applicant } from '@contract/recruiter/applicants';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { askContact } from '../api/ask-contact';
import { applicantQueryKey } from '../api/get-applicant';
import { ASK_CONTACT_FAILED, ASK_CONTACT_NEEDS_NETWORK } from './applicant-texts';

/**
 * The applicant's contact (issue 37 §3): the phone and e-mail while the candidate shares them with
 * the company; else a plain line that they have not (reach them in the chat) and "Ask to share
 * contact", or that they were asked. Asking needs the network (said so offline).
 */
export function ApplicantContact({ applicant }: { applicant: Applicant }) {
  const queryClient = useQueryClient();
  const ask = useMutation({
    mutationFn: () => askContact(applicant.application_id),
    onSuccess: (contact_state) =>
      queryClient.setQueryData<{ applicant: Applicant }>(
        applicantQueryKey(applicant.application_id),
        (old) => (old ? { applicant: { ...old.applicant, contact_state } } : old),
      ),
  });
  if (applicant.contact)
    return (
      <Stack gap={4}>
        <Text size="sm">
          Phone: <Anchor href={`tel:${applicant.contact.phone_no}`}>{applicant.contact.phone_no}</Anchor>
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          E-mail: <Anchor href={`mailto:${applicant.contact.email}`}>{applicant.contact.email}</Anchor>
        </Text>
      </Stack>
    );
  const failure =
    ask.error instanceof NetworkError
      ? ASK_CONTACT_NEEDS_NETWORK
      : ask.error instanceof ApiError && ask.error.serverMessage
        ? ask.error.serverMessage
        : ask.error
          ? ASK_CONTACT_FAILED
          : null;
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{CONTACT_NOT_SHARED}</Text>
      {applicant.contact_state === 'asked' ? (
        <Text size="sm" role="status">
          {CONTACT_ASKED}
        </Text>
      ) : (
        <Button size="compact-sm" variant="outline" loading={ask.isPending} onClick={() => ask.mutate()}>
          {ASK_CONTACT}
        </Button>
      )}
      {failure ? (
        <Text size="sm" c="red.8" role="alert">
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}
