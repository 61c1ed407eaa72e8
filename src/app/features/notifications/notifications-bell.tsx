import { type Badges, badgesQueryKey } from '@app/api/badges';
import { QUERY_ROOTS } from '@app/api/query-keys';
import { dataAge } from '@app/ui/data-age';
import { DataAgeNote } from '@app/ui/data-age-note';
import { VerifiedMark } from '@app/ui/job-view/verified-mark';
import { Drawer } from '@app/ui/modal';
import type { Notification, ReadNotifications } from '@contract/notifications';
import { ActionIcon, Anchor, Badge, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type MouseEvent, useEffect } from 'react';
import { notificationsQueryKey, notificationsQueryOptions, sendNotificationsRead } from './api/notifications';
import { showAppBadge } from './app-badge';
import {
  MARK_ALL_READ,
  NO_NOTIFICATIONS,
  NOTIFICATIONS_FAILED,
  NOTIFICATIONS_LOADING,
  NOTIFICATIONS_TITLE,
  notificationsButtonLabel,
} from './notification-texts';

type Page = { notifications: Notification[]; total: number; unread: number };

/**
 * Marks some (or all) read at once on the screen (the list and the header's count), then tells the
 * server (through the service worker's queue: offline it is sent later); the server's count wins.
 */
async function markRead(queryClient: QueryClient, which: ReadNotifications): Promise<void> {
  const ids = 'all' in which ? null : new Set(which.notification_ids);
  const isMarked = (item: Notification) => !item.read && (ids === null || ids.has(item.notification_id));
  const page = queryClient.getQueryData<Page>(notificationsQueryKey());
  const marked = page ? page.notifications.filter(isMarked).length : 0;
  queryClient.setQueryData<Page>(
    notificationsQueryKey(),
    (old) =>
      old && {
        ...old,
        unread: ids === null ? 0 : Math.max(0, old.unread - marked),
        notifications: old.notifications.map((item) => (isMarked(item) ? { ...item, read: true } : item)),
      },
  );
  const setUnread = (unread: (old: number) => number) =>
    queryClient.setQueryData<Badges>(
      badgesQueryKey(),
      (old) => old && { ...old, notifications_unread: Math.max(0, unread(old.notifications_unread)) },
    );
  setUnread((old) => (ids === null ? 0 : old - marked));
  try {
    const unread = await sendNotificationsRead(which);
    if (unread !== null) setUnread(() => unread);
  } catch (error) {
    console.error('Marking notifications read failed', error);
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.notifications] });
    void queryClient.invalidateQueries({ queryKey: badgesQueryKey() });
  }
}

/** One notification: its text (a link to the thing itself), when, and whether it is unread. */
function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onOpen(item);
  };
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="sm"
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <span
        aria-hidden="true"
        style={{
          flex: '0 0 10px',
          height: 10,
          marginTop: 6,
          borderRadius: '50%',
          background: item.read ? 'transparent' : 'var(--mantine-color-brand-8)',
        }}
      />
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Anchor href={item.link} onClick={open} fw={item.read ? 400 : 700} c="dark.9" underline="hover">
          {item.read ? null : <VisuallyHidden>Unread: </VisuallyHidden>}
          {item.text}
        </Anchor>
        <VerifiedMark verified={item.company_verified} />
        <Text size="xs" c="dark.6">
          <time dateTime={item.created_at}>{dataAge(Date.parse(item.created_at))}</time>
        </Text>
      </Stack>
    </Group>
  );
}

/** The drawer's list: loading, error, empty, or the newest notifications with 'Mark all as read'. */
function NotificationsList({ onOpen }: { onOpen: (item: Notification) => void }) {
  const queryClient = useQueryClient();
  const query = useQuery(notificationsQueryOptions());
  const page = query.data;
  return (
    <Stack gap="sm">
      <DataAgeNote
        updatedAt={query.dataUpdatedAt}
        failureReason={query.failureReason}
        what="your notifications"
      />
      {!page && query.isPending ? (
        <Text size="sm" c="dark.6" aria-busy="true">
          {NOTIFICATIONS_LOADING}
        </Text>
      ) : null}
      {!page && query.error ? (
        <Group gap="sm" role="alert">
          <Text size="sm" c="red.9">
            {NOTIFICATIONS_FAILED}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Group>
      ) : null}
      {page && page.notifications.length === 0 ? <Text size="sm">{NO_NOTIFICATIONS}</Text> : null}
      {page && page.notifications.length > 0 ? (
        <>
          <Group justify="flex-end">
            <Button
              size="compact-sm"
              variant="subtle"
              disabled={page.unread === 0}
              onClick={() => void markRead(queryClient, { all: true })}
            >
              {MARK_ALL_READ}
            </Button>
          </Group>
          <Stack
            component="ul"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={NOTIFICATIONS_TITLE}
          >
            {page.notifications.map((item) => (
              <NotificationItem key={item.notification_id} item={item} onOpen={onOpen} />
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

/**
 * The header's bell (issue 24 §2): 'Notifications, 2 unread' from the one badges query (the
 * layout's, passed in), opening a drawer with the list; a new notification arrives through the
 * event stream (api/live-updates.ts writes it into the list and the count). The installed app's
 * icon shows the unread total (notifications and chat).
 */
export function NotificationsBell({ badges }: { badges: Badges | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [opened, drawer] = useDisclosure(false);
  const unread = badges?.notifications_unread ?? 0;
  const total = unread + (badges?.chat_unread ?? 0);

  // the counts and the list follow the event stream in the layout (api/live-updates.ts)
  useEffect(() => {
    if (badges) showAppBadge(total);
  }, [badges, total]);

  const openItem = (item: Notification) => {
    if (!item.read) void markRead(queryClient, { notification_ids: [item.notification_id] });
    drawer.close();
    void navigate({ href: item.link });
  };

  return (
    <>
      <ActionIcon
        variant="subtle"
        color="dark"
        size="xl"
        aria-label={notificationsButtonLabel(unread)}
        aria-haspopup="dialog"
        onClick={drawer.open}
        style={{ position: 'relative' }}
      >
        <IconBell aria-hidden="true" />
        {unread > 0 ? (
          <Badge
            size="xs"
            circle={unread < 10}
            color="red.9"
            aria-hidden="true"
            style={{ position: 'absolute', top: 2, right: 0, pointerEvents: 'none' }}
          >
            {unread > 99 ? '99+' : unread}
          </Badge>
        ) : null}
      </ActionIcon>
      <Drawer
        opened={opened}
        onClose={drawer.close}
        position="right"
        size="md"
        title={NOTIFICATIONS_TITLE}
        closeButtonProps={{ 'aria-label': 'Close notifications' }}
      >
        {opened ? <NotificationsList onOpen={openItem} /> : null}
      </Drawer>
    </>
  );
}
