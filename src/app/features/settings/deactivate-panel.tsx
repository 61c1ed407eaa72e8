import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { SuccessModal } from '@app/ui/success-modal';
import { ACCOUNT_DEACTIVATED, DEACTIVATE_REASONS, OTHER_REASON_MAX } from '@contract/account';
import { Button, Checkbox, Group, PasswordInput, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { deactivateAccount } from './api/deactivate-account';
import type { DeactivateEvent, DeactivateFlow } from './deactivate-flow';
import {
  DEACTIVATE_FAILED,
  DEACTIVATE_NEEDS_NETWORK,
  NOT_QUEUED,
  settingsFailureText,
} from './settings-failure';
import {
  type DeactivatePasswordValues,
  type DeactivateReasonsValues,
  deactivatePasswordSchema,
  deactivatePayload,
  deactivateReasonsSchema,
  REASON_KEYS,
} from './settings-schemas';
import {
  CANCEL,
  DEACTIVATE_ACCOUNT,
  DEACTIVATE_CONTINUE,
  DEACTIVATE_PASSWORD_PROMPT,
  DEACTIVATE_WARNING,
  NEXT,
  OK,
  OTHER_REASON_LABEL,
  PASSWORD_LABEL,
  REASONS_QUESTION,
  SKIP,
} from './settings-texts';
import { useLeaveAccount } from './use-leave-account';

/** A failed check: the first field in error comes into view with the focus. */
const onInvalid = () => void focusFirstInvalid();

export interface DeactivatePanelProps {
  flow: DeactivateFlow;
  dispatch: Dispatch<DeactivateEvent>;
}

/**
 * Deactivate Account (§4): the warning, then the reasons (or Skip), then the password, then
 * 'Your account has been successfully deactivated'; closing that modal leaves the account on this
 * phone (useLeaveAccount). The steps are the pure `deactivateFlow`; the screen holds its state so
 * collapsing the panel can start it again.
 */
export function DeactivatePanel({ flow, dispatch }: DeactivatePanelProps) {
  const [done, setDone] = useState<string | null>(null);
  const leave = useLeaveAccount();
  return (
    <>
      {flow.step === 'confirm' || flow.step === 'closed' ? <WarningStep dispatch={dispatch} /> : null}
      {flow.step === 'reasons' ? <ReasonsStep flow={flow} dispatch={dispatch} /> : null}
      {flow.step === 'password' || flow.step === 'done' ? (
        <PasswordStep flow={flow} dispatch={dispatch} onDeactivated={(extended) => setDone(extended)} />
      ) : null}
      <SuccessModal
        opened={flow.step === 'done'}
        title={ACCOUNT_DEACTIVATED}
        message={done || undefined}
        actionLabel={OK}
        onDone={() => void leave()}
      />
    </>
  );
}

function WarningStep({ dispatch }: { dispatch: Dispatch<DeactivateEvent> }) {
  return (
    <Stack gap="sm">
      <Text>{DEACTIVATE_WARNING}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => dispatch({ type: 'cancel' })}>
          {CANCEL}
        </Button>
        <Button color="red.8" onClick={() => dispatch({ type: 'continue' })}>
          {DEACTIVATE_CONTINUE}
        </Button>
      </Group>
    </Stack>
  );
}

function ReasonsStep({ flow, dispatch }: DeactivatePanelProps) {
  const form = useForm<DeactivateReasonsValues>({
    mode: 'controlled',
    initialValues: { reasons: flow.reasons, other_reason: flow.otherReason },
    validate: schemaResolver(deactivateReasonsSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const otherTicked = form.values.reasons.includes('other');

  const submit = form.onSubmit(
    (values) =>
      dispatch({ type: 'reasonsChosen', reasons: values.reasons, otherReason: values.other_reason }),
    onInvalid,
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Reasons">
      <Stack gap="sm">
        <Checkbox.Group
          label={REASONS_QUESTION}
          withAsterisk
          value={form.values.reasons}
          onChange={(value) => {
            const reasons = REASON_KEYS.filter((key) => value.includes(key));
            form.setFieldValue('reasons', reasons);
            if (!reasons.includes('other')) form.clearFieldError('other_reason');
          }}
          error={form.errors.reasons}
        >
          <Stack gap="xs" mt="xs">
            {REASON_KEYS.map((key) => (
              <Checkbox
                key={key}
                value={key}
                label={DEACTIVATE_REASONS[key]}
                // Mantine's checkboxes do not mark themselves: focusFirstInvalid finds the first one
                aria-invalid={form.errors.reasons ? true : undefined}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {otherTicked ? (
          <Textarea
            label={OTHER_REASON_LABEL}
            withAsterisk
            rows={3}
            maxLength={OTHER_REASON_MAX}
            {...form.getInputProps('other_reason')}
          />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() =>
              dispatch({ type: 'skip', reasons: form.values.reasons, otherReason: form.values.other_reason })
            }
          >
            {SKIP}
          </Button>
          <Button type="submit">{NEXT}</Button>
        </Group>
      </Stack>
    </form>
  );
}

function PasswordStep({
  flow,
  dispatch,
  onDeactivated,
}: DeactivatePanelProps & { onDeactivated: (extendedMessage: string) => void }) {
  const queryClient = useQueryClient();
  const form = useForm<DeactivatePasswordValues>({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: schemaResolver(deactivatePasswordSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: deactivateAccount, networkMode: NOT_QUEUED });

  const submit = form.onSubmit(async ({ password }) => {
    setFailure(null);
    const choice = flow.skipped
      ? ({ skipped: true } as const)
      : ({ skipped: false, reasons: flow.reasons, otherReason: flow.otherReason } as const);
    try {
      const answer = await mutation.mutateAsync(deactivatePayload(choice, password));
      // Every session has ended (the call ends this tab's own session: the event stream's
      // reconnection meets a 403 that is this flow's doing, api/own-session-end.ts); nothing more is asked.
      await queryClient.cancelQueries();
      onDeactivated(answer.extendedMessage ?? '');
      dispatch({ type: 'deactivated' });
    } catch (error) {
      setFailure(settingsFailureText(error, DEACTIVATE_NEEDS_NETWORK, DEACTIVATE_FAILED));
    }
  }, onInvalid);

  return (
    <form onSubmit={submit} noValidate aria-label="Confirm with your password">
      <Stack gap="sm">
        <Text>{DEACTIVATE_PASSWORD_PROMPT}</Text>
        <PasswordInput
          label={PASSWORD_LABEL}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('password')}
          aria-invalid={form.errors.password ? true : undefined}
        />
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => dispatch({ type: 'cancel' })}
            disabled={mutation.isPending}
          >
            {CANCEL}
          </Button>
          <Button type="submit" color="red.8" loading={mutation.isPending}>
            {DEACTIVATE_ACCOUNT}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
