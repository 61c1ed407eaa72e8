import { AppProviders } from '@app/app-providers';
import { JobCard } from '@app/features/jobs/job-card';
import type { JobCard as JobCardData } from '@contract/jobs';
import { VERIFIED_EMPLOYER, VERIFIED_EMPLOYER_MEANING } from '@contract/verified-employer';
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
import { afterEach, describe, expect, it } from 'vitest';

const job = (fields: Partial<JobCardData> = {}): JobCardData => ({
  id: 5,
  company_name: 'Acme Health',
  company_logo: null,
  job_title: 'Medical Coder',
  role_name: 'Coding',
  type_name: 'Full Time',
  location: 'Chennai',
  experience_level: 'Experienced',
  min_ctc: 300000,
  max_ctc: 450000,
  job_description: 'Code charts.',
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

function renderCard(data: JobCardData) {
  const rootRoute = createRootRoute({ component: Outlet });
  const list = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <JobCard job={data} onApply={() => {}} />,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([list]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <AppProviders>
      <QueryClientProvider client={new QueryClient()}>
        {/* biome-ignore lint/suspicious/noExplicitAny: a test router outside the app's registered one */}
        <RouterProvider router={router as any} />
      </QueryClientProvider>
    </AppProviders>,
  );
}

afterEach(cleanup);

describe('the Verified employer badge on a job card (issue 37)', () => {
  it('a verified company: the words, with their meaning as its title (the accessible description)', async () => {
    renderCard(job({ company_verified: true }));
    const card = await screen.findByRole('article', { name: 'Medical Coder' });
    const badge = within(card).getByText(VERIFIED_EMPLOYER);
    expect(badge.getAttribute('title')).toBe(VERIFIED_EMPLOYER_MEANING);
    // the check is decoration: the words say it
    expect(badge.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('a company not verified, or an answer from before the badge: none', async () => {
    renderCard(job({ company_verified: false }));
    const card = await screen.findByRole('article', { name: 'Medical Coder' });
    expect(within(card).queryByText(VERIFIED_EMPLOYER)).toBeNull();
    cleanup();
    renderCard(job());
    await screen.findByRole('article', { name: 'Medical Coder' });
    expect(screen.queryByText(VERIFIED_EMPLOYER)).toBeNull();
  });
});
