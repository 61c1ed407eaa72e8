import { FormAlert } from '@app/ui/form-alert';
import { Modal } from '@app/ui/modal';
import type { Colleague } from '@contract/recruiter/account';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { colleaguesQueryOptions } from '../api/get-colleagues';
import { removeColleague } from '../api/remove-colleague';
import { HeaderDialogButton } from '../shared/header-dialog-button';
import { recruiterFailureText } from '../shared/recruiter-failures';

export const COLLEAGUES_TITLE = 'Colleagues';
export const removeTitle = (name: string) => `Remove ${name}?`;
export const REMOVE_HINT =
  'They can no longer sign in, and they are signed out on every device at once. The jobs, notes and messages they wrote stay with your company.';
export const removedText = (name: string) => `${name} was removed.`;

const nameOf = (colleague: Colleague) => `${colleague.first_name} ${colleague.last_name}`;

/**
 * The workspace's Colleagues (H6, issue 35): a header button opening the company's recruiters,
 * each with Remove (not the signed-in recruiter), confirmed in the same dialog before anything is
 * sent. The removed colleague is signed out everywhere at once (the server ends their sessions).
 */
export function ColleaguesButton() {
  return (
    <HeaderDialogButton
      label={COLLEAGUES_TITLE}
      icon={<IconUsers size={16} aria-hidden />}
      dialog={(opened, onClose) => <ColleaguesDialog opened={opened} onClose={onClose} />}
    />
  );
}

function ColleaguesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const colleagues = useQuery({ ...colleaguesQueryOptions(), enabled: opened });
  const [confirming, setConfirming] = useState<Colleague | null>(null);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removed, setRemoved] = useState<string | null>(null);

  const close = () => {
    setConfirming(null);
    setFailure(null);
    setRemoved(null);
    onClose();
  };
  const confirm = async () => {
    if (!confirming) return;
    setRemoving(true);
    setFailure(null);
    try {
      await removeColleague(confirming.id);
      setRemoved(removedText(nameOf(confirming)));
      setConfirming(null);
    } catch (error) {
      setFailure(recruiterFailureText(error));
    } finally {
      setRemoving(false);
      await queryClient.invalidateQueries({ queryKey: colleaguesQueryOptions().queryKey });
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={confirming ? removeTitle(nameOf(confirming)) : COLLEAGUES_TITLE}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {confirming ? (
        <Stack gap="md">
          <Text size="sm">{REMOVE_HINT}</Text>
          <FormAlert message={failure} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              Cancel
            </Button>
            <Button color="red.9" loading={removing} onClick={() => void confirm()}>
              Remove
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text role="status" size="sm" fw={600}>
            {removed ?? ''}
          </Text>
          {colleagues.isError ? <FormAlert message={recruiterFailureText(colleagues.error)} /> : null}
          {colleagues.isPending ? <Text size="sm">Loading your colleagues…</Text> : null}
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {(colleagues.data?.colleagues ?? []).map((colleague) => (
              <Group component="li" key={colleague.id} justify="space-between" wrap="nowrap" gap="sm">
                <div>
                  <Text size="sm" fw={600}>
                    {nameOf(colleague)}
                    {colleague.you ? ' (you)' : ''}
                  </Text>
                  <Text size="xs" c="dark.6">
                    {colleague.email}
                  </Text>
                </div>
                {colleague.you ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    aria-label={`Remove ${nameOf(colleague)}`}
                    onClick={() => {
                      setRemoved(null);
                      setConfirming(colleague);
                    }}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Close
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
