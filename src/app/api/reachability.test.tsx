import { QUEUED_ANSWER_HEADER } from '@contract/headers';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../test-kits/fetch-test-kit';
import { DataAgeNote } from '../ui/data-age-note';
import { apiRequest, NetworkError } from './client';
import { isServerUnreachable, noteServerAnswered } from './reachability';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  noteServerAnswered();
});

const failing = () => {
  throw new TypeError('Failed to fetch');
};

describe('reachability (a phone that says online while nothing gets through)', () => {
  it('a request without an answer marks the server unreachable; the next answer clears it', async () => {
    stubFetch(failing);
    await expect(apiRequest('/candidates/dashboard')).rejects.toBeInstanceOf(NetworkError);
    expect(isServerUnreachable()).toBe(true);
    stubFetch(() => jsonResponse(500, { success: false, message: 'down' }));
    await expect(apiRequest('/candidates/dashboard')).rejects.toThrow('down');
    // a refusal is an answer: the network carried it
    expect(isServerUnreachable()).toBe(false);
  });

  it("the service worker's answer for a kept write is not the server's", async () => {
    stubFetch(failing);
    await expect(apiRequest('/candidates/dashboard')).rejects.toBeInstanceOf(NetworkError);
    stubFetch(
      () =>
        new Response(JSON.stringify({ success: true, queued: true }), {
          status: 202,
          headers: { 'Content-Type': 'application/json', [QUEUED_ANSWER_HEADER]: '1' },
        }),
    );
    await apiRequest('/candidates/save_job', { method: 'POST', body: { job_id: 1 } });
    expect(isServerUnreachable()).toBe(true);
  });

  it('an abort by the page says nothing of the network', async () => {
    const controller = new AbortController();
    stubFetch(() => {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(apiRequest('/candidates/dashboard', { signal: controller.signal })).rejects.toThrow();
    expect(isServerUnreachable()).toBe(false);
  });

  it('the data-age note says the network is not answering while online, and goes when it answers', async () => {
    render(
      <MantineProvider>
        <DataAgeNote updatedAt={Date.now() - 5 * 60_000} what="jobs" />
      </MantineProvider>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    stubFetch(failing);
    await act(async () => {
      await apiRequest('/candidates/dashboard').catch(() => undefined);
    });
    expect(screen.getByRole('status').textContent).toBe(
      'The network is not answering: showing jobs saved on this phone 5 minutes ago.',
    );
    stubFetch(() => jsonResponse(200, { success: true, result: {} }));
    await act(async () => {
      await apiRequest('/candidates/dashboard');
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("a screen's own refresh that got no answer keeps the note after another call was answered", async () => {
    const note = (failureReason: unknown) => (
      <MantineProvider>
        <DataAgeNote updatedAt={Date.now() - 5 * 60_000} what="jobs" failureReason={failureReason} />
      </MantineProvider>
    );
    const { rerender } = render(note(new NetworkError()));
    // the header's call was answered after the list's refresh failed
    stubFetch(() => jsonResponse(200, { success: true, result: {} }));
    await act(async () => {
      await apiRequest('/candidates/dashboard');
    });
    expect(screen.getByRole('status').textContent).toBe(
      'The network is not answering: showing jobs saved on this phone 5 minutes ago.',
    );
    // a refusal (an answer) or a later success (no failure kept) says nothing
    rerender(note(new Error('Request failed with status 500')));
    expect(screen.queryByRole('status')).toBeNull();
    rerender(note(null));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
