import { FormAlert } from '@app/ui/form-alert';
import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { KEEP_MINE, MINE_LABEL, TAKE_THEIRS, THEIRS_LABEL } from '../shared/conflict-texts';
import { type Choice, type ConflictField, type FieldConflict, startingChoices } from './job-conflict';
import { CHOOSE_EACH, CONFLICT_HEADING, CONFLICT_HINT, SAVE_CHOICES } from './job-editor-texts';

function Version({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '12rem', overflowY: 'auto' }}
      >
        {text}
      </Text>
    </Stack>
  );
}

/**
 * What a colleague changed while this recruiter was editing (issue 36 R2): per field their value
 * and the form's, with Keep mine / Take theirs (Take theirs already chosen where only the colleague
 * changed it), and one button that saves the result on the colleague's version.
 */
export function JobConflictPanel({
  message,
  conflicts,
  busy,
  onSave,
}: {
  message: string;
  conflicts: readonly FieldConflict[];
  busy: boolean;
  onSave: (choices: Record<ConflictField, Choice>) => void;
}) {
  const [choices, setChoices] = useState(() => startingChoices(conflicts));
  const [unchosen, setUnchosen] = useState(false);
  const save = () => {
    const missing = conflicts.some((conflict) => choices[conflict.field] === undefined);
    setUnchosen(missing);
    if (!missing) onSave(choices as Record<ConflictField, Choice>);
  };
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="job-conflict-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="job-conflict-heading">
            {CONFLICT_HEADING}
          </Title>
          <Text role="alert" c="red.9" size="sm">
            {message}
          </Text>
          <Text size="sm">{CONFLICT_HINT}</Text>
        </Stack>
        {conflicts.map((conflict) => (
          <Radio.Group
            key={conflict.field}
            label={conflict.label}
            value={choices[conflict.field] ?? null}
            onChange={(value) => setChoices((now) => ({ ...now, [conflict.field]: value as Choice }))}
            error={unchosen && choices[conflict.field] === undefined ? CHOOSE_EACH : undefined}
          >
            <Stack gap="xs" mt={4}>
              <Group align="flex-start" gap="md" wrap="wrap">
                <Version label={THEIRS_LABEL} text={conflict.theirs} />
                <Version label={MINE_LABEL} text={conflict.mine} />
              </Group>
              <Group gap="lg">
                <Radio size="md" value="mine" label={KEEP_MINE} />
                <Radio size="md" value="theirs" label={TAKE_THEIRS} />
              </Group>
            </Stack>
          </Radio.Group>
        ))}
        <FormAlert message={unchosen ? CHOOSE_EACH : null} />
        <Group>
          <Button onClick={save} loading={busy}>
            {SAVE_CHOICES}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
