import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryStates } from './query-states';

const texts = {
  failed: 'Could not load your jobs.',
  notOnDevice: 'Your jobs are not saved on this phone yet.',
  loading: 'Loading your jobs...',
  what: 'your jobs',
};

describe('QueryStates', () => {
  afterEach(cleanup);
  const renderIt = (query: { error: unknown; fetchStatus: string }) => {
    const refetch = vi.fn();
    render(
      <MantineProvider>
        <QueryStates query={{ ...query, refetch }} texts={texts} />
      </MantineProvider>,
    );
    return refetch;
  };

  it('a failed read: the alert, the network note, and Try again asks again', () => {
    const refetch = renderIt({ error: new Error('x'), fetchStatus: 'idle' });
    expect(screen.getByRole('alert').textContent).toBe(texts.failed);
    expect(screen.getByText('The network is not answering, so your jobs could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('offline and never saved: says so, no spinner', () => {
    renderIt({ error: null, fetchStatus: 'paused' });
    expect(screen.getByRole('status').textContent).toBe(texts.notOnDevice);
    expect(screen.queryByText(texts.loading)).toBeNull();
  });

  it('loading: the spinner and the words', () => {
    renderIt({ error: null, fetchStatus: 'fetching' });
    expect(screen.getByRole('status').textContent).toContain(texts.loading);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
