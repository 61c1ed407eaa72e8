import 'fake-indexeddb/auto';
import { render } from '@testing-library/react';
import { get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { QUERY_ROOTS } from '../api/query-keys';
import { AppQueryProvider } from './app-query-provider';
import { appQueryClient, createAppQueryClient, PERSIST_KEY, persistNow } from './query-persistence';

const persistedHashes = async (): Promise<string[]> => {
  const raw = await get<string>(PERSIST_KEY);
  if (!raw) return [];
  const client = JSON.parse(raw) as { clientState: { queries: { queryHash: string }[] } };
  return client.clientState.queries.map((query) => query.queryHash);
};

describe('writing the persisted cache at once', () => {
  it('persistNow writes the persisted queries without waiting for the throttle', async () => {
    const client = createAppQueryClient();
    client.setQueryData([QUERY_ROOTS.lists, 'onboarding'], { ehr_systems: ['Epic'] });
    client.setQueryData(['not-persisted'], { secret: true });
    await persistNow(client);
    const hashes = await persistedHashes();
    expect(hashes).toContain(JSON.stringify([QUERY_ROOTS.lists, 'onboarding']));
    expect(hashes).not.toContain(JSON.stringify(['not-persisted']));
  });

  it('leaving the page (pagehide) writes what a quick visit fetched', async () => {
    render(<AppQueryProvider>screen</AppQueryProvider>);
    appQueryClient().setQueryData([QUERY_ROOTS.cities, 'all'], [{ name: 'Chennai' }]);
    window.dispatchEvent(new Event('pagehide'));
    await expect
      .poll(persistedHashes, { timeout: 900 })
      .toContain(JSON.stringify([QUERY_ROOTS.cities, 'all']));
  });
});
