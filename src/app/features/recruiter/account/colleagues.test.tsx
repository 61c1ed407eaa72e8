import { signInAsRecruiter, workspaceFrameAnswer } from '@app/test-kits/recruiter-test-kit';
import { jsonResponse, renderApp } from '@app/test-kits/test-utils';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOVE_HINT, removedText, removeTitle } from './colleagues';

vi.setConfig({ testTimeout: 30_000 });

let fetchMock: ReturnType<typeof vi.fn>;
let colleagues: { id: number; first_name: string; last_name: string; email: string; you: boolean }[];

beforeEach(() => {
  colleagues = [
    { id: 1, first_name: 'Anita', last_name: 'Desai', email: 'anita@medicode.in', you: true },
    { id: 2, first_name: 'Sunil', last_name: 'Rao', email: 'sunil@medicode.in', you: false },
  ];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    const frame = workspaceFrameAnswer(path);
    if (frame) return frame;
    if (path === '/recruiters/colleagues')
      return jsonResponse(200, { success: true, result: { colleagues } });
    if (path === '/recruiters/colleagues/2' && init?.method === 'DELETE') {
      colleagues = colleagues.filter((c) => c.id !== 2);
      return jsonResponse(200, { success: true, message: 'Colleague removed' });
    }
    return jsonResponse(404, { success: false, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  signInAsRecruiter();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const deletes = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE');

describe('Colleagues (H6, issue 35)', () => {
  it('lists the company’s recruiters and removes one only after the confirmation', async () => {
    renderApp('/recruiter');
    fireEvent.click(await screen.findByRole('button', { name: 'Colleagues' }));
    const dialog = await screen.findByRole('dialog', { name: 'Colleagues' });
    expect(await within(dialog).findByText('Anita Desai (you)')).toBeTruthy();
    // no Remove for oneself
    expect(within(dialog).queryByRole('button', { name: 'Remove Anita Desai' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Sunil Rao' }));

    const confirm = await screen.findByRole('dialog', { name: removeTitle('Sunil Rao') });
    expect(within(confirm).getByText(REMOVE_HINT)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('dialog', { name: 'Colleagues' });
    expect(deletes()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Sunil Rao' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: removeTitle('Sunil Rao') })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText(removedText('Sunil Rao'))).toBeTruthy();
    expect(deletes()).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('sunil@medicode.in')).toBeNull());
  });
});
