import { jobQueryKey } from '@app/api/get-job';
import { AppProviders } from '@app/app-providers';
import { setToken } from '@app/session';
import { type FetchMock, jsonResponse } from '@app/test-kits/fetch-test-kit';
import type { JobCard } from '@contract/jobs';
import { NEVER_CHARGE_SHORT, NEVER_CHARGE_TITLE } from '@contract/safety-texts';
import { notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPLY_NEEDS_NETWORK, type ApplyScreen } from './apply-failure';
import { APPLICATION_SUBMITTED_MESSAGE, RESUME_DIALOG_TITLE, useApplyFlow } from './apply-flow';
import {
  APPLICATION_SUBMITTED,
  APPLY_AUTH_ERROR,
  APPLY_FAILED_DETAIL,
  APPLY_FAILED_SEARCH,
  ONE_LAST_STEP,
  START_ASSESSMENT,
  VIEW_MORE_JOBS,
} from './job-texts';

const job: JobCard = {
  id: 42,
  company_name: 'Acme RCM',
  company_logo: null,
  job_title: 'AR Caller',
  role_name: 'AR Calling',
  type_name: 'Full Time',
  location: 'Chennai',
  experience_level: 'Fresher',
  min_ctc: 250000,
  max_ctc: 350000,
  job_description: 'Calls',
  created_at: '2026-01-01T00:00:00.000Z',
  specialisations: null,
  saved_status: false,
  applied_status: false,
  assessment_status: false,
  assessment_submit: false,
  status: null,
  application_status: null,
};

function Harness({ screenName }: { screenName: ApplyScreen }) {
  const { openApply, applyDialogs } = useApplyFlow({ screen: screenName });
  return (
    <>
      <button type="button" onClick={() => openApply(job)}>
        Open apply
      </button>
      {applyDialogs}
    </>
  );
}

let fetchMock: FetchMock;
let applyAnswer: () => Response | Promise<Response>;

function renderFlow(screenName: ApplyScreen = 'search') {
  const rootRoute = createRootRoute({ component: Outlet });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/jobpostings/$jobId',
    component: () => <Harness screenName={screenName} />,
  });
  const search = createRoute({
    getParentRoute: () => rootRoute,
    path: '/jobpostings',
    component: () => <p>Search</p>,
  });
  const assessment = createRoute({
    getParentRoute: () => rootRoute,
    path: '/assessment/$id',
    component: () => <p>Assessment</p>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, search, assessment]),
    history: createMemoryHistory({ initialEntries: ['/jobpostings/42'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(jobQueryKey(42), { ...job, applied: false });
  queryClient.setQueryData(['jobs', 'search', {}], { jobs: [job], total: 1, page: 1, perPage: 6 });
  render(
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        {/* biome-ignore lint/suspicious/noExplicitAny: a test router outside the app's registered one */}
        <RouterProvider router={router as any} />
      </QueryClientProvider>
    </AppProviders>,
  );
  return { router, queryClient };
}

function fileOf(name: string, bytes: number, type = 'application/pdf'): File {
  const file = new File(['%PDF-1.4'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Open apply' }));
  return screen.findByRole('dialog', { name: RESUME_DIALOG_TITLE });
}

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
  await act(async () => {
    await Promise.resolve();
  });
}

const applyButton = () => screen.getByRole('button', { name: 'Apply' }) as HTMLButtonElement;

beforeEach(() => {
  setToken('token-1');
  applyAnswer = () =>
    jsonResponse(200, {
      success: true,
      message: 'Applied',
      result: { application_id: 9, assessment_required: false },
    });
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/candidates/apply_job')) return applyAnswer();
    return jsonResponse(404, { success: false, message: 'Not found', code: 'not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sentForm = () =>
  fetchMock.mock.calls.find(([url]) => url.endsWith('/candidates/apply_job'))?.[1]?.body as FormData;

describe('useApplyFlow', () => {
  it('says at the apply step that candidates are never charged (issue 37 §2)', async () => {
    renderFlow();
    const dialog = await openDialog();
    const promise = within(dialog).getByText(NEVER_CHARGE_SHORT, { exact: false });
    expect(promise.textContent).toBe(`${NEVER_CHARGE_TITLE}. ${NEVER_CHARGE_SHORT}`);
  });

  it('Apply is disabled until a resume is chosen; a wrong kind or a file over 5MB is refused in the dialog', async () => {
    renderFlow();
    const dialog = await openDialog();
    expect(within(dialog).getByText('PDF, DOC, DOCX, maximum 5MB')).toBeTruthy();
    expect(applyButton().disabled).toBe(true);
    await choose(fileOf('notes.txt', 10, 'text/plain'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Only PDF, DOC, or DOCX files are allowed');
    expect(applyButton().disabled).toBe(true);
    await choose(fileOf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(within(dialog).getByRole('alert').textContent).toBe('File size exceeds 5MB limit.');
    await choose(fileOf('cv.docx', 2048));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText('cv.docx')).toBeTruthy();
    expect(applyButton().disabled).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends job_id, new_resume and the resume; success: Application Submitted!, the job shows applied; closing reloads it', async () => {
    const { queryClient, router } = renderFlow();
    await openDialog();
    const resume = fileOf('cv.pdf', 2048);
    await choose(resume);
    fireEvent.click(applyButton());
    const modal = await screen.findByRole('dialog', { name: APPLICATION_SUBMITTED });
    expect(within(modal).getByText(APPLICATION_SUBMITTED_MESSAGE)).toBeTruthy();
    const form = sentForm();
    expect(form.get('job_id')).toBe('42');
    expect(form.get('new_resume')).toBe('true');
    expect((form.get('resume') as File).name).toBe('cv.pdf');
    expect(screen.queryByRole('dialog', { name: RESUME_DIALOG_TITLE })).toBeNull();
    expect(
      queryClient.getQueryData<{ applied_status: boolean; applied: boolean }>(jobQueryKey(42)),
    ).toMatchObject({
      applied_status: true,
      applied: true,
    });
    expect(
      queryClient.getQueryData<{ jobs: JobCard[] }>(['jobs', 'search', {}])?.jobs[0].applied_status,
    ).toBe(true);

    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(queryClient.getQueryState(jobQueryKey(42))?.isInvalidated).toBe(true));
    expect(router.state.location.pathname).toBe('/jobpostings/42');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: APPLICATION_SUBMITTED })).toBeNull());
  });

  it('View more jobs goes to /jobpostings', async () => {
    const { router } = renderFlow();
    await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    fireEvent.click(applyButton());
    fireEvent.click(await screen.findByRole('button', { name: VIEW_MORE_JOBS }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobpostings'));
  });

  it('an assessment required: One last step!, Start Assessment goes to /assessment/{job id}', async () => {
    applyAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: 'Applied',
        result: { application_id: 9, assessment_required: true },
      });
    const { router, queryClient } = renderFlow();
    await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    fireEvent.click(applyButton());
    await screen.findByRole('dialog', { name: ONE_LAST_STEP });
    expect(screen.queryByRole('dialog', { name: APPLICATION_SUBMITTED })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: START_ASSESSMENT }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/assessment/42'));
    expect(queryClient.getQueryState(jobQueryKey(42))?.isInvalidated).toBe(true);
  });

  it('shows progress while it sends', async () => {
    let answer: (response: Response) => void = () => {};
    applyAnswer = () => new Promise<Response>((resolve) => (answer = resolve));
    renderFlow();
    await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    fireEvent.click(applyButton());
    expect(await screen.findByRole('progressbar', { name: 'Sending your application' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      answer(
        jsonResponse(200, {
          success: true,
          message: 'ok',
          result: { application_id: 1, assessment_required: false },
        }),
      );
    });
    expect(await screen.findByRole('dialog', { name: APPLICATION_SUBMITTED })).toBeTruthy();
  });

  it('offline: says applying needs the network and keeps the chosen resume; it then applies when sent again', async () => {
    applyAnswer = () => Promise.reject(new TypeError('Failed to fetch'));
    renderFlow();
    const dialog = await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    fireEvent.click(applyButton());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(APPLY_NEEDS_NETWORK);
    expect(within(dialog).getByText('cv.pdf')).toBeTruthy();
    expect(applyButton().disabled).toBe(false);
    applyAnswer = () =>
      jsonResponse(200, {
        success: true,
        message: 'Applied',
        result: { application_id: 9, assessment_required: false },
      });
    fireEvent.click(applyButton());
    expect(await screen.findByRole('dialog', { name: APPLICATION_SUBMITTED })).toBeTruthy();
  });

  it("a failure says the server's message, else the screen's text, keeping the file", async () => {
    applyAnswer = () => jsonResponse(500, { success: false });
    renderFlow('search');
    let dialog = await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    fireEvent.click(applyButton());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(APPLY_FAILED_SEARCH);
    cleanup();

    renderFlow('detail');
    dialog = await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    fireEvent.click(applyButton());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(APPLY_FAILED_DETAIL);
    applyAnswer = () =>
      jsonResponse(404, { success: false, message: 'Job not found', code: 'job_not_found' });
    fireEvent.click(applyButton());
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Job not found'));
    expect(within(dialog).getByText('cv.pdf')).toBeTruthy();
  });

  it('no token: the authentication toast, nothing sent', async () => {
    renderFlow();
    await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    localStorage.removeItem('token');
    fireEvent.click(applyButton());
    expect(await screen.findByText(APPLY_AUTH_ERROR)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('Cancel closes the dialog and keeps nothing', async () => {
    renderFlow();
    await openDialog();
    await choose(fileOf('cv.pdf', 2048));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: RESUME_DIALOG_TITLE })).toBeNull());
    await openDialog();
    expect(screen.queryByText('cv.pdf')).toBeNull();
  });
});
