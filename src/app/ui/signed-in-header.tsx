import { ActionIcon, Avatar, Badge, Box, Burger, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCloudUpload, IconMessageCircle, IconUser } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { apiAssetUrl } from '../api/client';
import type { StoredUserDetails } from '../session';
import { HeaderBar } from './header-bar';
import { idleLazy } from './idle-lazy';
import { ButtonLink } from './links';
import { Logo } from './logo';
import { MenuOnFirstOpen } from './menu-on-first-open';
import { Drawer } from './modal';
import { PHOTO_RADIUS } from './photo-shape';

/** The account menu's code and items, loaded at its first opening (fetched ahead when idle). */
const AccountMenu = idleLazy(
  () => import('./account-menu'),
  (module) => module.AccountMenu,
);

export const SIGNED_IN_NAV = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Job Search', to: '/jobpostings' },
  { label: 'Saved Jobs', to: '/saved-jobs' },
  { label: 'Applied Jobs', to: '/applied-jobs' },
] as const;

type NavTarget = (typeof SIGNED_IN_NAV)[number]['to'];

export function isNavItemActive(pathname: string, to: NavTarget): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}

export interface CandidateAvatarProps {
  details: StoredUserDetails | null;
  size?: number;
}

/** profile_picture resolved against the API host; a grey user icon when absent or when it fails. */
export function CandidateAvatar({ details, size = 40 }: CandidateAvatarProps) {
  const name = [details?.first_name, details?.last_name].filter(Boolean).join(' ');
  return (
    <Avatar
      src={apiAssetUrl(details?.profile_picture)}
      alt={name ? `${name}'s profile picture` : 'Profile picture'}
      size={size}
      radius={PHOTO_RADIUS}
      color="gray"
      variant="light"
    >
      <IconUser aria-hidden="true" data-testid="avatar-fallback" color="var(--mantine-color-gray-6)" />
    </Avatar>
  );
}

export interface SignedInHeaderProps {
  /** The candidate's details for the avatar (the layout reads them through the dashboard feature). */
  details: StoredUserDetails | null;
  /** Signout was chosen: the layout opens the sign-out confirmation. */
  onSignOutRequest: () => void;
  /** The outbox's counts: the Outbox button shows while anything waits or failed. */
  outbox?: { waiting: number; failed: number };
  /** The chat's unread messages (GET /candidates/badges `chat_unread`); 0 or unknown shows none. */
  chatUnread?: number;
  /** The notifications bell (the layout passes the feature's; ui/ imports no feature). */
  notifications?: ReactNode;
}

/** The Chat control's accessible name: 'Chat', or 'Chat, 1 unread'. */
export function chatLinkLabel(unread: number | undefined): string {
  return unread && unread > 0 ? `Chat, ${unread} unread` : 'Chat';
}

/** The header's Chat control (issue 24): a link to /chat whose name and badge say the unread count. */
export function ChatLink({ unread, active }: { unread: number | undefined; active: boolean }) {
  const count = unread && unread > 0 ? unread : 0;
  return (
    <ActionIcon
      component={Link}
      to="/chat"
      aria-label={chatLinkLabel(count)}
      variant={active ? 'light' : 'subtle'}
      color={active ? 'brand' : 'dark'}
      size="xl"
      pos="relative"
    >
      <IconMessageCircle aria-hidden="true" />
      {count > 0 ? (
        <Badge
          size="xs"
          circle={count < 10}
          color="red.9"
          aria-hidden
          pos="absolute"
          top={2}
          right={0}
          style={{ pointerEvents: 'none' }}
        >
          {count > 99 ? '99+' : count}
        </Badge>
      ) : null}
    </ActionIcon>
  );
}

/** The Outbox button's accessible name: 'Outbox: 2 waiting, 1 failed'. */
export function outboxButtonLabel(waiting: number, failed: number): string {
  const parts = [waiting > 0 ? `${waiting} waiting` : '', failed > 0 ? `${failed} failed` : ''].filter(
    Boolean,
  );
  return parts.length ? `Outbox: ${parts.join(', ')}` : 'Outbox';
}

/** The header's Outbox button: a link to /outbox with the count of what waits (and what failed). */
export function OutboxButton({ waiting, failed }: { waiting: number; failed: number }) {
  return (
    <ButtonLink
      to="/outbox"
      variant="default"
      size="compact-md"
      px={6}
      radius="xl"
      c={failed > 0 ? 'red.9' : 'brand.8'}
      aria-label={outboxButtonLabel(waiting, failed)}
      leftSection={<IconCloudUpload size={18} aria-hidden />}
      rightSection={
        <Badge size="sm" circle={waiting + failed < 10} color={failed > 0 ? 'red.9' : 'brand.8'} aria-hidden>
          {waiting + failed}
        </Badge>
      }
    >
      <Text span size="sm" fw={600} visibleFrom="xs">
        Outbox
      </Text>
    </ButtonLink>
  );
}

/** The signed-in header of the signed-out spec's Header section. It calls no API: its data comes as props. */
export function SignedInHeader({
  details,
  onSignOutRequest,
  outbox,
  chatUnread,
  notifications,
}: SignedInHeaderProps) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [drawerOpened, drawer] = useDisclosure(false);
  const accountButton = useRef<HTMLButtonElement>(null);
  const [accountMenuOpened, setAccountMenuOpened] = useState(false);
  AccountMenu.usePreload();

  const handleSignOut = (event: MouseEvent<HTMLAnchorElement>) => {
    // Signout is a link to /login intercepted by a confirmation.
    event.preventDefault();
    drawer.close();
    // The menu's item goes with the menu: the confirmation opens from the account button, and the
    // focus comes back to it when the confirmation is cancelled.
    accountButton.current?.focus();
    onSignOutRequest();
  };

  const navLinks = (vertical: boolean) =>
    SIGNED_IN_NAV.map((item) => {
      const active = isNavItemActive(pathname, item.to);
      return (
        <ButtonLink
          key={item.to}
          to={item.to}
          variant={active ? 'light' : 'subtle'}
          color={active ? 'brand' : 'dark'}
          fw={active ? 700 : 500}
          size={vertical ? 'md' : 'sm'}
          justify={vertical ? 'flex-start' : 'center'}
          fullWidth={vertical}
          onClick={vertical ? drawer.close : undefined}
          data-active={active || undefined}
        >
          {item.label}
        </ButtonLink>
      );
    });

  return (
    <HeaderBar
      gap="xs"
      extra={
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          hiddenFrom="sm"
          size="80%"
          title="Menu"
          closeButtonProps={{ 'aria-label': 'Close menu' }}
        >
          <Stack component="nav" aria-label="Main" gap={4}>
            {navLinks(true)}
          </Stack>
        </Drawer>
      }
    >
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={drawerOpened}
          onClick={drawer.toggle}
          hiddenFrom="sm"
          size="sm"
          ml={-8}
          styles={{ root: { width: 44, height: 44, padding: 13 } }}
          aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={drawerOpened}
        />
        {/* Below 576 px the Outbox, Chat, bell and avatar leave room for the wordmark's mark only. */}
        <Link
          to="/dashboard"
          aria-label="RCM Careers dashboard"
          style={{ display: 'flex', minWidth: 28, overflow: 'hidden' }}
        >
          <Box visibleFrom="xs">
            <Logo style={{ height: 28, width: 'auto', display: 'block' }} aria-hidden="true" />
          </Box>
          <Box hiddenFrom="xs">
            <Logo
              viewBox="0 2 32 32"
              style={{ height: 28, width: 28, display: 'block' }}
              aria-hidden="true"
            />
          </Box>
        </Link>
      </Group>
      <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm" wrap="nowrap">
        {navLinks(false)}
      </Group>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {outbox && outbox.waiting + outbox.failed > 0 ? <OutboxButton {...outbox} /> : null}
        <ChatLink unread={chatUnread} active={pathname === '/chat'} />
        {notifications}
        <MenuOnFirstOpen
          opened={accountMenuOpened}
          onChange={setAccountMenuOpened}
          targetRef={accountButton}
          target={
            <UnstyledButton
              ref={accountButton}
              aria-label="Account menu"
              style={{ borderRadius: '50%', display: 'flex' }}
            >
              <CandidateAvatar details={details} />
            </UnstyledButton>
          }
          menu={AccountMenu.Component}
          menuProps={{ onSignOut: handleSignOut }}
        />
      </Group>
    </HeaderBar>
  );
}
