import { AppProviders } from '@app/app-providers';
import type { JobCard as JobCardData } from '@contract/jobs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { JobCard } from './job-card';
import { SimilarJobCard } from './similar-job-card';

const job = (id: number, fields: Partial<JobCardData> = {}): JobCardData => ({
  id,
  company_name: `Company ${id}`,
  company_logo: null,
  job_title: `Job ${id}`,
  role_name: 'AR Calling',
  type_name: 'Full Time',
  location: 'Chennai',
  experience_level: 'Experienced',
  min_ctc: 300000,
  max_ctc: 450000,
  job_description: 'Short description.',
  created_at: null,
  specialisations: null,
  saved_status: false,
  applied_status: false,
  assessment_status: false,
  assessment_submit: false,
  status: null,
  application_status: null,
  ...fields,
});

const noop = () => {};

/** A card as each list shows it (JobListView's search, saved and applied pages, the dashboard, similar jobs). */
const CONTEXTS: { list: string; card: ReactNode; buttons: string[] }[] = [
  {
    list: 'job search',
    card: <JobCard job={job(1)} onApply={noop} />,
    buttons: ['Share Job 1', 'Save Job 1', 'Apply'],
  },
  {
    list: 'saved jobs',
    card: <JobCard job={job(2, { saved_status: true })} onApply={noop} onSavedChange={noop} />,
    buttons: ['Share Job 2', 'Unsave Job 2', 'Apply'],
  },
  {
    list: 'applied jobs',
    card: (
      <JobCard
        job={job(3, { applied_status: true, application_status: 'new' })}
        onApply={noop}
        extra={<p>Status: Awaiting</p>}
      />
    ),
    buttons: ['Share Job 3', 'Save Job 3', 'Applied'],
  },
  {
    list: 'dashboard recommended',
    card: (
      <JobCard
        job={job(4, { applied_status: true, assessment_status: true, application_status: 'new' })}
        onApply={noop}
      />
    ),
    buttons: ['Share Job 4', 'Save Job 4', 'Continue Assessment'],
  },
  {
    list: 'similar jobs',
    card: <SimilarJobCard job={job(5)} onApply={noop} />,
    buttons: ['Share Job 5', 'Save Job 5', 'View Details: Job 5', 'Apply'],
  },
];

function renderCard(card: ReactNode) {
  const rootRoute = createRootRoute({ component: Outlet });
  const list = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{card}</> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([list]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        {/* biome-ignore lint/suspicious/noExplicitAny: a test router outside the app's registered one */}
        <RouterProvider router={router as any} />
      </QueryClientProvider>
    </AppProviders>,
  );
}

/** The card's buttons (buttons and button-styled links) in order, with their name, kind and height. */
function buttonsOf(article: HTMLElement) {
  return [...article.querySelectorAll<HTMLElement>('.mantine-Button-root, .mantine-ActionIcon-root')].map(
    (element) => {
      const icon = element.classList.contains('mantine-ActionIcon-root');
      const style = element.getAttribute('style') ?? '';
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        variant: element.getAttribute('data-variant'),
        height: /--(?:button-height|ai-size):\s*([^;]+)/.exec(style)?.[1]?.trim(),
        icon,
      };
    },
  );
}

afterEach(cleanup);

describe('job card buttons (V11)', () => {
  it.each(CONTEXTS)(
    '$list: Share, the bookmark, then the actions, all one height',
    async ({ card, buttons }) => {
      renderCard(card);
      const article = await screen.findByRole('article');
      const found = buttonsOf(article);
      expect(found.map((button) => button.name)).toEqual(buttons);
      // one height: the buttons' sm (36 px) and the icon buttons' input-sm (36 px)
      expect(found.filter((button) => !button.icon).map((button) => button.height)).toEqual(
        found.filter((button) => !button.icon).map(() => 'var(--button-height-sm)'),
      );
      expect(found.filter((button) => button.icon).map((button) => button.height)).toEqual([
        'var(--ai-size-input-sm)',
        'var(--ai-size-input-sm)',
      ]);
      // the variant family: icons subtle, View Details outline, the job's action filled
      expect(found.map((button) => button.variant)).toEqual(
        buttons.map((name) =>
          name.startsWith('Share') || /^(Un)?[Ss]ave /.test(name)
            ? 'subtle'
            : name.startsWith('View Details')
              ? 'outline'
              : 'filled',
        ),
      );
    },
  );
});

describe('a closed job (issue 23)', () => {
  it('is marked "No longer accepting applications" on its card and its Apply is disabled', async () => {
    const closed = { ...job(6, { saved_status: true }), accepting_applications: false };
    renderCard(<JobCard job={closed} onApply={noop} onSavedChange={noop} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('No longer accepting applications')).toBeTruthy();
    expect((within(article).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
  });
  it('an open job has no mark and its Apply works', async () => {
    const open = { ...job(7), accepting_applications: true };
    renderCard(<JobCard job={open} onApply={noop} />);
    const article = await screen.findByRole('article');
    expect(within(article).queryByText('No longer accepting applications')).toBeNull();
    expect((within(article).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
  it('an applied card of a closed job keeps Applied', async () => {
    const applied = {
      ...job(8, { applied_status: true, application_status: 'new' }),
      accepting_applications: false,
    };
    renderCard(<JobCard job={applied} onApply={noop} />);
    const article = await screen.findByRole('article');
    expect(within(article).getByText('No longer accepting applications')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Applied' })).toBeTruthy();
  });
});
