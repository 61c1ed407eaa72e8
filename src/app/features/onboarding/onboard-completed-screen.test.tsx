import { keepReturnPath, takeReturnPath } from '@app/kept-return-path';
import { markOnboardingComplete, setToken } from '@app/session';
import { renderApp } from '@app/test-kits/test-utils';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

describe('onboarding completed screen', () => {
  it('says the onboarding is complete; Continue goes to /dashboard', async () => {
    setToken('token-1');
    markOnboardingComplete();
    const { router } = renderApp('/onboard-completed');
    expect(await screen.findByText(/successfully completed the onboarding process/)).toBeTruthy();
    // the first-run screen a new candidate sees once (issue 37 §2)
    const promise = screen.getByRole('region', { name: 'We never charge candidates' });
    expect(
      within(promise).getByText(/A request for money|Anyone asking you for money is a scammer/),
    ).toBeTruthy();
    expect(within(promise).getByText(/call 1930, the national cyber crime helpline/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('Continue goes where the candidate was going when they signed up (a kept job’s apply step, issue 26)', async () => {
    setToken('token-1');
    markOnboardingComplete();
    keepReturnPath('/jobpostings/42?apply=1');
    const { router } = renderApp('/onboard-completed');
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobpostings/42'));
    // taken once: the next onboarding ends on the dashboard
    expect(takeReturnPath()).toBeNull();
  });

  it("without a token: 'User not authenticated. Please log in.' and no Continue", async () => {
    renderApp('/onboard-completed');
    expect(await screen.findByText('User not authenticated. Please log in.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});
