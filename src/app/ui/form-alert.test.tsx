import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app-providers';
import { FormAlert } from './form-alert';

/** The body without Mantine's CSS variables and with the generated ids made equal. */
function markup(node: React.ReactNode): string {
  return renderToStaticMarkup(<AppProviders>{node}</AppProviders>)
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')
    .replace(/id="[^"]*?(-body)?"/g, 'id="ID$1"')
    .replace(/aria-describedby="[^"]*"/g, 'aria-describedby="ID-body"');
}

describe('FormAlert', () => {
  it("renders what Mantine's Alert (red, light, p sm) renders", () => {
    const mantine = (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle aria-hidden="true" />}
        role="alert"
        p="sm"
        styles={{
          root: { border: '1px solid var(--mantine-color-red-3)' },
          message: { color: 'var(--mantine-color-red-9)', fontSize: 'var(--mantine-font-size-sm)' },
          icon: { color: 'var(--mantine-color-red-9)' },
        }}
      >
        Network Error
      </Alert>
    );
    const own = markup(<FormAlert message="Network Error" />);
    expect(own).toContain('role="alert"');
    expect(own).toBe(markup(mantine));
  });

  it('renders nothing without a message', () => {
    expect(markup(<FormAlert message={null} />)).toBe('');
  });
});
