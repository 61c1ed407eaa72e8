import { setToken } from '@app/session';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import { resetOnboardingApi } from '@app/test-kits/lists-test-kit';
import { markedRequired, renderApp } from '@app/test-kits/test-utils';
import { pastEmployment } from '@contract/test-kits/employment-test-kit';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The whole app renders in jsdom: on a busy machine the first screen can take more than 1 s.

let fetchMock: FetchMock;
let progressAnswer: () => Response;
let listsAnswer: () => Response;
const thisYear = new Date().getFullYear();

const lists = {
  ehrSystems: [],
  subCategories: [],
  ehrSpecializations: [],
  certifications: [],
  companies: [
    { id: 1, name: 'Omega Healthcare' },
    { id: 2, name: 'R1 RCM' },
  ],
  educations: [],
  institutes: [],
  certificateInstitutes: [],
};

beforeEach(() => {
  setToken('token-1');
  progressAnswer = () => jsonResponse(404, { success: false, message: 'Not found' });
  listsAnswer = () => jsonResponse(200, { success: true, result: lists });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/onboarding/lists')) return listsAnswer();
    if (url.endsWith('/candidates/onboarding/employment')) return jsonResponse(200, { success: true });
    if (url.endsWith('/candidates/onboarding/progress')) return progressAnswer();
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(resetOnboardingApi);

function block(n: number) {
  return within(screen.getByRole('group', { name: `Employment ${n}` }));
}

async function pick(input: HTMLElement, option: string) {
  fireEvent.click(input);
  const listbox = await waitFor(() => {
    const found = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error('no options');
    return found;
  });
  fireEvent.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

function choose(scope: ReturnType<typeof block>, label: string, option: string) {
  return pick(scope.getByRole('combobox', { name: label }), option);
}

describe('employment screen', () => {
  it('marks the required fields: a company block, To unless current, and the current company’s', async () => {
    renderApp('/experience');
    const first = await screen.findByRole('group', { name: 'Employment 1' });
    expect(markedRequired(first)).toEqual([
      'Company',
      'Role',
      'From month',
      'From year',
      'To month',
      'To year',
    ]);
    await choose(block(1), 'Company', 'Other');
    expect(markedRequired(first)).toContain('Company name');
    await choose(block(1), 'From month', 'March');
    await choose(block(1), 'From year', String(thisYear - 3));
    fireEvent.change(block(1).getByRole('textbox', { name: 'Company name' }), { target: { value: 'Acme' } });
    fireEvent.change(block(1).getByRole('textbox', { name: 'Role' }), { target: { value: 'Coder' } });
    fireEvent.click(block(1).getByRole('checkbox', { name: 'Currently working here' }));
    expect(markedRequired(first)).toEqual(['Company', 'Company name', 'Role', 'From month', 'From year']);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Current Employment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Notice Period' }));
    expect(markedRequired()).toEqual(['Notice period (days)', 'Current CTC', 'Expected CTC']);
  });

  it('shows the rules, keeps to-fields disabled until from is set, and saves two entries through stage 2', async () => {
    const { router } = renderApp('/experience');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await block(1).findByText('Company name is required')).toBeTruthy();
    expect(block(1).getByText('Role is required')).toBeTruthy();
    expect(block(1).getByText('From month is required')).toBeTruthy();
    expect(block(1).getByText('From year is required')).toBeTruthy();
    expect(block(1).queryByRole('button', { name: /Remove/ })).toBeNull();

    const first = block(1);
    expect((first.getByRole('combobox', { name: 'To month' }) as HTMLInputElement).disabled).toBe(true);
    await choose(first, 'Company', 'Other');
    fireEvent.change(first.getByRole('textbox', { name: 'Company name' }), { target: { value: 'Acme RCM' } });
    fireEvent.change(first.getByRole('textbox', { name: 'Role' }), { target: { value: 'AR Caller' } });
    expect(first.queryByText('Role is required')).toBeNull();
    await choose(first, 'From month', 'March');
    await choose(first, 'From year', String(thisYear - 3));
    expect((first.getByRole('combobox', { name: 'To month' }) as HTMLInputElement).disabled).toBe(false);
    await choose(first, 'To month', 'January');
    await choose(first, 'To year', String(thisYear - 3));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await block(1).findByText('To month cannot be earlier than From month in the same year'),
    ).toBeTruthy();
    await choose(first, 'To year', String(thisYear - 1));

    fireEvent.click(screen.getByRole('button', { name: 'Add Employment' }));
    const second = block(2);
    await choose(second, 'Company', 'R1 RCM');
    fireEvent.change(second.getByRole('textbox', { name: 'Role' }), { target: { value: 'Coder' } });
    await choose(second, 'From month', 'February');
    await choose(second, 'From year', String(thisYear - 1));
    fireEvent.click(second.getByRole('checkbox', { name: 'Currently working here' }));
    expect((second.getByRole('combobox', { name: 'To year' }) as HTMLInputElement).disabled).toBe(true);
    expect(second.getByRole('button', { name: 'Remove Employment 2' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Current Employment' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Notice Period' }));
    const days = screen.getByRole('textbox', { name: 'Notice period (days)' }) as HTMLInputElement;
    fireEvent.change(days, { target: { value: '18' } });
    fireEvent.change(days, { target: { value: '181' } });
    expect(days.value).toBe('18');
    expect(screen.getByText('Notice period cannot exceed 180 days')).toBeTruthy();
    fireEvent.change(days, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Current CTC is required')).toBeTruthy();
    expect(screen.getByText('Expected CTC is required')).toBeTruthy();
    await pick(screen.getByRole('combobox', { name: 'Current CTC' }), '2,00,000-3,00,000');
    await pick(screen.getByRole('combobox', { name: 'Expected CTC' }), 'Above 10,00,000');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/lookingfor'));
    const sent = fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/onboarding/employment'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual([
      {
        company_name: 'Other',
        other_company: 'Acme RCM',
        role: 'AR Caller',
        from_years: thisYear - 3,
        from_months: 3,
        to_years: thisYear - 1,
        to_months: 1,
        min_ctc: '',
        max_ctc: '',
        available_type: 'inactive',
        available_day: 0,
        working_status: 0,
      },
      {
        company_name: 'R1 RCM',
        other_company: '',
        role: 'Coder',
        from_years: thisYear - 1,
        from_months: 2,
        to_years: 0,
        to_months: 0,
        min_ctc: '2,00,000-3,00,000',
        max_ctc: 'Above 10,00,000',
        available_type: 'notice_period',
        available_day: 90,
        working_status: 1,
      },
    ]);
  }, 30_000);

  it('opened again shows the saved entries and the current one’s availability', async () => {
    const saved = (over: Record<string, unknown>) =>
      pastEmployment({ from_years: thisYear - 4, to_years: thisYear - 2, to_months: 6, ...over });
    progressAnswer = () =>
      jsonResponse(200, {
        success: true,
        result: {
          completed: false,
          next_step: '/lookingfor',
          experience: null,
          employment: [
            saved({}),
            saved({
              company_name: 'Other',
              other_company: 'Acme Billing',
              role: 'Coder',
              to_years: 0,
              to_months: 0,
              min_ctc: '1,00,000-2,00,000',
              max_ctc: '2,00,000-3,00,000',
              available_type: 'notice_period',
              available_day: 45,
              working_status: 1,
            }),
          ],
          job_preference: null,
          certificate: null,
          education: null,
        },
      });
    renderApp('/experience');
    await screen.findByRole('group', { name: 'Employment 2' });
    expect((block(1).getByRole('textbox', { name: 'Role' }) as HTMLInputElement).value).toBe('AR Caller');
    expect((block(1).getByRole('combobox', { name: 'To month' }) as HTMLInputElement).value).toBe('June');
    expect(block(1).queryByRole('button', { name: /Remove/ })).toBeNull();
    expect((block(2).getByRole('textbox', { name: 'Company name' }) as HTMLInputElement).value).toBe(
      'Acme Billing',
    );
    expect(
      (block(2).getByRole('checkbox', { name: 'Currently working here' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Current Employment' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Notice period (days)' }) as HTMLInputElement).value).toBe(
      '45',
    );
    expect((screen.getByRole('combobox', { name: 'Current CTC' }) as HTMLInputElement).value).toBe(
      '1,00,000-2,00,000',
    );
  });

  it("says 'Failed to load companies' when the lists fail or have no companies, the server's message first", async () => {
    listsAnswer = () => jsonResponse(200, { success: true, result: { ...lists, companies: [] } });
    renderApp('/experience');
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load companies');
    cleanup();
    listsAnswer = () =>
      jsonResponse(400, { success: false, message: 'Lists are unavailable', code: 'validation_failed' });
    renderApp('/experience');
    expect((await screen.findByRole('alert')).textContent).toBe('Lists are unavailable');
  });
});
