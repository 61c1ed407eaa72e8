import { ApiError } from '@app/api/client';
import type { MessageTemplate } from '@contract/recruiter/templates';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteTemplate } from '../api/delete-template';
import { templatesQueryOptions } from '../api/get-templates';
import { updateTemplate } from '../api/update-template';

export const TEMPLATE_NAME_LABEL = 'Template name';
export const SAVE_TEMPLATE_CHANGES = 'Save changes to the template';
export const DELETE_TEMPLATE = 'Delete template';
export const KEEP_TEMPLATE = 'Keep it';
export const CONFIRM_DELETE = 'Delete';
export const deleteQuestion = (name: string) =>
  `Delete the template '${name}'? Your colleagues can no longer use it. Messages already sent stay as they are.`;
export const templateSaved = (name: string) => `The template '${name}' is saved.`;
export const templateDeleted = (name: string) => `The template '${name}' is deleted.`;
const NOT_SAVED = 'Not saved. Please try again.';

const failureText = (failure: unknown) =>
  failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : NOT_SAVED;

/**
 * The chosen template's own actions (issue 36 §4): rename it and save the message box's text into
 * it, or delete it after a confirm. The company's templates are shared: the last save wins (no
 * version: a short text), and the list is read again after each change (a template a colleague
 * deleted meanwhile answers 'Template not found').
 */
export function TemplateActions({
  template,
  text,
  problemOf,
  onDeleted,
}: {
  template: MessageTemplate;
  /** the message box's text, saved as the template's */
  text: string;
  /** what is wrong with the text (the message's own rule), or null */
  problemOf: (text: string) => string | null;
  onDeleted: (outcome: string) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(template.name);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ error: boolean; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: templatesQueryOptions().queryKey });
  const save = useMutation({
    mutationFn: () => updateTemplate(template.template_id, { name, body: text }),
    onSuccess: (saved) => {
      setOutcome({ error: false, text: templateSaved(saved.name) });
      void refresh();
    },
    onError: (failure) => {
      setOutcome({ error: true, text: failureText(failure) });
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteTemplate(template.template_id),
    onSuccess: () => {
      void refresh();
      onDeleted(templateDeleted(template.name));
    },
    onError: (failure) => {
      setConfirming(false);
      setOutcome({ error: true, text: failureText(failure) });
      void refresh();
    },
  });
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <TextInput
          label={TEMPLATE_NAME_LABEL}
          value={name}
          error={name.trim() === '' ? 'Please give the template a name' : undefined}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setOutcome(null);
          }}
        />
        {confirming ? (
          <Stack gap="xs" role="group" aria-label={DELETE_TEMPLATE}>
            <Text size="sm">{deleteQuestion(template.name)}</Text>
            <Group gap="xs">
              <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate()}>
                {CONFIRM_DELETE}
              </Button>
              <Button variant="default" disabled={remove.isPending} onClick={() => setConfirming(false)}>
                {KEEP_TEMPLATE}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button
              variant="outline"
              disabled={name.trim() === '' || text.trim() === ''}
              loading={save.isPending}
              onClick={() => {
                const problem = problemOf(text);
                if (problem) setOutcome({ error: true, text: problem });
                else save.mutate();
              }}
            >
              {SAVE_TEMPLATE_CHANGES}
            </Button>
            <Button
              variant="subtle"
              color="red.9"
              onClick={() => {
                setOutcome(null);
                setConfirming(true);
              }}
            >
              {DELETE_TEMPLATE}
            </Button>
          </Group>
        )}
        {outcome ? (
          <Text size="sm" c={outcome.error ? 'red.9' : undefined} role={outcome.error ? 'alert' : 'status'}>
            {outcome.text}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
