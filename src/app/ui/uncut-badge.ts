import type { BadgeProps } from '@mantine/core';

/**
 * A status badge is read whole, never cut to 'AWAITI...' (issue 36): Mantine's Badge hides what
 * overflows its box with an ellipsis and shrinks in a narrow table cell or a wrapped group; this
 * keeps its full width (the row or cell grows, or the group wraps) and lets a long label wrap
 * inside it rather than be hidden.
 */
export const UNCUT_BADGE_STYLES = {
  root: {
    overflow: 'visible',
    maxWidth: 'none',
    flexShrink: 0,
    height: 'auto',
    minHeight: 'var(--badge-height)',
  },
  label: { overflow: 'visible', textOverflow: 'clip', whiteSpace: 'normal', lineHeight: 1.3 },
} satisfies BadgeProps['styles'];
