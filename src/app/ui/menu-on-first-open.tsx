import { Menu, type MenuProps } from '@mantine/core';
import {
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useLayoutEffect,
  useRef,
} from 'react';
import { useMountedOnceOpened } from './modal';

type TargetProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

export interface MenuOnFirstOpenProps extends Omit<MenuProps, 'opened' | 'onChange' | 'children'> {
  /** Whether the menu is open (the caller's state). */
  opened: boolean;
  /** The menu asks to open (the target's click) or to close (an item, Escape, a click outside). */
  onChange: (opened: boolean) => void;
  /** The button that opens the menu (with a ref of the caller's, `targetRef`, to give it focus). */
  target: ReactElement<TargetProps>;
  /** The target's element: focused again when the menu mounts after a click from the keyboard. */
  targetRef: RefObject<HTMLElement | null>;
  /** The menu's items (Menu.Item, Menu.Divider...). */
  children: ReactNode;
}

/**
 * A Mantine Menu mounted the first time it opens, like the app's dialogs (ui/modal.tsx): until
 * then only its button is drawn. A closed Menu still runs its popover (floating-ui), its portal
 * and its transition, and each drew the screen again after its first render: the header's account
 * menu and every job card's share menu cost a cheap phone's first visit several renders nobody
 * asked for. Once mounted it stays (its exit transition plays).
 *
 * The button is drawn again inside the Menu when it mounts (a new element): if it had the focus
 * (a keyboard's Enter or Space), the new one gets it before the menu opens, so the menu gives the
 * focus back to it when it closes. The menu opens two renders after it mounts, as the dialogs do.
 */
export function MenuOnFirstOpen({
  opened,
  onChange,
  target,
  targetRef,
  children,
  ...menuProps
}: MenuOnFirstOpenProps) {
  const shown = useMountedOnceOpened(opened);
  const refocus = useRef(false);
  useLayoutEffect(() => {
    if (!shown.mount || !refocus.current) return;
    refocus.current = false;
    targetRef.current?.focus();
  }, [shown.mount, targetRef]);

  if (!shown.mount) {
    return cloneElement(target, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        target.props.onClick?.(event);
        refocus.current = document.activeElement === event.currentTarget;
        onChange(true);
      },
    });
  }
  return (
    <Menu {...menuProps} opened={shown.opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
