import { Menu } from '@mantine/core';
import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';

/**
 * Mantine's Menu, in a chunk of its own with its popover (floating-ui): fetched when a screen with
 * a menu is idle or the menu first opens (ui/menu-on-first-open.tsx), never with the screen's
 * first render. It was about a tenth of a signed-in screen's first JavaScript.
 */
export interface ReadyMenuProps {
  /** Called once mounted (closed), so that the menu opens a render later. */
  onReady: () => void;
  opened: boolean;
  onChange: (opened: boolean) => void;
  /** The button that opens it. */
  target: ReactElement;
  children: ReactNode;
  position?: 'bottom-end';
  width?: number;
  withinPortal?: boolean;
  /** Mantine's focus placeholder (role presentation, tabindex) fails axe inside role menu. */
  withInitialFocusPlaceholder?: boolean;
}

/** A Mantine Menu around its button; its items come from the caller's own lazily loaded module. */
export function ReadyMenu({ onReady, target, children, ...props }: ReadyMenuProps) {
  const ready = useRef(onReady);
  ready.current = onReady;
  useEffect(() => ready.current(), []);
  return (
    <Menu shadow="md" {...props}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
