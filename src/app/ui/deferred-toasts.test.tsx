import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredToasts, hasToasts } from './deferred-toasts';

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

describe('deferred toast container', () => {
  it('is needed once the store holds a toast, shown or queued', () => {
    expect(hasToasts({ notifications: [], queue: [] })).toBe(false);
    expect(hasToasts({ notifications: [{}], queue: [] })).toBe(true);
    expect(hasToasts({ notifications: [], queue: [{}] })).toBe(true);
  });

  it('renders nothing until a toast is shown, then shows it', async () => {
    render(
      <MantineProvider>
        <DeferredToasts />
      </MantineProvider>,
    );
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ message: 'Saved before the container loaded' });
    });
    expect(await screen.findByText('Saved before the container loaded')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
