import { jsonResponse } from '@app/test-kits/fetch-test-kit';
import { signedInWithProfileApi, stubProfileApi, testProfile } from '@app/test-kits/profile-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileDetailsQueryKey } from './api/get-profile-details';
import { PROFILE_NOT_ON_PHONE } from './profile-texts';

const stub = signedInWithProfileApi();

describe('My Profile (/view-profile)', () => {
  it('shows the five sections with the candidate data, read-only, and Edit to /edit-profile', async () => {
    renderApp('/view-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeTruthy();
    const personal = within(await screen.findByRole('region', { name: 'Personal Information' }));
    expect(personal.getByText('9876543210')).toBeTruthy();
    expect(personal.getByText('priya.sharma@example.com')).toBeTruthy();
    expect(personal.getByText('12/04/1998')).toBeTruthy();
    expect(personal.queryByRole('textbox')).toBeNull();
    const experience = within(screen.getByRole('region', { name: 'Experience' }));
    expect(experience.getByText('Experienced')).toBeTruthy();
    expect(experience.getByText('Acme RCM')).toBeTruthy();
    expect(experience.getByText('January 2020')).toBeTruthy();
    const education = within(screen.getByRole('region', { name: 'Educational Details' }));
    expect(education.getByText('B.Com')).toBeTruthy();
    expect(education.getByText('2019')).toBeTruthy();
    const additional = within(screen.getByRole('region', { name: 'Additional Information' }));
    expect(additional.getByText('Voice Process')).toBeTruthy();
    expect(additional.getByText('Epic')).toBeTruthy();
    const preferences = within(screen.getByRole('region', { name: 'Preferences' }));
    expect(preferences.getByText('Remote')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/edit-profile');
  });

  it('shows the current company as At Present with availability and pay', async () => {
    const current = {
      ...testProfile().employment[0],
      to_years: 0,
      to_months: 0,
      working_status: 1 as const,
      available_type: 'notice_period' as const,
      available_day: 30,
      min_ctc: '2,00,000-3,00,000',
      max_ctc: '3,00,000-4,00,000',
    };
    stub.api = stubProfileApi(testProfile({ employment: [current] }));
    renderApp('/view-profile');
    const experience = within(await screen.findByRole('region', { name: 'Experience' }));
    expect(experience.getByText('At Present')).toBeTruthy();
    expect(experience.getByText('Notice Period')).toBeTruthy();
    expect(experience.getByText('30')).toBeTruthy();
    expect(experience.getByText('3,00,000-4,00,000')).toBeTruthy();
  });

  it('a Certified Medical Coder fresher without a saved process shows Non-Voice Process (P4)', async () => {
    stub.api = stubProfileApi(
      testProfile({
        experience: {
          experience_id: 5,
          current_location: 'India',
          role: '',
          other_role: '',
          experience_level: 'freshers',
          experience_years: 0,
          experience_months: 0,
          certificate_type: 'medical_coder',
        },
        job_preference: null,
        employment: [],
      }),
    );
    renderApp('/view-profile');
    const additional = within(await screen.findByRole('region', { name: 'Additional Information' }));
    expect(additional.getByText('Non-Voice Process')).toBeTruthy();
  });

  it('a load failure says Error: and the message', async () => {
    stub.api.answers.profile = () =>
      jsonResponse(400, { success: false, message: 'Profile unavailable', code: 'bad' });
    renderApp('/view-profile');
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Profile unavailable');
  });

  it('a failure without a message says Error: Failed to fetch profile details.', async () => {
    stub.api.answers.profile = () => new Response('oops', { status: 400 });
    renderApp('/view-profile');
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Failed to fetch profile details.');
  });

  it('shows Loading profile... while it loads', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    stub.api.answers.profile = async () => {
      await held;
      return jsonResponse(200, { success: true, message: 'ok', result: testProfile() });
    };
    renderApp('/view-profile');
    expect(await screen.findByText('Loading profile...')).toBeTruthy();
    release();
    expect(await screen.findByRole('region', { name: 'Personal Information' })).toBeTruthy();
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    });
    const goOffline = () => {
      onlineManager.setOnline(false);
      Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
      window.dispatchEvent(new Event('offline'));
    };

    it('shows the profile saved on this phone and how old it is', async () => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      queryClient.setQueryData(profileDetailsQueryKey(), testProfile(), {
        updatedAt: Date.now() - 5 * 60 * 1000,
      });
      act(goOffline);
      renderApp('/view-profile', { queryClient });
      expect(
        await screen.findByText('You are offline: showing your profile saved on this phone 5 minutes ago.'),
      ).toBeTruthy();
      expect(screen.getByText('priya.sharma@example.com')).toBeTruthy();
    });

    it('a profile never loaded on this phone says so', async () => {
      act(goOffline);
      renderApp('/view-profile');
      expect(await screen.findByText(PROFILE_NOT_ON_PHONE)).toBeTruthy();
    });
  });
});
