import 'fake-indexeddb/auto';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_ROOTS } from '../api/query-keys';

/** A fresh copy of the app's query modules (their one client and one restore are per page). */
async function freshModules() {
  vi.resetModules();
  const persistence = await import('./query-persistence');
  const provider = await import('./app-query-provider');
  return { ...persistence, ...provider };
}

const KEY = [QUERY_ROOTS.cities, 'all'];

describe('the persisted cache restored before the first render', () => {
  beforeEach(async () => {
    // what an earlier visit left on this phone
    const earlier = await freshModules();
    const client = earlier.createAppQueryClient();
    client.setQueryData(KEY, ['Chennai']);
    await earlier.persistNow(client);
  });

  it("the router's client comes restored, and the screen's first render already shows the saved answer", async () => {
    const page = await freshModules();
    expect(page.isAppQueryClientRestored()).toBe(false);
    const client = await page.restoreAppQueryClient();
    expect(page.isAppQueryClientRestored()).toBe(true);
    expect(client.getQueryData(KEY)).toEqual(['Chennai']);

    const drawn: string[] = [];
    const queryFn = vi.fn(async () => ['Pune']);
    function Cities() {
      const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: Number.POSITIVE_INFINITY });
      drawn.push(data ? data.join(',') : 'placeholder');
      return <p>{data ? data.join(',') : 'placeholder'}</p>;
    }
    render(
      <page.AppQueryProvider>
        <Cities />
      </page.AppQueryProvider>,
    );
    expect(screen.getByText('Chennai')).toBeTruthy();
    // drawn once with the saved answer: no placeholder, no second render when a restore ends
    expect(drawn).toEqual(['Chennai']);
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('a screen drawn before the restore ended waits for it, then shows the saved answer', async () => {
    const page = await freshModules();
    const queryFn = vi.fn(async () => ['Pune']);
    function Cities() {
      const { data } = useQuery({ queryKey: KEY, queryFn, staleTime: Number.POSITIVE_INFINITY });
      return <p>{data ? data.join(',') : 'placeholder'}</p>;
    }
    render(
      <page.AppQueryProvider>
        <Cities />
      </page.AppQueryProvider>,
    );
    expect(await screen.findByText('Chennai')).toBeTruthy();
    expect(queryFn).not.toHaveBeenCalled();
  });
});
