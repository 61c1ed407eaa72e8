import type { CompanyProfile } from '@contract/recruiter/company-profile';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { recruiterCompanyQueryKey } from '../api/get-recruiter-company';
import { requestMailboxCode } from '../api/request-company-mailbox';
import { verifyMailboxCode } from '../api/verify-company-mailbox';
import { recruiterFailureText } from '../shared/recruiter-failures';
import {
  MAILBOX_CODE_LABEL,
  MAILBOX_HEADING,
  MAILBOX_INTRO,
  MAILBOX_LABEL,
  mailboxPendingText,
  mailboxVerifiedText,
  SEND_MAILBOX_CODE,
  shownTime,
  VERIFY_MAILBOX,
} from './company-texts';

/**
 * The mailbox on the company's domain (issue 37 §1): an address there gets a code, the code
 * entered verifies it; the server refuses free-mail and other domains with its own words.
 */
export function CompanyMailbox({ company }: { company: CompanyProfile }) {
  const queryClient = useQueryClient();
  const mailbox = company.mailbox;
  const [email, setEmail] = useState(
    mailbox?.email ?? (company.website_domain ? `@${company.website_domain}` : ''),
  );
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ field: 'email' | 'code'; text: string } | null>(null);

  const update = (next: CompanyProfile['mailbox']) =>
    queryClient.setQueryData(recruiterCompanyQueryKey(), { company: { ...company, mailbox: next } });
  const run = (field: 'email' | 'code', work: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setFailure({ field, text: recruiterFailureText(error) });
    } finally {
      setBusy(false);
    }
  };
  const send = run('email', async () => {
    update(await requestMailboxCode(email));
    setCode('');
  });
  const verify = run('code', async () => {
    update(await verifyMailboxCode(code));
  });

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="company-mailbox-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="company-mailbox-heading">
          {MAILBOX_HEADING}
        </Title>
        <Text size="sm">{MAILBOX_INTRO}</Text>
        {mailbox?.verified_at ? (
          <Text fw={600} role="status" data-testid="mailbox-state">
            {mailboxVerifiedText(mailbox.email, shownTime(mailbox.verified_at))}
          </Text>
        ) : mailbox ? (
          <Text role="status" data-testid="mailbox-state">
            {mailboxPendingText(mailbox.email)}
          </Text>
        ) : null}
        <form onSubmit={send} noValidate aria-label={MAILBOX_LABEL}>
          <Group align="flex-end" gap="xs">
            <TextInput
              label={MAILBOX_LABEL}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={failure?.field === 'email' ? failure.text : undefined}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" variant="default" loading={busy}>
              {SEND_MAILBOX_CODE}
            </Button>
          </Group>
        </form>
        {mailbox && !mailbox.verified_at ? (
          <form onSubmit={verify} noValidate aria-label={VERIFY_MAILBOX}>
            <Group align="flex-end" gap="xs">
              <TextInput
                label={MAILBOX_CODE_LABEL}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
                error={failure?.field === 'code' ? failure.text : undefined}
                style={{ flex: '1 1 10rem' }}
              />
              <Button type="submit" loading={busy}>
                {VERIFY_MAILBOX}
              </Button>
            </Group>
          </form>
        ) : null}
      </Stack>
    </Paper>
  );
}
