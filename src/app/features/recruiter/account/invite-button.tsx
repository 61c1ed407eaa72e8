import { Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { INVITE_TITLE, InviteDialog } from './invite-dialog';

/** The workspace header's Invite a colleague, with its dialog. The route hands it to the header. */
export function InviteButton() {
  const [opened, dialog] = useDisclosure(false);
  return (
    <>
      <Button
        size="sm"
        px={12}
        variant="subtle"
        aria-label={INVITE_TITLE}
        leftSection={<IconUserPlus size={16} aria-hidden />}
        onClick={dialog.open}
      >
        <Text span size="sm" fw={600} visibleFrom="sm">
          {INVITE_TITLE}
        </Text>
      </Button>
      <InviteDialog opened={opened} onClose={dialog.close} />
    </>
  );
}
