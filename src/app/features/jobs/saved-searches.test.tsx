import 'fake-indexeddb/auto';
import { dashboardAnswerOf } from '@app/test-kits/dashboard-fixture';
import { codersInChennai } from '@app/test-kits/saved-search-fixtures';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { decodeOutboxLabel } from '@contract/outbox';
import { OUTBOX_DB, OUTBOX_STORE } from '@contract/page-worker';
import { EMPTY_SAVED_SEARCH, savedSearchKey } from '@contract/saved-searches';
import { notifications } from '@mantine/notifications';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore, del, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENAME_NEEDS_NETWORK, SEARCH_ALREADY_WAITING, searchAlreadySaved } from './saved-search-texts';

const dashboardAnswer = dashboardAnswerOf();
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
  if (url.includes('/candidates/open_saved_search'))
    return jsonResponse(200, {
      success: true,
      message: 'ok',
      result: { ...coders, new_count: 0, last_opened_at: '2026-03-05T09:00:00.000Z' },
      new_since: coders.last_opened_at,
    });
  if (url.includes('/candidates/delete_saved_search')) return ok({ id: coders.id });
  if (url.includes('/candidates/save_search'))
    return jsonResponse(200, {
      success: true,
      message: 'ok',
      result: { ...coders, id: 9, name: 'Pune coders', search: { ...coders.search, location: 'Pune' } },
      already_saved: false,
    });
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

  it('opening one marks the jobs posted since its previous visit New, and offers newest first (SS2)', async () => {
    const job = (id: number, created_at: string) => ({
      id,
      company_name: 'Acme Health',
      company_logo: null,
      job_title: `Medical Coder ${id}`,
      role_name: 'Medical Coder',
      type_name: 'Full Time',
      location: 'Chennai',
      experience_level: 'Experienced',
      min_ctc: null,
      max_ctc: null,
      job_description: null,
      created_at,
      specialisations: null,
      saved_status: false,
      applied_status: false,
      assessment_status: false,
      assessment_submit: false,
      status: null,
      application_status: null,
    });
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      const withWords = { ...coders, search: { ...coders.search, q: 'coder' } };
      if (url.includes('/candidates/saved_searches')) return ok([withWords]);
      if (url.includes('/candidates/open_saved_search'))
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          result: { ...withWords, new_count: 0 },
          new_since: coders.last_opened_at,
        });
      if (url.includes('/candidates/job_search')) {
        const body = JSON.parse(String(init?.body));
        // posted after the previous visit (coders.last_opened_at, 1 March 10:00): 11 only
        const jobs = [job(10, '2026-02-20T10:00:00.000Z'), job(11, '2026-03-04T10:00:00.000Z')];
        const result = body.sort === 'newest' ? [...jobs].reverse() : jobs;
        return jsonResponse(200, { success: true, message: 'ok', result, total: 2, page: 1, per_page: 6 });
      }
      return serverAnswer(url);
    });
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /^Coders in Chennai\s*3 new$/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ new_since: coders.last_opened_at }),
    );
    const cards = await screen.findAllByRole('article');
    expect(within(cards[0]).queryByText('New')).toBeNull();
    expect(within(cards[1]).getByText('New')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'newest' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'newest' }));
    await waitFor(() =>
      expect(within(screen.getAllByRole('article')[0]).getByText('Medical Coder 11')).toBeTruthy(),
    );
    expect(within(screen.getAllByRole('article')[0]).getByText('New')).toBeTruthy();
    const sent = requestsTo('/candidates/job_search').map(([, init]) => JSON.parse(String(init.body)));
    expect(sent.at(-1)).toMatchObject({ q: 'coder', sort: 'newest' });
    expect(sent.every((body) => !('new_since' in body))).toBe(true);
  });

  it('lists the first 3 and "Show all (n)" for the rest (SS3)', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ ...coders, id, name: `Search ${id}` }));
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/candidates/saved_searches') ? ok(five) : serverAnswer(url),
    );
    renderApp('/dashboard');
    await screen.findByRole('button', { name: /^Search 1/ });
    const card = screen.getByRole('region', { name: 'Saved searches' });
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).queryByRole('button', { name: /^Search 4/ })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Show all (5)' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card).getByRole('button', { name: /^Search 5/ })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Show fewer' }));
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
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
    renderApp('/jobpostings?job_role=coder&location=Pune');
    fireEvent.click(await screen.findByRole('button', { name: /Save this search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByLabelText(/^Name/);
    expect(name).toHaveProperty('value', 'coder · Pune');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name for this search')).toBeTruthy();
    expect(requestsTo('/candidates/save_search')).toHaveLength(0);

    fireEvent.change(name, { target: { value: 'Pune coders' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo('/candidates/save_search')).toHaveLength(1));
    const [, init] = requestsTo('/candidates/save_search')[0];
    expect(new Headers(init.headers).get('X-Queue')).toBe('1');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Pune coders',
      search: { ...EMPTY_SAVED_SEARCH, job_role: 'coder', location: 'Pune' },
    });
    // the outbox label names the search, so a save of the same search still waiting is found
    const label = decodeOutboxLabel(new Headers(init.headers).get('X-Outbox'));
    expect(label?.search_key).toBe(savedSearchKey({ job_role: 'coder', location: 'Pune' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Save this search' })).toBeNull());
  });
});

describe('saving a search already saved (SS1)', () => {
  it('says so and opens the kept one (as this phone last saw the list) instead of saving it twice', async () => {
    const { router } = renderApp('/dashboard');
    await screen.findByRole('button', { name: /^Coders in Chennai/ });
    await router.navigate({ to: '/jobpostings', search: { job_role: 'Coder', location: 'chennai' } });
    fireEvent.click(await screen.findByRole('button', { name: /Save this search/ }));
    expect(await screen.findByText(searchAlreadySaved('Coders in Chennai'))).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Save this search' })).toBeNull();
    await waitFor(() => expect(requestsTo('/candidates/open_saved_search')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ location: 'Chennai' }));
    expect(requestsTo('/candidates/save_search')).toHaveLength(0);
  });

  it('when the server answers that it is kept already (another phone saved it), opens that one', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url.includes('/candidates/saved_searches')) return ok([]);
      if (url.includes('/candidates/save_search'))
        return jsonResponse(200, { success: true, message: 'ok', result: coders, already_saved: true });
      return serverAnswer(url);
    });
    renderApp('/jobpostings?job_role=coder&location=Chennai');
    fireEvent.click(await screen.findByRole('button', { name: /Save this search/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    await waitFor(() => expect(requestsTo('/candidates/saved_searches').length).toBeGreaterThan(0));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(searchAlreadySaved('Coders in Chennai'))).toBeTruthy();
    await waitFor(() => expect(requestsTo('/candidates/open_saved_search')).toHaveLength(1));
  });

  it('offline, a save of the same search still waiting in the outbox is named, not queued again', async () => {
    const search = { ...EMPTY_SAVED_SEARCH, skill: 'denial', location: 'Pune' };
    await set(
      'queued-save',
      {
        kind: 'save_search',
        job_id: 0,
        title: 'Denials in Pune',
        user_id: '5',
        search_key: savedSearchKey(search),
        key: 'queued-save',
        created_at: Date.now(),
        updated_at: Date.now(),
        state: 'waiting',
        reason: null,
        status: null,
        attempts: 0,
        next_attempt_at: null,
        can_retry: false,
      },
      createStore(OUTBOX_DB, OUTBOX_STORE),
    );
    const { router } = renderApp('/dashboard');
    // the dashboard lists the save as waiting: this phone's outbox is read
    expect(await screen.findByText('Denials in Pune')).toBeTruthy();
    await router.navigate({ to: '/jobpostings', search: { skill: 'Denial', location: 'pune' } });
    fireEvent.click(await screen.findByRole('button', { name: /Save this search/ }));
    expect(await screen.findByText(SEARCH_ALREADY_WAITING)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Save this search' })).toBeNull();
    expect(requestsTo('/candidates/save_search')).toHaveLength(0);
    await del('queued-save', createStore(OUTBOX_DB, OUTBOX_STORE));
  });
});
