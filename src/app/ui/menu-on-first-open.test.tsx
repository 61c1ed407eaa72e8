import { MantineProvider, Menu, UnstyledButton } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { idleLazy } from './idle-lazy';
import { ReadyMenu } from './mantine-menu';
import { type LoadedMenuProps, MenuOnFirstOpen } from './menu-on-first-open';

function TestMenu({ onProfile, ...menu }: LoadedMenuProps & { onProfile: () => void }) {
  return (
    <ReadyMenu {...menu}>
      <Menu.Item onClick={onProfile}>Profile</Menu.Item>
      <Menu.Item>Account Settings</Menu.Item>
    </ReadyMenu>
  );
}

const load = vi.fn(async () => ({ TestMenu }));
const LazyTestMenu = idleLazy(load, (module) => module.TestMenu);

function Header({ onProfile = () => undefined }: { onProfile?: () => void }) {
  const [opened, setOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <MenuOnFirstOpen
      opened={opened}
      onChange={setOpened}
      targetRef={button}
      target={
        <UnstyledButton ref={button} aria-label="Account menu">
          PS
        </UnstyledButton>
      }
      menu={LazyTestMenu.Component}
      menuProps={{ onProfile }}
    />
  );
}

// jsdom has no layout, so Mantine's floating dropdown counts as detached and stays display:none:
// its items are found with `hidden`, and whether it is open is its button's aria-expanded
const expanded = () => screen.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded');
const findMenu = () => screen.findByRole('menu', { hidden: true });

const renderHeader = (onProfile?: () => void) =>
  render(
    <MantineProvider>
      <Header onProfile={onProfile} />
    </MantineProvider>,
  );

describe('a menu mounted at its first opening (ui/menu-on-first-open.tsx)', () => {
  afterEach(() => {
    cleanup();
    for (const node of document.body.querySelectorAll('[data-portal]')) node.remove();
  });

  it('before it opens only its button is drawn: no popover, no portal, its code not loaded; the button says it has a menu', () => {
    renderHeader();
    expect(load).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.body.querySelectorAll('[data-portal]')).toHaveLength(0);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a click opens it with its items; an item runs and closes it', async () => {
    const onProfile = vi.fn();
    renderHeader(onProfile);
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = await findMenu();
    await waitFor(() => expect(expanded()).toBe('true'));
    expect(within(menu).getByRole('menuitem', { name: 'Account Settings', hidden: true })).toBeTruthy();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Profile', hidden: true }));
    expect(onProfile).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(expanded()).toBe('false'));
  });

  it('opened from the keyboard, the new button has the focus, and gets it back when Escape closes the menu', async () => {
    renderHeader();
    const before = screen.getByRole('button', { name: 'Account menu' });
    before.focus();
    // a button's Enter or Space is a click
    fireEvent.click(before);
    const menu = await findMenu();
    await waitFor(() => expect(expanded()).toBe('true'));
    const after = screen.getByRole('button', { name: 'Account menu' });
    expect(after).not.toBe(before);
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(expanded()).toBe('false'));
    await waitFor(() => expect(document.activeElement).toBe(after));
  });

  it('once mounted, it opens and closes again from its button', async () => {
    renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await waitFor(() => expect(expanded()).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await waitFor(() => expect(expanded()).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await waitFor(() => expect(expanded()).toBe('true'));
    expect(await findMenu()).toBeTruthy();
  });
});
