import type { FoundCandidate } from '@contract/recruiter/find-candidates';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CONNECT_LABEL, candidateLabel, experienceText, REQUEST_STATE_LABELS } from './find-candidates-texts';

const fact = (label: string, value: string | null) =>
  value ? (
    <Text size="sm" component="li">
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  ) : null;

/** One found candidate: roles, process, certification, city, experience, notice, work preference, last active; never who. */
export function FoundCandidateCard({
  candidate,
  onConnect,
}: {
  candidate: FoundCandidate;
  onConnect: (candidate: FoundCandidate) => void;
}) {
  const label = candidateLabel(candidate);
  const canAsk = candidate.request?.status !== 'pending' && candidate.request?.status !== 'accepted';
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={label}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={2} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {candidate.roles.length > 0 ? candidate.roles.join(', ') : (candidate.process ?? 'Candidate')}
          </Title>
          {candidate.certification ? <Badge variant="light">{candidate.certification}</Badge> : null}
        </Group>
        <Stack component="ul" gap={2} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {fact('Process', candidate.process ?? null)}
          {fact('City', candidate.city)}
          {fact('Experience', experienceText(candidate))}
          {fact('Notice period', candidate.notice)}
          {fact('Work preference', candidate.work_preference.join(', ') || null)}
          {fact('Last active', candidate.last_active)}
        </Stack>
        <Group justify="space-between" wrap="wrap" gap="xs">
          {candidate.request ? (
            <Text size="sm" c="dark.6">
              {REQUEST_STATE_LABELS[candidate.request.status]}
            </Text>
          ) : (
            <span />
          )}
          {canAsk ? (
            <Button size="sm" onClick={() => onConnect(candidate)} aria-label={`${CONNECT_LABEL}: ${label}`}>
              {CONNECT_LABEL}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
