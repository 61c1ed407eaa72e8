import { ApiError, isSessionEnded, NetworkError } from '@app/api/client';
import { refreshOutbox } from '@app/offline/outbox';
import { FormAlert } from '@app/ui/form-alert';
import { afterSent } from '@app/ui/reply-box';
import { type CandidateConversation, MESSAGE_MAX, type Message, messageBodySchema } from '@contract/chat';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useRef, useState } from 'react';
import * as v from 'valibot';
import { sendReply } from './api/chat-api';
import { REPLY_FAILED, REPLY_LABEL, REPLY_NEEDS_NETWORK, replyCounter } from './chat-texts';

export interface ReplyFormProps {
  conversation: CandidateConversation;
  /** The server has the reply (it joins the conversation). */
  onSent: (message: Message) => void;
}

/**
 * The reply box: up to 2,000 characters (the counter says how many), a blank one refused with the
 * contract's message, sent with Send (or Ctrl+Enter) through the write queue. Offline the service
 * worker keeps it and the conversation shows it as waiting (from its outbox record); without a
 * worker it says plainly that it was not sent and keeps the text.
 */
export function ReplyForm({ conversation, onSent }: ReplyFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  const length = text.trim().length;

  const submit = async () => {
    // one send at a time (Ctrl+Enter while sending would send the same text twice)
    if (sending) return;
    setProblem(null);
    // Send turns into its loading state (disabled): the focus stays in the box, not on the page
    box.current?.focus();
    const checked = v.safeParse(messageBodySchema, text);
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const outcome = await sendReply(conversation, checked.output);
      // sent (or kept by the worker): the box empties, unless more was written meanwhile
      setText((current) => afterSent(current, text));
      if (outcome.queued) refreshOutbox();
      else onSent(outcome.message);
    } catch (failure) {
      if (isSessionEnded(failure)) return;
      if (failure instanceof NetworkError) setProblem(REPLY_NEEDS_NETWORK);
      else if (failure instanceof ApiError && failure.status < 500 && failure.serverMessage)
        setProblem(failure.serverMessage);
      else setProblem(REPLY_FAILED);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          ref={box}
          label={REPLY_LABEL}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
          rows={3}
          resize="vertical"
          error={error}
          description={replyCounter(length, MESSAGE_MAX)}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          styles={{ description: { color: length > MESSAGE_MAX ? 'var(--mantine-color-red-9)' : undefined } }}
        />
        <Group justify="flex-end" wrap="nowrap">
          <Button type="submit" loading={sending}>
            Send
          </Button>
        </Group>
        <FormAlert message={problem} />
      </Stack>
    </form>
  );
}
