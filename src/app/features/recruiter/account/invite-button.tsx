import { IconUserPlus } from '@tabler/icons-react';
import { HeaderDialogButton } from '../shared/header-dialog-button';
import { INVITE_TITLE, InviteDialog } from './invite-dialog';

/** The workspace header's Invite a colleague, with its dialog. The route hands it to the header. */
export function InviteButton() {
  return (
    <HeaderDialogButton
      label={INVITE_TITLE}
      icon={<IconUserPlus size={16} aria-hidden />}
      dialog={(opened, onClose) => <InviteDialog opened={opened} onClose={onClose} />}
    />
  );
}
