import type { Route } from '@playwright/test';
import { demoCandidates, expect, test } from './fixtures';

/**
 * A first login on a slow network (issue 22): the dashboard draws its frame and cards as
 * placeholders at once, before its data, and its calls (the details and counts, the saved
 * searches) go out together, not one after the other. The calls are held here until the frame
 * has been seen. How long it all takes on Slow 3G is measured by `npm run bench:first-login`.
 */

test('the dashboard after the login: its frame at once, its calls together', async ({ page, openApp }) => {
  const held = new Map<string, { route: Route; at: number }>();
  for (const call of ['dashboard', 'saved_searches']) {
    await page.route(`**/api/candidates/${call}`, (route) => {
      if (!held.has(call)) held.set(call, { route, at: Date.now() });
      else void route.continue();
    });
  }
  await openApp('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoCandidates.complete.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoCandidates.complete.password);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  // the frame while the data is on its way: the cards and the recommended jobs as placeholders
  const cards = page.getByLabel('Loading the dashboard');
  await expect(cards).toBeVisible();
  await expect(cards).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('heading', { name: 'Recommended jobs' })).toBeVisible();
  await expect(page.getByLabel('Loading jobs')).toBeVisible();

  // both calls are out while neither has been answered, and they left together
  await expect.poll(() => [...held.keys()].sort()).toEqual(['dashboard', 'saved_searches']);
  const [first, second] = [...held.values()].map((call) => call.at).sort((a, b) => a - b);
  expect(second - first).toBeLessThan(1_000);

  for (const { route } of held.values()) await route.continue();
  await expect(page.getByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeVisible();
  await expect(cards).toHaveCount(0);
  await expect(page.locator('article').first()).toBeVisible();
});

test('the dashboard’s code is fetched while the candidate types, before the tap', async ({
  page,
  openApp,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
  await openApp('/login');
  // the login screen alone loads none of the dashboard's code
  expect(fetched.filter((path) => /\/assets\/dashboard-[^/]*\.css$/.test(path))).toEqual([]);
  await page.getByRole('textbox', { name: 'Email' }).focus();
  await expect
    .poll(() => fetched.filter((path) => /\/assets\/dashboard-[^/]*\.css$/.test(path)).length)
    .toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('nothing on the dashboard moves while its data arrives, even where the event stream is cut', async ({
  page,
  openApp,
}) => {
  // every layout shift the page makes (none is near an input: the calls are let go later)
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // a proxy that cuts the event stream while every other request gets through
  await page.route('**/api/events', (route) => route.abort('connectionreset'));
  const held: Route[] = [];
  await page.route('**/api/candidates/{dashboard,saved_searches,preferences}', (route) => {
    held.push(route);
  });
  await openApp('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoCandidates.complete.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoCandidates.complete.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Loading the dashboard')).toBeVisible();
  await expect.poll(() => held.length).toBe(3);
  // well after the tap (shifts within 0.5 s of an input are not counted)
  await expect
    .poll(() =>
      page.evaluate(() => performance.now() - (performance.getEntriesByType('event').at(-1)?.startTime ?? 0)),
    )
    .toBeGreaterThan(600);
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Email alerts' })).toBeEnabled();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByText(/The network is not answering/)).toHaveCount(0);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
});
