import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { markOnboardingComplete, setToken } from '../../session';
import { renderApp } from '../../test-kits/test-utils';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('onboarding completed screen', () => {
  it('says the onboarding is complete; Continue goes to /dashboard', async () => {
    setToken('token-1');
    markOnboardingComplete();
    const { router } = renderApp('/onboard-completed');
    expect(await screen.findByText(/successfully completed the onboarding process/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it("without a token: 'User not authenticated. Please log in.' and no Continue", async () => {
    renderApp('/onboard-completed');
    expect(await screen.findByText('User not authenticated. Please log in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
