import { Menu } from '@mantine/core';
import { IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { ReadyMenu } from './mantine-menu';
import type { LoadedMenuProps } from './menu-on-first-open';

export interface AccountMenuItemsProps {
  /** Signout is a link to /login intercepted by a confirmation (the header's handler). */
  onSignOut: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** The header's account menu (loaded at its first opening, ui/menu-on-first-open.tsx). */
export function AccountMenu({ onSignOut, ...menu }: LoadedMenuProps & AccountMenuItemsProps) {
  return (
    <ReadyMenu {...menu} position="bottom-end" width={220}>
      <Menu.Item component={Link} to="/view-profile" leftSection={<IconUserCircle size={18} />}>
        Profile
      </Menu.Item>
      <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={18} />}>
        Account Settings
      </Menu.Item>
      <Menu.Divider />
      <Menu.Item
        component="a"
        href="/login"
        onClick={onSignOut}
        color="red.9"
        leftSection={<IconLogout size={18} />}
      >
        Signout
      </Menu.Item>
    </ReadyMenu>
  );
}
