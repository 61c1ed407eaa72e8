import { ApiError, isSessionEnded, NetworkError } from '@app/api/client';
import { refreshOutbox } from '@app/offline/outbox';
import { getUserId } from '@app/session';
import { afterSent } from '@app/ui/reply-box';
import { MESSAGE_MAX, MESSAGE_REQUIRED, MESSAGE_TOO_LONG, type Message } from '@contract/chat';
import type { Applicant } from '@contract/recruiter/applicants';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { conversationQueryKey, recruiterChatKey } from '../api/get-conversation';
import { templatesQueryOptions } from '../api/get-templates';
import { sendMessage } from '../api/send-message';
import { MESSAGE_LABEL, SEND, SEND_FAILED, SEND_NEEDS_NETWORK } from './chat-texts';

/** What a failed send says: offline without a worker to keep it (the text stays), or the server's words. */
export function sendFailure(error: unknown): string {
  if (error instanceof NetworkError) return SEND_NEEDS_NETWORK;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return SEND_FAILED;
}

/** The box with its counter and Send: a blank message is refused; offline the worker keeps it. */
export function Composer({
  applicant,
  boxRef,
}: {
  applicant: Applicant;
  boxRef: React.RefObject<HTMLTextAreaElement | null>;
}) {
  const queryClient = useQueryClient();
  const applicationId = applicant.application_id;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // the company's templates (issue 36 §4): the server fills {first_name}, {job_title}, {interview_time}
  const templates = useQuery(templatesQueryOptions());
  const send = useMutation({
    // offline too: the service worker keeps the write (a paused mutation would never reach it)
    networkMode: 'always',
    mutationFn: async ({ body }: { body: string; typed: string }) => {
      const key = crypto.randomUUID();
      const userId = getUserId();
      const outcome = await sendMessage(applicationId, body, {
        idempotencyKey: key,
        outbox:
          userId === null
            ? undefined
            : {
                kind: 'recruiter_message',
                job_id: applicant.job.id,
                application_id: applicationId,
                title: applicant.job.job_title,
                user_id: String(userId),
              },
      });
      return outcome;
    },
    onSuccess: (outcome, { typed }) => {
      // the box empties, unless more was written while it was being sent
      setText((current) => afterSent(current, typed));
      // kept by the service worker: its outbox record shows it as waiting until it is sent
      if (outcome.queued) {
        refreshOutbox();
        return;
      }
      const { message } = outcome.answer.result;
      queryClient.setQueryData(
        conversationQueryKey(applicationId),
        (current: { messages: Message[] } | undefined) =>
          current && !current.messages.some((kept) => kept.message_id === message.message_id)
            ? { ...current, messages: [...current.messages, message] }
            : current,
      );
      void queryClient.invalidateQueries({ queryKey: recruiterChatKey() });
    },
    onError: (failure) => {
      console.error('Sending the message failed', failure);
      if (isSessionEnded(failure)) return;
      setError(sendFailure(failure));
      // refused (reach out off, blocked): what the page shows of the conversation is out of date
      if (failure instanceof ApiError) void queryClient.invalidateQueries({ queryKey: recruiterChatKey() });
    },
  });

  const submit = () => {
    // one send at a time
    if (send.isPending) return;
    const body = text.trim();
    if (!body) {
      setError(MESSAGE_REQUIRED);
      boxRef.current?.focus();
      return;
    }
    if (body.length > MESSAGE_MAX) {
      setError(MESSAGE_TOO_LONG);
      return;
    }
    setError(null);
    // Send turns into its loading state (disabled): the focus stays in the box, not on the page
    boxRef.current?.focus();
    send.mutate({ body, typed: text });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        {templates.data && templates.data.length > 0 ? (
          <NativeSelect
            label="Template"
            description="Placeholders such as {first_name} are filled in when sent."
            data={[
              { value: '', label: 'Choose a template' },
              ...templates.data.map((template) => ({
                value: String(template.template_id),
                label: template.name,
              })),
            ]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              const chosen = templates.data.find((template) => String(template.template_id) === value);
              if (chosen) setText(chosen.body);
              setError(null);
            }}
          />
        ) : null}
        <Textarea
          ref={boxRef}
          label={MESSAGE_LABEL}
          value={text}
          maxLength={MESSAGE_MAX}
          rows={4}
          description={`${text.length} / ${MESSAGE_MAX}`}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {SEND}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
