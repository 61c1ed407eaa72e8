import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import type { MessageTemplate } from '@contract/recruiter/templates';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BulkMessageModal } from './bulk-message-modal';

/** The company's message templates renamed, saved over and deleted where they are chosen (issue 36 §4). */

let templates: MessageTemplate[];
let fetchMock: FetchMock;

const template = (id: number, name: string, body: string): MessageTemplate => ({
  template_id: id,
  name,
  body,
  updated_at: '2026-11-29T10:00:00.000Z',
});

beforeEach(() => {
  localStorage.setItem('token', 'recruiter-token');
  localStorage.setItem('role', 'recruiter');
  templates = [template(3, 'Invite', 'Hi {first_name}, come in.'), template(4, 'Reject', 'Sorry.')];
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const ok = (result: unknown) => jsonResponse(200, { success: true, message: 'ok', result });
    const method = init?.method ?? 'GET';
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/recruiters/templates' && method === 'GET') return ok({ templates });
    const id = Number(/\/templates\/(\d+)$/.exec(path)?.[1]);
    const at = templates.findIndex((t) => t.template_id === id);
    if (at < 0)
      return jsonResponse(404, { success: false, message: 'Template not found', code: 'template_not_found' });
    if (method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { name: string; body: string };
      templates[at] = { ...templates[at], ...body };
      return ok({ template: templates[at] });
    }
    if (method === 'DELETE') {
      templates.splice(at, 1);
      return ok({ template_id: id });
    }
    return jsonResponse(405, { success: false, message: 'No', code: 'not_found' });
  }) as FetchMock;
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function open() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider>
        <BulkMessageModal opened count={3} busy={false} onSend={() => {}} onCancel={() => {}} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}
const calls = (method: string) =>
  fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const choose = async (name: string) => {
  const select = (await screen.findByLabelText('Template')) as HTMLSelectElement;
  await screen.findByRole('option', { name });
  fireEvent.change(select, {
    target: { value: String(templates.find((t) => t.name === name)?.template_id) },
  });
};

describe('the message templates: rename, edit, delete', { timeout: 30_000 }, () => {
  it('renames the chosen template and saves the message box into it', async () => {
    open();
    expect(screen.queryByLabelText('Template name')).toBeNull();
    await choose('Invite');
    const name = screen.getByLabelText('Template name') as HTMLInputElement;
    expect(name.value).toBe('Invite');
    fireEvent.change(name, { target: { value: 'Walk-in invite' } });
    fireEvent.change(screen.getByLabelText(/^Message/, { selector: 'textarea' }), {
      target: { value: 'Hi {first_name}, walk in at 10.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes to the template' }));
    expect(await screen.findByText("The template 'Walk-in invite' is saved.")).toBeTruthy();
    const [url, init] = calls('PUT')[0] ?? [];
    expect(url).toContain('/recruiters/templates/3');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Walk-in invite',
      body: 'Hi {first_name}, walk in at 10.',
    });
    expect(await screen.findByRole('option', { name: 'Walk-in invite' })).toBeTruthy();
  });

  it('refuses an unknown placeholder before saving', async () => {
    open();
    await choose('Invite');
    fireEvent.change(screen.getByLabelText(/^Message/, { selector: 'textarea' }), {
      target: { value: 'Hi {firstname}' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes to the template' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Unknown placeholder \{firstname\}/);
    expect(calls('PUT')).toHaveLength(0);
  });

  it('deletes only after the confirm; Keep it deletes nothing', async () => {
    open();
    await choose('Reject');
    fireEvent.click(screen.getByRole('button', { name: 'Delete template' }));
    expect(screen.getByText(/^Delete the template 'Reject'\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete template' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText("The template 'Reject' is deleted.")).toBeTruthy();
    expect(calls('DELETE')[0]?.[0]).toContain('/recruiters/templates/4');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Reject' })).toBeNull());
    expect(screen.queryByLabelText('Template name')).toBeNull();
  });

  it('a template a colleague deleted meanwhile: says so, and the list drops it', async () => {
    open();
    await choose('Reject');
    templates.splice(1, 1);
    fireEvent.click(screen.getByRole('button', { name: 'Save changes to the template' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Template not found');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Reject' })).toBeNull());
  });
});
