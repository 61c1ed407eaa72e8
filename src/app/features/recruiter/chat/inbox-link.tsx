import { ButtonLink } from '@app/ui/links';
import { Badge, Box, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { inboxQueryOptions } from '../api/get-conversations';
import { INBOX, inboxLabel } from './chat-texts';

/**
 * The workspace header's Inbox link (/recruiter/inbox): its accessible name says the unread count
 * ('Inbox, 2 unread'), a badge beside it shows it. The route hands it to the workspace's header.
 */
export function InboxLink() {
  const inbox = useQuery(inboxQueryOptions(1));
  const unread = inbox.data?.unread_total ?? 0;
  return (
    // the count's badge sits beside the link, not in it: the link's visible text stays part of its name
    <Box pos="relative">
      <ButtonLink
        to="/recruiter/inbox"
        size="sm"
        variant="subtle"
        aria-label={inboxLabel(unread)}
        leftSection={<IconMessages size={16} aria-hidden />}
      >
        <Text span size="sm" fw={600} visibleFrom="sm">
          {INBOX}
        </Text>
      </ButtonLink>
      {unread > 0 ? (
        <Badge
          size="xs"
          circle={unread < 10}
          color="red.9"
          aria-hidden
          pos="absolute"
          top={-4}
          right={-2}
          style={{ pointerEvents: 'none' }}
        >
          {unread > 99 ? '99+' : unread}
        </Badge>
      ) : null}
    </Box>
  );
}
