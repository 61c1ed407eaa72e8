import {
  ActionIcon,
  Anchor,
  Button,
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type PasswordInputProps,
} from '@mantine/core';
import { THEME_COLOR } from '../contract/manifest';

/**
 * The brand palette is built around the manifest theme colour #0b5c73 (shade 7). Every shade
 * the app puts white text on (7, 8, 9) passes WCAG AA (7.5:1 and better); shade 6 (5.4:1) is
 * the lightest that still passes and is used for hover.
 */
export const brand: MantineColorsTuple = [
  '#e7f4f8',
  '#cde7ee',
  '#9dcfdd',
  '#68b4c9',
  '#3e9db7',
  '#2289a6',
  '#127391',
  THEME_COLOR,
  '#084a5d',
  '#053847',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 7 },
  autoContrast: true,
  luminanceThreshold: 0.4,
  focusRing: 'auto',
  // Mantine's transitions and animations (modals, drawers, menus, collapses, loaders) stop for
  // prefers-reduced-motion.
  respectReducedMotion: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  lineHeights: { md: '1.6' },
  components: {
    Button: Button.extend({ defaultProps: { size: 'md' } }),
    ActionIcon: ActionIcon.extend({ defaultProps: { size: 'xl', variant: 'subtle' } }),
    // Links inside running text must be told apart by more than colour (axe link-in-text-block).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // Plain objects, not Modal.extend/Notification.extend: importing those components here would
    // pull modals and the toast container into the start-up bundle.
    Modal: { defaultProps: { centered: true, radius: 'md' } satisfies Partial<ModalProps> },
    // A drawer's close button has no text: its name (axe button-name).
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps> },
    // The menu's focus placeholder (role presentation inside role menu) fails axe
    // aria-required-children: focus goes to the dropdown itself and the arrows reach the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    // The show/hide toggle of every password field is reachable by keyboard.
    PasswordInput: {
      defaultProps: { visibilityToggleFocusable: true } satisfies Partial<PasswordInputProps>,
    },
    Notification: {
      defaultProps: {
        withBorder: true,
        closeButtonProps: { 'aria-label': 'Close notification' },
      } satisfies Partial<NotificationProps>,
    },
  },
});

/**
 * Mantine's default dimmed (gray 6, 3.3:1), placeholder (gray 5) and error (red 6, 3.3:1) colours
 * fail WCAG AA on white; these pass it.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
  },
  dark: {},
});
