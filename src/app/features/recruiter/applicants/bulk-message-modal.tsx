import { ApiError } from '@app/api/client';
import { Modal } from '@app/ui/modal';
import { MESSAGE_MAX, MESSAGE_REQUIRED } from '@contract/chat';
import {
  MESSAGE_PLACEHOLDERS,
  unknownPlaceholders,
  unknownPlaceholderText,
} from '@contract/recruiter/templates';
import { Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { createTemplate } from '../api/create-template';
import { templatesQueryOptions } from '../api/get-templates';
import { TemplateActions } from './template-actions';

const PLACEHOLDER_HINT = `You can use ${MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(', ')}: each applicant gets their own ({interview_time} reads 'to be confirmed' when no interview is scheduled).`;

/** What the message box says is wrong with the text, or null. */
export function messageProblem(text: string): string | null {
  if (text.trim() === '') return MESSAGE_REQUIRED;
  const unknown = unknownPlaceholders(text);
  return unknown.length > 0 ? unknownPlaceholderText(unknown) : null;
}

/**
 * The message to the selected applicants: typed or taken from one of the company's templates, and
 * savable as a new template; the chosen template can be renamed, saved over or deleted
 * (template-actions.tsx). Sent by the server as one bulk job (`onSend`).
 */
export function BulkMessageModal({
  opened,
  count,
  busy,
  onSend,
  onCancel,
}: {
  opened: boolean;
  count: number;
  busy: boolean;
  onSend: (body: string) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const templates = useQuery({ ...templatesQueryOptions(), enabled: opened });
  const [text, setText] = useState('');
  // the template chosen (its id as text, '' none): renamed, saved over or deleted here (issue 36)
  const [chosenId, setChosenId] = useState('');
  const chosen = templates.data?.find((template) => String(template.template_id) === chosenId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () => createTemplate({ name, body: text }),
    onSuccess: (template) => {
      setSaved(`Saved as the template '${template.name}'.`);
      setName('');
      void queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? failure.serverMessage
          : 'Not saved. Please try again.',
      ),
  });
  const send = () => {
    const problem = messageProblem(text);
    setError(problem);
    if (!problem) onSend(text.trim());
  };
  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onCancel()}
      title={`Message ${count === 1 ? '1 applicant' : `${count} applicants`}`}
      centered
    >
      <Stack gap="sm">
        <NativeSelect
          label="Template"
          data={[
            { value: '', label: templates.data?.length === 0 ? 'No templates yet' : 'Choose a template' },
            ...(templates.data ?? []).map((template) => ({
              value: String(template.template_id),
              label: template.name,
            })),
          ]}
          value={chosen ? chosenId : ''}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const picked = templates.data?.find((template) => String(template.template_id) === value);
            setChosenId(value);
            if (picked) setText(picked.body);
            setError(null);
            setSaved(null);
          }}
        />
        <Textarea
          data-autofocus
          label="Message"
          description={PLACEHOLDER_HINT}
          value={text}
          maxLength={MESSAGE_MAX}
          rows={5}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        {chosen ? (
          <TemplateActions
            key={chosen.template_id}
            template={chosen}
            text={text}
            problemOf={messageProblem}
            onDeleted={(outcome) => {
              setChosenId('');
              setSaved(outcome);
            }}
          />
        ) : null}
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Save as a template named"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button
            variant="outline"
            disabled={name.trim() === '' || text.trim() === ''}
            loading={save.isPending}
            onClick={() => {
              const problem = messageProblem(text);
              setError(problem);
              if (!problem) save.mutate();
            }}
          >
            Save template
          </Button>
        </Group>
        {saved ? (
          <Text size="sm" role="status">
            {saved}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={send} loading={busy}>
            Send
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
