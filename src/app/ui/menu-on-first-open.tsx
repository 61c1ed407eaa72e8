import {
  type ComponentType,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type RefObject,
  Suspense,
  useCallback,
  useRef,
  useState,
} from 'react';
import type { ReadyMenuProps } from './mantine-menu';
import { useMountedOnceOpened } from './modal';

type TargetProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/**
 * A menu loaded at its first opening: mounted (closed) from then, it loads its chunk and, once its
 * component has mounted and said so (`onReady`), opens as `useMountedOnceOpened` opens a dialog.
 */
function useLoadedOnceOpened(opened: boolean): { mount: boolean; opened: boolean; onReady: () => void } {
  const [ready, setReady] = useState(false);
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  const shown = useMountedOnceOpened(opened && ready);
  const onReady = useCallback(() => setReady(true), []);
  return { mount: wanted, opened: shown.opened, onReady };
}

/** What a menu's own module gets (its items' data come as `P`): it renders ui/mantine-menu's ReadyMenu. */
export type LoadedMenuProps = Omit<ReadyMenuProps, 'children'>;

export interface MenuOnFirstOpenProps<P extends object> {
  /** Whether the menu is open (the caller's state). */
  opened: boolean;
  /** The menu asks to open (the target's click) or to close (an item, Escape, a click outside). */
  onChange: (opened: boolean) => void;
  /** The button that opens the menu (with a ref of the caller's, `targetRef`, to give it focus). */
  target: ReactElement<TargetProps>;
  /** The target's element: focused again when the menu mounts after a click from the keyboard. */
  targetRef: RefObject<HTMLElement | null>;
  /** The menu with its items, from a module of its own loaded lazily (ui/idle-lazy.ts). */
  menu: ComponentType<LoadedMenuProps & P>;
  /** What the menu's items need (handlers, the job...). */
  menuProps: P;
}

/**
 * A menu mounted the first time it opens, like the app's dialogs (ui/modal.tsx): until then only
 * its button is drawn, and its code (Mantine's Menu and popover, floating-ui, the items) is in a
 * chunk of its own. A closed Menu still ran its popover, its portal and its transition, each
 * drawing the screen again after its first render: the header's account menu and every job
 * card's share menu cost a cheap phone's first visit several renders nobody asked for.
 *
 * The button is drawn again inside the menu when it mounts (a new element): if it had the focus
 * (a keyboard's Enter or Space), the new one gets it before the menu opens, so the menu gives the
 * focus back to it when it closes. The menu opens two renders after it mounts, as the dialogs do.
 */
export function MenuOnFirstOpen<P extends object>({
  opened,
  onChange,
  target,
  targetRef,
  menu: LoadedMenu,
  menuProps,
}: MenuOnFirstOpenProps<P>) {
  const shown = useLoadedOnceOpened(opened);
  const refocus = useRef(false);

  const plain = cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: (event: MouseEvent<HTMLElement>) => {
      target.props.onClick?.(event);
      refocus.current = document.activeElement === event.currentTarget;
      onChange(true);
    },
  });
  if (!shown.mount) return plain;
  return (
    <Suspense fallback={plain}>
      <LoadedMenu
        {...menuProps}
        opened={shown.opened}
        onChange={onChange}
        target={target}
        onReady={() => {
          shown.onReady();
          // the button drawn again inside the menu takes the focus the first one had
          if (refocus.current) targetRef.current?.focus();
          refocus.current = false;
        }}
      />
    </Suspense>
  );
}
