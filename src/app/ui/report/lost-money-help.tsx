import { Button, Group, List, Paper, Text, Textarea, Title } from '@mantine/core';
import { useId, useRef, useState } from 'react';
import {
  CHAKSHU_URL,
  COPIED,
  COPY,
  COPY_LABEL,
  COPY_REFUSED,
  CYBER_HELPLINE,
  CYBERCRIME_URL,
  LOST_MONEY_HEADING,
  LOST_MONEY_STEPS,
} from './report-texts';

/**
 * The confirmation of a report whose candidate lost money (issue 37 §2): call 1930 or report at
 * cybercrime.gov.in, report the call or message on Sanchar Saathi's Chakshu, and the text of what
 * was reported ready to copy (Copy; when the clipboard is refused, the text is selected instead).
 */
export function LostMoneyHelp({ copyText }: { copyText: string }) {
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [copy, setCopy] = useState<'copied' | 'refused' | null>(null);
  const copyIt = async () => {
    try {
      await navigator.clipboard.writeText(copyText);
      setCopy('copied');
    } catch {
      box.current?.focus();
      box.current?.select();
      setCopy('refused');
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} bg="red.0">
      <Title order={3} size="h5" id={id}>
        {LOST_MONEY_HEADING}
      </Title>
      <List size="sm" mt={6} spacing={4}>
        {LOST_MONEY_STEPS.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Group gap="sm" mt="sm" wrap="wrap">
        <Button component="a" href={`tel:${CYBER_HELPLINE}`} color="red.9" size="compact-md">
          Call {CYBER_HELPLINE}
        </Button>
        <Button
          component="a"
          href={CYBERCRIME_URL}
          target="_blank"
          rel="noreferrer"
          variant="default"
          size="compact-md"
        >
          cybercrime.gov.in
        </Button>
        <Button
          component="a"
          href={CHAKSHU_URL}
          target="_blank"
          rel="noreferrer"
          variant="default"
          size="compact-md"
        >
          Sanchar Saathi (Chakshu)
        </Button>
      </Group>
      <Textarea ref={box} mt="sm" label={COPY_LABEL} value={copyText} readOnly rows={4} />
      <Group gap="sm" mt={6}>
        <Button variant="default" size="compact-md" onClick={() => void copyIt()}>
          {COPY}
        </Button>
        <Text size="sm" role="status">
          {copy === 'copied' ? COPIED : copy === 'refused' ? COPY_REFUSED : ''}
        </Text>
      </Group>
    </Paper>
  );
}
