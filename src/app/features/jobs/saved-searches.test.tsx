import 'fake-indexeddb/auto';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_SAVED_SEARCH } from '../../../contract/saved-searches';
import { codersInChennai } from '../../test-kits/saved-search-fixtures';
import { jsonResponse, renderApp } from '../../test-kits/test-utils';
import { RENAME_NEEDS_NETWORK } from './saved-search-texts';

const dashboardAnswer = {
  success: true,
  result: {
    user_details: {
      user_id: 5,
      first_name: 'Asha',
      last_name: 'Rao',
      phone_no: '9876543210',
      email: 'asha@example.in',
      employment_list: [],
      profile_picture: null,
      active_since: '2026-01-01',
      activity_status: 'Highly Active',
    },
    profile_completion: 60,
    applied_count: 0,
    recruiter_views: 0,
    recent_jobs: [],
  },
};
const coders = codersInChennai;
const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });

let fetchMock: ReturnType<typeof vi.fn>;
const requestsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes(path)) as [string, RequestInit][];

beforeEach(() => {
  localStorage.setItem('isCandidateLogin', 'true');
  localStorage.setItem('token', 'tok-5');
  localStorage.setItem('user_id', '5');
  fetchMock = vi.fn(serverAnswer);
  vi.stubGlobal('fetch', fetchMock);
});

/** What the server answers in these tests. */
async function serverAnswer(url: string): Promise<Response> {
  if (url.includes('/candidates/dashboard')) return jsonResponse(200, dashboardAnswer);
  if (url.includes('/candidates/saved_searches')) return ok([coders]);
  if (url.includes('/candidates/open_saved_search')) return ok({ ...coders, new_count: 0 });
  if (url.includes('/candidates/delete_saved_search')) return ok({ id: coders.id });
  if (url.includes('/candidates/save_search')) return ok({ ...coders, id: 9, name: 'Chennai coders' });
  if (url.includes('/candidates/rename_saved_search')) return ok({ ...coders, name: 'Chennai coders' });
  if (url.includes('/candidates/job_search'))
    return jsonResponse(200, { success: true, message: 'ok', result: [], total: 0, page: 1, per_page: 6 });
  return jsonResponse(500, { success: false, message: 'not in this test', code: 'internal_error' });
}

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

describe('saved searches on the dashboard', () => {
  it('lists each with its count; opening one tells the server and runs the search on /jobpostings', async () => {
    const { router } = renderApp('/dashboard');
    const item = await screen.findByRole('button', { name: /^Coders in Chennai\s*3 new$/ });
    fireEvent.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobpostings'));
    expect(router.state.location.search).toMatchObject({ job_role: 'coder', location: 'Chennai' });
    const [, init] = requestsTo('/candidates/open_saved_search')[0];
    expect(JSON.parse(String(init.body))).toEqual({ id: 4 });
  });

  it('deletes one after a confirmation, through the write queue', async () => {
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Coders in Chennai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved search?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requestsTo('/candidates/delete_saved_search')).toHaveLength(1));
    const [, init] = requestsTo('/candidates/delete_saved_search')[0];
    const headers = new Headers(init.headers);
    expect(headers.get('X-Queue')).toBe('1');
    expect(headers.get('Idempotency-Key')).toBeTruthy();
    expect(JSON.parse(String(init.body))).toEqual({ id: 4 });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Coders in Chennai/ })).toBeNull());
  });
});

describe('renaming a saved search', () => {
  it('sends the new name and lists it; offline it says renaming needs the network and keeps the name typed', async () => {
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Coders in Chennai' }));
    let dialog = await screen.findByRole('dialog', { name: 'Rename saved search' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveProperty('value', 'Coders in Chennai');

    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/candidates/rename_saved_search')) throw new TypeError('Failed to fetch');
      return serverAnswer(url);
    });
    fireEvent.change(name, { target: { value: 'Chennai coders' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(RENAME_NEEDS_NETWORK)).toBeTruthy();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveProperty('value', 'Chennai coders');

    fetchMock.mockImplementation(serverAnswer);
    dialog = screen.getByRole('dialog', { name: 'Rename saved search' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: /^Chennai coders\s*3 new$/ })).toBeTruthy();
    const [, init] = requestsTo('/candidates/rename_saved_search').at(-1) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ id: 4, name: 'Chennai coders' });
  });
});

describe('Save this search on /jobpostings', () => {
  it('prefills the name from the filters, refuses an empty one, and saves through the write queue', async () => {
    renderApp('/jobpostings?job_role=coder&location=Chennai');
    fireEvent.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveProperty('value', 'coder · Chennai');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name for this search')).toBeTruthy();
    expect(requestsTo('/candidates/save_search')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Chennai coders' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('/candidates/save_search')).toHaveLength(1));
    const [, init] = requestsTo('/candidates/save_search')[0];
    expect(new Headers(init.headers).get('X-Queue')).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Chennai coders',
      search: { ...EMPTY_SAVED_SEARCH, job_role: 'coder', location: 'Chennai' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this search' })).toBeNull());
  });
});
