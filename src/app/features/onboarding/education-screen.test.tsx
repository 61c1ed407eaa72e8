import { jsonResponse } from '@app/test-kits/fetch-test-kit';
import {
  type OnboardingApiStub,
  pickOption,
  resetOnboardingApi,
  stubOnboardingApi,
} from '@app/test-kits/lists-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let api: OnboardingApiStub;

beforeEach(() => {
  api = stubOnboardingApi('/candidates/onboarding/education');
});

afterEach(resetOnboardingApi);

const yearBox = () => screen.getByRole('textbox', { name: /^Year of Passing/ }) as HTMLInputElement;

describe('education screen', () => {
  it('shows the rules, then saves and goes to /profile-overview', async () => {
    const { router } = renderApp('/education');
    expect(await screen.findByText('Loading options...')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Education level is required')).toBeTruthy();
    expect(screen.getByText('Highest education is required')).toBeTruthy();
    expect(screen.getByText('Institution is required')).toBeTruthy();
    expect(screen.getByText('Year of passing is required')).toBeTruthy();

    await pickOption('Education Level', 'Diploma');
    await pickOption('Highest Education', 'Other');
    await pickOption('Institution', 'Anna University');
    fireEvent.change(yearBox(), { target: { value: '19x99' } });
    expect(yearBox().value).toBe('1999');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please specify your education')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Specify Education/ }), {
      target: { value: 'BBA' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile-overview'));
    const form = api.sentForm();
    expect(form.get('education_level_id')).toBe('3');
    expect(form.get('field_of_study')).toBe('Diploma');
    expect(form.get('education')).toBe('Other');
    expect(form.get('other_education')).toBe('BBA');
    expect(form.get('institution')).toBe('Anna University');
    expect(form.get('other_institution')).toBeNull();
    expect(form.get('end_year')).toBe('1999');
    expect(form.get('files')).toBeNull();
  });

  it('a year after the current one is refused with the current year in the message', async () => {
    renderApp('/education');
    await screen.findByRole('button', { name: 'Next' });
    const next = String(new Date().getFullYear() + 1);
    fireEvent.change(yearBox(), { target: { value: next } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Year must be between 1900 and ${new Date().getFullYear()}`)).toBeTruthy();
  });

  it("lists failure: 'Failed to load data' (or the server's message)", async () => {
    api.answers.lists = () => jsonResponse(500, { success: false, message: 'Lists are down' });
    renderApp('/education');
    expect(await screen.findByText('Lists are down')).toBeTruthy();
  });

  it("save failure: 'Failed to save education details', values kept", async () => {
    api.answers.save = () => jsonResponse(500, { success: false });
    localStorage.setItem(
      'rcm-draft:/education',
      JSON.stringify({
        level: 'Degree',
        education: 'B.Com',
        otherEducation: '',
        institution: 'Anna University',
        otherInstitution: '',
        year: '2020',
        file: null,
        savedFileName: '',
      }),
    );
    const { router } = renderApp('/education');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Failed to save education details')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/education');
    expect(yearBox().value).toBe('2020');
  });
});
