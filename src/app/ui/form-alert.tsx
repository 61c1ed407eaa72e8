import { IconAlertCircle } from '@tabler/icons-react';
import { type CSSProperties, useId } from 'react';

/**
 * The markup and classes Mantine's Alert (color red, variant light, p="sm") renders, written out:
 * every form of the first visit shows this alert, so the first visit's chunk does without the
 * Alert component (its styles are in the shared CSS). form-alert.test.tsx compares it with Mantine's
 * own Alert, so an upgrade that changes the markup fails there.
 */
const ROOT_STYLE = {
  border: '1px solid var(--mantine-color-red-3)',
  '--alert-bg': 'var(--mantine-color-red-light)',
  '--alert-color': 'var(--mantine-color-red-light-color)',
  '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  padding: 'var(--mantine-spacing-sm)',
} as CSSProperties;
const ICON_STYLE: CSSProperties = { color: 'var(--mantine-color-red-9)' };
const MESSAGE_STYLE: CSSProperties = {
  color: 'var(--mantine-color-red-9)',
  fontSize: 'var(--mantine-font-size-sm)',
};

/**
 * A failure in plain words (a server answer, a missing e-mail), shown in the form and kept until
 * the next try. Dark red on a pale red background passes AA contrast.
 */
export function FormAlert({ message }: { message: string | null }) {
  const id = useId();
  if (!message) return null;
  const bodyId = `${id}-body`;
  return (
    <div
      style={ROOT_STYLE}
      className="m_66836ed3 mantine-Alert-root"
      data-variant="light"
      id={id}
      role="alert"
      aria-describedby={bodyId}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667f2a6a mantine-Alert-icon" style={ICON_STYLE}>
          <IconAlertCircle aria-hidden="true" />
        </div>
        <div className="m_667c2793 mantine-Alert-body">
          <div
            id={bodyId}
            className="m_7fa78076 mantine-Alert-message"
            style={MESSAGE_STYLE}
            data-variant="light"
          >
            {message}
          </div>
        </div>
      </div>
    </div>
  );
}
