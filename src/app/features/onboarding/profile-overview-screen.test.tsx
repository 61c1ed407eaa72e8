import type { ProfileOverviewValues } from '@app/candidate-record/profile-overview/profile-overview-schema';
import { isSignedIn, setToken } from '@app/session';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { resetOnboardingApi } from '@app/test-kits/lists-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let fetchMock: FetchMock;
let citiesAnswer: () => Response;
let profileAnswer: () => Response;

const cities = [
  { id: 1, name: 'Chennai', state: 'Tamil Nadu' },
  { id: 2, name: 'Pune', state: 'Maharashtra' },
  { id: 3, name: 'Aurangabad', state: 'Maharashtra' },
  { id: 4, name: 'Aurangabad', state: 'Bihar' },
];

const filled: ProfileOverviewValues = {
  gender: 'Female',
  dateOfBirth: '07/03/1998',
  linkedinUrl: 'linkedin.com/in/priya',
  preferredLocations: ['Chennai', 'Pune'],
  currentLocation: 'Chennai',
  workPreferences: ['Hybrid'],
  willingToRelocate: false,
  willingForNightShift: true,
  termsAccepted: true,
  messagingConsent: true,
};

beforeEach(() => {
  setToken('token-1');
  citiesAnswer = () => jsonResponse(200, { success: true, result: cities });
  profileAnswer = () => jsonResponse(200, { success: true, message: 'Saved' });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/auth/city_state')) return citiesAnswer();
    if (url.endsWith('/candidates/onboarding/profile')) return profileAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(resetOnboardingApi);

function sentForm(): FormData {
  const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/profile'));
  const body = sent?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error('no multipart save was sent');
  return body;
}

// A long form in jsdom: each test renders the whole app; under a busy machine 5 s is too tight.
describe('profile overview screen', { timeout: 20_000 }, () => {
  it('Submit on an empty form shows every required message (starred fields)', async () => {
    renderApp('/profile-overview');
    expect(await screen.findByRole('heading', { name: 'Profile Overview' })).toBeTruthy();
    expect(screen.getAllByPlaceholderText('Loading options...')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Gender is required.',
      'Date of birth is required.',
      'At least one preferred job location is required.',
      'Current work location is required.',
      'At least one work preference is required.',
      'You must agree to the Terms & Conditions.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/candidates/onboarding/profile'))).toBe(false);
    // editing a field clears its message
    fireEvent.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.queryByText('Gender is required.')).toBeNull();
  });

  it("typed dates: 'Date input not valid.' for a day that does not exist; only digits and / are kept", async () => {
    renderApp('/profile-overview');
    const date = await screen.findByRole('textbox', { name: /Date of Birth/ });
    fireEvent.change(date, { target: { value: '31/02/2001abc' } });
    expect((date as HTMLInputElement).value).toBe('31/02/2001');
    fireEvent.blur(date);
    expect(await screen.findByText('Date input not valid.')).toBeTruthy();
  });

  it('the date dialog applies a day only on Set', async () => {
    renderApp('/profile-overview');
    const date = (await screen.findByRole('textbox', { name: /Date of Birth/ })) as HTMLInputElement;
    fireEvent.click(screen.getByRole('button', { name: 'Choose date of birth' }));
    let dialog = await screen.findByRole('dialog', { name: 'Date of Birth' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Year' }), { target: { value: '1998' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '7 March 1998' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Date of Birth' })).toBeNull());
    expect(date.value).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'Choose date of birth' }));
    dialog = await screen.findByRole('dialog', { name: 'Date of Birth' });
    expect(within(dialog).getByRole('combobox', { name: 'Year' }).querySelectorAll('option')).toHaveLength(
      100,
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Year' }), { target: { value: '1998' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Month' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '7 March 1998' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set' }));
    await waitFor(() => expect(date.value).toBe('07/03/1998'));
  });

  it('saves the step as multipart, signs the candidate in and goes to /onboard-completed', async () => {
    localStorage.setItem('rcm-draft:/profile-overview', JSON.stringify(filled));
    const { router } = renderApp('/profile-overview');
    await screen.findByRole('heading', { name: 'Profile Overview' });
    await waitFor(() => expect(screen.queryAllByPlaceholderText('Loading options...')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboard-completed'));
    const form = sentForm();
    expect(JSON.parse(String(form.get('preference')))).toEqual({
      preferred_location: ['Chennai', 'Pune'],
      current_work_location: 'Chennai',
      open_to_work: 'Hybrid',
      willing_to_relocate: 0,
      willing_for_night_shift: 1,
    });
    expect(form.get('gender')).toBe('Female');
    expect(form.get('date_of_birth')).toBe('1998-03-07');
    expect(form.get('linkedin_url')).toBe('linkedin.com/in/priya');
    expect(form.get('terms_accepted')).toBe('1');
    expect(form.get('messaging_consent')).toBe('1');
    expect(form.get('resume')).toBeNull();
    expect(isSignedIn()).toBe(true);
    expect(localStorage.getItem('rcm-draft:/profile-overview')).toBeNull();
    expect(await screen.findByText(/successfully completed the onboarding process/)).toBeTruthy();
  });

  it("a failed save shows the server's message (else 'Failed to save preferences.') and keeps everything", async () => {
    localStorage.setItem('rcm-draft:/profile-overview', JSON.stringify(filled));
    profileAnswer = () => jsonResponse(400, { success: false, message: 'Save the education step first.' });
    const { router } = renderApp('/profile-overview');
    await waitFor(() => expect(screen.queryAllByPlaceholderText('Loading options...')).toHaveLength(0));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Save the education step first.')).toBeTruthy();
    profileAnswer = () => jsonResponse(500, { oops: true });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to save preferences.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile-overview');
    expect(isSignedIn()).toBe(false);
    expect((screen.getByRole('textbox', { name: /Date of Birth/ }) as HTMLInputElement).value).toBe(
      '07/03/1998',
    );
    expect(JSON.parse(localStorage.getItem('rcm-draft:/profile-overview') ?? '{}').gender).toBe('Female');
  });

  it('Cancel goes back; opened directly (no history) it goes to the step before, /education', async () => {
    const { router } = renderApp('/profile-overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    cleanup();
    const second = renderApp('/onboarding');
    await second.router.navigate({ to: '/profile-overview' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/onboarding'));
  });

  it("the cities failing: the server's message, else 'Failed to fetch cities'", async () => {
    citiesAnswer = () => jsonResponse(500, { success: false, message: 'Cities are resting' });
    renderApp('/profile-overview');
    expect(await screen.findByText('Cities are resting')).toBeTruthy();
    cleanup();
    citiesAnswer = () => jsonResponse(502, 'Bad gateway');
    renderApp('/profile-overview');
    expect(await screen.findByText('Failed to fetch cities')).toBeTruthy();
  });
});
