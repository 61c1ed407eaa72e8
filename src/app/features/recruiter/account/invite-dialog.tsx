import { focusFirstInvalid } from '@app/ui/focus-first-invalid';
import { FormAlert } from '@app/ui/form-alert';
import { Modal } from '@app/ui/modal';
import { invitePayloadSchema } from '@contract/recruiter/account';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import * as v from 'valibot';
import { sendInvite } from '../api/send-invite';
import { recruiterFailureText } from '../shared/recruiter-failures';

export const INVITE_TITLE = 'Invite a colleague';
export const INVITE_HINT =
  'We email them a 6-digit code. They open /recruiter/join, enter it and set their name and password to join your company.';
export const inviteSentText = (email: string) =>
  `Invitation sent to ${email}. The code in it lets them join your company at /recruiter/join.`;

/**
 * Invite a colleague (issue 23): an e-mail, then a code sent to it as sign-up's codes are; the
 * colleague joins this company at /recruiter/join. Needs the network (says so, keeps the e-mail).
 */
export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: schemaResolver(invitePayloadSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  const close = () => {
    form.reset();
    setFailure(null);
    setSentTo(null);
    onClose();
  };

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const { email } = v.parse(invitePayloadSchema, values);
      try {
        await sendInvite({ email });
        setSentTo(email);
      } catch (error) {
        setFailure(recruiterFailureText(error));
      }
    },
    () => void focusFirstInvalid(),
  );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={INVITE_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {sentTo ? (
        <Stack gap="md">
          <Text role="status">{inviteSentText(sentTo)}</Text>
          <Group justify="flex-end">
            <Button onClick={close} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate aria-label={INVITE_TITLE}>
          <Stack gap="md">
            <Text size="sm" c="dark.6">
              {INVITE_HINT}
            </Text>
            <TextInput
              label="Colleague's email"
              type="email"
              inputMode="email"
              autoComplete="off"
              withAsterisk
              data-autofocus
              {...form.getInputProps('email')}
            />
            <FormAlert message={failure} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                Send invitation
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
