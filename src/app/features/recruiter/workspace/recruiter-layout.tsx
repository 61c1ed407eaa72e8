import '../recruiter-styles';
import { Badge, Box, Button, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMessages, IconUserPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useEventStream } from '../../../api/event-stream';
import { AppQueryProvider } from '../../../offline/app-query-provider';
import { ButtonLink } from '../../../ui/links';
import { PageShell } from '../../../ui/page-shell';
import { ColleaguesButton } from '../account/colleagues';
import { INVITE_TITLE, InviteDialog } from '../account/invite-dialog';
import { RecruiterSignOut } from '../account/recruiter-sign-out';
import { recruiterChatKey } from '../api/get-conversation';
import { inboxQueryOptions } from '../api/get-conversations';
import { recruiterMeQueryOptions } from '../api/get-recruiter-me';
import { inboxLink } from '../applicants/workspace-links';
import { INBOX, inboxLabel } from '../chat/chat-texts';
import { WorkspaceHeader } from './workspace-header';

/**
 * The recruiter workspace (the `_recruiter` layout's screen): TanStack Query with its persisted
 * cache (as the signed-in layout), the header with the company's name, the Inbox (its accessible
 * name says the unread count: 'Inbox, 2 unread'), Invite a colleague and Sign out, the screen. The
 * tab's event stream keeps the chat reads fresh: a message or a read refreshes them.
 */
export function RecruiterLayout() {
  return (
    <AppQueryProvider>
      <WorkspaceShell>
        <Outlet />
      </WorkspaceShell>
    </AppQueryProvider>
  );
}

function WorkspaceShell({ children }: { children: ReactNode }) {
  const [signOutOpened, signOut] = useDisclosure(false);
  const [inviteOpened, invite] = useDisclosure(false);
  const me = useQuery(recruiterMeQueryOptions());
  const queryClient = useQueryClient();
  const inbox = useQuery(inboxQueryOptions(1));
  const unread = inbox.data?.unread_total ?? 0;
  useEventStream((event) => {
    if (event.type === 'message' || event.type === 'read')
      void queryClient.invalidateQueries({ queryKey: recruiterChatKey() });
  });
  return (
    <>
      <PageShell
        header={
          <WorkspaceHeader
            companyName={me.data?.company.name ?? null}
            onSignOutRequest={signOut.open}
            actions={
              <>
                {/* the count's badge sits beside the link, not in it: the link's visible text stays part of its name */}
                <Box pos="relative">
                  <ButtonLink
                    {...inboxLink()}
                    size="sm"
                    px={12}
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
                <Button
                  size="sm"
                  px={12}
                  variant="subtle"
                  aria-label={INVITE_TITLE}
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                  onClick={invite.open}
                >
                  <Text span size="sm" fw={600} visibleFrom="sm">
                    {INVITE_TITLE}
                  </Text>
                </Button>
                <ColleaguesButton />
              </>
            }
          />
        }
      >
        {children}
      </PageShell>
      <RecruiterSignOut opened={signOutOpened} onClose={signOut.close} />
      <InviteDialog opened={inviteOpened} onClose={invite.close} />
    </>
  );
}
