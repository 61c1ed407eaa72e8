import { jsonResponse } from '@app/test-kits/fetch-test-kit';
import { type OnboardingApiStub, resetOnboardingApi, stubOnboardingApi } from '@app/test-kits/lists-test-kit';
import { markedRequired, renderApp } from '@app/test-kits/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let api: OnboardingApiStub;

beforeEach(() => {
  api = stubOnboardingApi('/candidates/onboarding/job_preference');
});

afterEach(resetOnboardingApi);

const next = () => fireEvent.click(screen.getByRole('button', { name: 'Next' }));
const group = (name: RegExp) => screen.getByRole('group', { name });

describe('looking for screen', () => {
  it('non-voice, Coding, Certified with a certificate and EHR search: saves and goes to /education', async () => {
    const { router } = renderApp('/lookingfor');
    expect(await screen.findByText('Loading options...')).toBeTruthy();
    await screen.findByRole('button', { name: 'Next' });
    next();
    expect(await screen.findByText('Please select a process (Voice or Non-voice)')).toBeTruthy();
    expect(screen.getByText('Please select at least one EHR system')).toBeTruthy();
    expect(screen.getByText('Please select at least one specialization')).toBeTruthy();

    const nonVoice = screen.getByRole('button', { name: 'Non-voice Process' });
    fireEvent.click(nonVoice);
    expect(nonVoice.getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Please select a process (Voice or Non-voice)')).toBeNull();
    fireEvent.click(within(group(/^Non-voice Process options/)).getByRole('checkbox', { name: 'Coding' }));
    next();
    expect(await screen.findByText('Please select Certified or Non Certified for Coding')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Certified' }));
    next();
    expect(await screen.findByText('Please select a certification type')).toBeTruthy();

    // type: CPC
    const type = screen.getByRole('combobox', { name: /^Certification Type/ });
    fireEvent.click(type);
    const listbox = await waitFor(() => {
      const found = document.getElementById(type.getAttribute('aria-controls') ?? '');
      if (!found) throw new Error('no type options');
      return found;
    });
    fireEvent.click(within(listbox).getByRole('option', { name: 'CPC', hidden: true }));

    // certificate: required, and marked so
    expect(markedRequired()).toContain('Certificate');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document' }));
    const input = await waitFor(() => {
      const found = document.querySelector<HTMLInputElement>('input[type="file"]');
      if (!found) throw new Error('no file input');
      return found;
    });
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'cpc.pdf', { type: 'application/pdf' })] },
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false), { timeout: 3000 });
    fireEvent.click(save);
    expect(await screen.findByText('cpc.pdf')).toBeTruthy();

    // EHR: search 'CER' finds Cerner only; tick it, then Epic
    const trigger = screen.getByRole('button', { name: /^EHR Systems/ });
    expect(trigger.textContent).toContain('Select EHR Systems');
    fireEvent.click(trigger);
    const search = await screen.findByPlaceholderText('Search EHR Systems...');
    fireEvent.change(search, { target: { value: 'CER' } });
    const ehrList = () => screen.getByRole('listbox', { name: 'EHR Systems', hidden: true });
    const options = () =>
      within(ehrList())
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent);
    expect(options()).toEqual(['Cerner']);
    fireEvent.click(within(ehrList()).getByRole('option', { name: 'Cerner', hidden: true }));
    fireEvent.change(search, { target: { value: '' } });
    fireEvent.click(within(ehrList()).getByRole('option', { name: 'Epic', hidden: true }));
    expect(trigger.textContent).toContain('Cerner, Epic');

    fireEvent.click(within(group(/^Specialized in/)).getByRole('checkbox', { name: 'Radiology' }));
    expect(screen.getByText('(Please select the EHR system you are most interested in)')).toBeTruthy();
    next();

    await waitFor(() => expect(router.state.location.pathname).toBe('/education'));
    const form = api.sentForm();
    expect(form.get('process')).toBe('nonvoice');
    expect(form.get('preferences')).toBe('Coding');
    expect(form.get('certified')).toBe('1');
    expect(form.get('certificate_type')).toBe('CPC');
    expect(form.get('ehr_system')).toBe('Cerner, Epic');
    expect(form.get('ehr_specializations')).toBe('Radiology');
    expect((form.get('certificate') as File).name).toBe('cpc.pdf');
  }, 30_000);

  it('voice: Other reveals its field; switching process clears the voice choices', async () => {
    renderApp('/lookingfor');
    const voice = await screen.findByRole('button', { name: 'Voice Process' });
    fireEvent.click(voice);
    fireEvent.click(within(group(/^Voice Process options/)).getByRole('checkbox', { name: 'Other' }));
    const other = screen.getByPlaceholderText('Enter other voice process');
    next();
    expect(await screen.findByText('Please specify the "Other" Voice Process option')).toBeTruthy();
    fireEvent.change(other, { target: { value: 'Triage' } });
    expect(screen.queryByText('Please specify the "Other" Voice Process option')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Non-voice Process' }));
    fireEvent.click(screen.getByRole('button', { name: 'Voice Process' }));
    expect(
      (within(group(/^Voice Process options/)).getByRole('checkbox', { name: 'Other' }) as HTMLInputElement)
        .checked,
    ).toBe(false);
    // clicking the active one deselects it
    fireEvent.click(screen.getByRole('button', { name: 'Voice Process' }));
    expect(screen.getByRole('button', { name: 'Voice Process' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByRole('group', { name: /^Voice Process options/ })).toBeNull();
  });

  it("lists failure: 'Failed to fetch options'", async () => {
    api.answers.lists = () => jsonResponse(500, { success: false });
    renderApp('/lookingfor');
    expect(await screen.findByText('Failed to fetch options')).toBeTruthy();
  });

  it("save failure: 'Failed to save job preferences', values kept", async () => {
    api.answers.save = () => jsonResponse(500, { success: false });
    localStorage.setItem(
      'rcm-draft:/lookingfor',
      JSON.stringify({
        process: 'voice',
        voice: ['AR Calling'],
        otherVoice: '',
        nonVoice: [],
        otherNonVoice: '',
        certified: '',
        certificationType: '',
        otherCertification: '',
        file: null,
        savedFileName: '',
        ehr: ['Epic'],
        otherEhr: '',
        specializations: ['Cardiology'],
        otherSpecialization: '',
      }),
    );
    const { router } = renderApp('/lookingfor');
    await screen.findByRole('button', { name: 'Next' });
    next();
    expect(await screen.findByText('Failed to save job preferences')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lookingfor');
    expect(api.sentForm().get('certified')).toBeNull();
    expect(screen.getByRole('button', { name: /^EHR Systems/ }).textContent).toContain('Epic');
  });
});
