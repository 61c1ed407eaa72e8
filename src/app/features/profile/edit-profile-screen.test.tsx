import { onboardingListsQueryKey } from '@app/candidate-record/api/get-onboarding-lists';
import { jsonResponse } from '@app/test-kits/fetch-test-kit';
import { testLists } from '@app/test-kits/lists-test-kit';
import { signedInWithProfileApi, stubProfileApi, testProfile } from '@app/test-kits/profile-test-kit';
import { renderApp } from '@app/test-kits/test-utils';
import { CONTINUE } from '@app/ui/success-modal';
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { profileDetailsQueryKey } from './api/get-profile-details';
import { EDIT_PROFILE_DRAFT } from './edit-profile-screen';
import { EDIT_OFFLINE, SAVE_NEEDS_NETWORK } from './profile-texts';

const stub = signedInWithProfileApi();

const saves = () =>
  stub.api.fetchMock.mock.calls.filter(
    ([url, init]) => url.endsWith('/candidates/profile_details') && init?.method === 'POST',
  );

async function openForm() {
  renderApp('/edit-profile');
  return (await screen.findByRole('textbox', { name: /^First Name/ })) as HTMLInputElement;
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('Edit Profile (/edit-profile)', () => {
  it('opens with the breadcrumb Profile / Edit Profile and the saved profile in the five sections', async () => {
    const first = await openForm();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/view-profile');
    expect(crumbs.getByText('Edit Profile').getAttribute('aria-current')).toBe('page');
    expect(first.value).toBe('Priya');
    expect((screen.getByRole('textbox', { name: /^Phone Number/ }) as HTMLInputElement).value).toBe(
      '9876543210',
    );
    expect((screen.getByRole('textbox', { name: /^Date of Birth/ }) as HTMLInputElement).value).toBe(
      '12/04/1998',
    );
    for (const title of [
      'Personal Information',
      'Experience',
      'Educational Details',
      'Additional Information',
      'Preferences',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    // no photo yet: Delete Picture is disabled
    expect(screen.getByRole('button', { name: 'Delete Picture' }).hasAttribute('disabled')).toBe(true);
  });

  it('the blocks follow the level (§4): experienced, fresher, medical coder, managerial', async () => {
    await openForm();
    // experienced: years, months, companies, preferences, EHR; no Experience at, no Qualification
    expect(screen.getByRole('textbox', { name: /^Years of Experience/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Employment 1' })).toBeTruthy();
    expect(screen.getByRole('group', { name: /Voice Process options/ })).toBeTruthy();
    expect(screen.queryAllByLabelText(/^Experience at/)).toHaveLength(0);
    expect(screen.queryByRole('radiogroup', { name: /Qualification/ })).toBeNull();
    // the only company cannot be removed
    expect(screen.queryByRole('button', { name: 'Remove Employment 1' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add Company' }));
    expect(screen.getByRole('button', { name: 'Remove Employment 1' })).toBeTruthy();

    fireEvent.click(radio('Fresher'));
    expect(screen.queryByRole('textbox', { name: /^Years of Experience/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Months of Experience/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Employment 1' })).toBeNull();
    expect(screen.queryByRole('group', { name: /Voice Process options/ })).toBeNull();
    expect(screen.queryByText('Specialized in')).toBeNull();
    expect(screen.getByRole('radiogroup', { name: /Qualification/ })).toBeTruthy();

    fireEvent.click(radio('Certified Medical Coder'));
    expect(screen.getByRole('button', { name: 'Non-voice Process' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Voice Process' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByLabelText(/^Institute/).length).toBeGreaterThan(0);

    fireEvent.click(radio('Managerial'));
    expect(screen.getAllByLabelText(/^Experience at/).length).toBeGreaterThan(0);
    expect(screen.getByRole('group', { name: 'Employment 1' })).toBeTruthy();
  });

  it('a Certified Medical Coder fresher without a saved process opens with Non-voice chosen (P4)', async () => {
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
    await openForm();
    expect(screen.getByRole('button', { name: 'Non-voice Process' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('Certified / Non Certified only with non-voice and Coding; availability and pay only with At Present; days only for notice period', async () => {
    await openForm();
    expect(screen.queryByRole('radio', { name: 'Certified' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Non-voice Process' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coding' }));
    expect(screen.getByRole('radio', { name: 'Certified' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Coding' }));
    expect(screen.queryByRole('radio', { name: 'Certified' })).toBeNull();

    expect(screen.queryByRole('radiogroup', { name: 'Availability' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Currently working here' }));
    expect(screen.getByRole('radiogroup', { name: 'Availability' })).toBeTruthy();
    expect(screen.getAllByLabelText(/^Current CTC/).length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox', { name: /^Notice period/ })).toBeNull();
    fireEvent.click(radio('Notice Period'));
    expect(screen.getByRole('textbox', { name: /^Notice period/ })).toBeTruthy();
  });

  it('a save with a field in error shows the toast Please check all fields for errors and sends nothing', async () => {
    const first = await openForm();
    fireEvent.change(first, { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Phone Number/ }), { target: { value: '98765' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please check all fields for errors')).toBeTruthy();
    expect(screen.getByText('Please fill in the First Name')).toBeTruthy();
    expect(screen.getByText('Phone Number must be exactly 10 digits')).toBeTruthy();
    expect(saves()).toHaveLength(0);
  });

  it('checks the date of birth as it is typed', async () => {
    await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Date of Birth/ }), { target: { value: '12/04' } });
    expect(await screen.findByText('Date of Birth must be in DD/MM/YYYY format')).toBeTruthy();
  });

  it('a successful save shows Profile Updated Successfully and goes to /view-profile on Continue', async () => {
    const first = await openForm();
    fireEvent.change(first, { target: { value: 'Meera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      (await screen.findAllByText('Profile Updated Successfully', {}, { timeout: 5000 })).length,
    ).toBeGreaterThan(0);
    const body = saves()[0][1]?.body as FormData;
    expect(JSON.parse(String(body.get('user_details')))).toMatchObject({
      first_name: 'Meera',
      email: 'priya.sharma@example.com',
    });
    expect(JSON.parse(String(body.get('profile')))).toMatchObject({
      date_of_birth: '1998-04-12',
      gender: 'Female',
    });
    expect(JSON.parse(String(body.get('employment')))[0]).toMatchObject({
      company_name: 'Acme RCM',
      working_status: 0,
    });
    expect(JSON.parse(String(body.get('education')))[0]).toMatchObject({
      education_id: 21,
      end_year: '2019',
    });
    expect(localStorage.getItem(`rcm-draft:${EDIT_PROFILE_DRAFT}`)).toBeNull();
    // the dialog stays to be read (ui/success-modal.tsx); its focused Continue ends it at once
    fireEvent.click(await screen.findByRole('button', { name: CONTINUE }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }, { timeout: 4000 }),
    ).toBeTruthy();
  });

  it('a failed save keeps the form and shows the persistent toast Profile update failed: and the message', async () => {
    stub.api.answers.save = () =>
      jsonResponse(409, { success: false, message: 'This email is taken', code: 'email_exists' });
    const first = await openForm();
    fireEvent.change(first, { target: { value: 'Meera' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile update failed: This email is taken')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^First Name/ }) as HTMLInputElement).value).toBe('Meera');
  });

  it('a changed e-mail asks for a code (email_change) before saving', async () => {
    const sent: unknown[] = [];
    const original = stub.api.fetchMock.getMockImplementation();
    stub.api.fetchMock.mockImplementation(async (url, init) => {
      if (url.endsWith('/user/send_otp')) {
        sent.push(JSON.parse(String(init?.body)));
        return jsonResponse(200, { success: true, message: 'OTP sent' });
      }
      return original ? original(url, init) : jsonResponse(404, {});
    });
    await openForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Email ID/ }), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter the 6-digit code sent to new@example.com.')).toBeTruthy();
    expect(sent[0]).toMatchObject({ contact_value: 'new@example.com', otp_type: 'email_change' });
    expect(saves()).toHaveLength(0);
  });

  describe('offline', () => {
    afterEach(() => {
      onlineManager.setOnline(true);
      Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
      window.dispatchEvent(new Event('online'));
    });

    it('says so, keeps every edit in the draft, and does not pretend to save', async () => {
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      queryClient.setQueryData(profileDetailsQueryKey(), testProfile());
      queryClient.setQueryData(onboardingListsQueryKey(), testLists);
      act(() => {
        onlineManager.setOnline(false);
        Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
        window.dispatchEvent(new Event('offline'));
      });
      stub.api.fetchMock.mockImplementation(async () => {
        throw new TypeError('Failed to fetch');
      });
      renderApp('/edit-profile', { queryClient });
      const last = (await screen.findByRole('textbox', { name: /^Last Name/ })) as HTMLInputElement;
      expect(screen.getByText(EDIT_OFFLINE)).toBeTruthy();
      fireEvent.change(last, { target: { value: 'Offline' } });
      await waitFor(() =>
        expect(JSON.parse(localStorage.getItem(`rcm-draft:${EDIT_PROFILE_DRAFT}`) ?? '{}').lastName).toBe(
          'Offline',
        ),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByText(SAVE_NEEDS_NETWORK)).toBeTruthy();
      expect(saves()).toHaveLength(0);
      expect(screen.queryByText('Profile Updated Successfully')).toBeNull();
    });
  });
});
