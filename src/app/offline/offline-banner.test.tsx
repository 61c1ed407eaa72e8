import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';

const OFFLINE_TEXT =
  'You are offline. Saves, assessment answers and messages are kept on this phone and sent when you are back online.';

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => setOnline(true));

  it('says so while the browser is offline, in a status region, and goes when it is back', () => {
    render(
      <MantineProvider>
        <OfflineBanner />
      </MantineProvider>,
    );
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(OFFLINE_TEXT);
    setOnline(true);
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
