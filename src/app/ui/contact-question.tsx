import { NOT_NOW, SHARE_CONTACT, shareContactQuestion } from '@contract/contact-sharing';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';

/**
 * A company's question (issue 37 §3): "Share your phone and e-mail with AGS Health?" with Share
 * and Not now. `onAnswer` sends it (through the write queue); its failure is said beside the
 * buttons in the caller's words.
 */
export function ContactQuestion({
  company,
  onAnswer,
}: {
  company: string;
  /** resolves with the words to say (queued, failed), or null */
  onAnswer: (share: boolean) => Promise<string | null>;
}) {
  const [busy, setBusy] = useState<boolean | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const answer = async (share: boolean) => {
    setBusy(share);
    setSaid(await onAnswer(share));
    setBusy(null);
  };
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" fw={600}>
        {shareContactQuestion(company)}
      </Text>
      <Group gap="xs" mt="xs">
        <Button
          size="compact-sm"
          loading={busy === true}
          disabled={busy === false}
          onClick={() => void answer(true)}
        >
          {SHARE_CONTACT}
        </Button>
        <Button
          size="compact-sm"
          variant="outline"
          loading={busy === false}
          disabled={busy === true}
          onClick={() => void answer(false)}
        >
          {NOT_NOW}
        </Button>
      </Group>
      {said ? (
        <Text size="sm" mt="xs" role="status">
          {said}
        </Text>
      ) : null}
    </Paper>
  );
}
