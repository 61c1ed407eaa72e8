import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { AppProviders } from '../app-providers';
import { type AppRouter, connectApiClient, createAppRouter } from '../router';

/**
 * Renders the real app (route tree, guards, providers) at `path`, with an in-memory query cache
 * (the signed-in layout uses it instead of the app's persisted one).
 */
export function renderApp(
  path: string,
  options: { queryClient?: QueryClient } = {},
): { router: AppRouter; queryClient: QueryClient } & ReturnType<typeof render> {
  const queryClient =
    options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }), queryClient });
  connectApiClient(router, queryClient);
  const utils = render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { router, queryClient, ...utils };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * The labels in `container` that show Mantine's required mark (the asterisk after the label), by
 * their text, in the order they show: the fields a screen marks as required.
 */
export function markedRequired(container: HTMLElement = document.body): string[] {
  return [...container.querySelectorAll('.mantine-InputWrapper-label')]
    .filter((label) => label.querySelector('.mantine-InputWrapper-required') !== null)
    .map((label) => label.firstChild?.textContent?.trim() ?? '');
}
