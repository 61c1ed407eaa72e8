import type { Route } from '@playwright/test';
import { demoCandidates, expect, test } from './fixtures';

/**
 * A first login on a slow network (issue 22): the login's answer carries the dashboard's (issue
 * 35 §5), so the candidate's card and the recommended jobs are drawn at once, and the calls still
 * needed (the saved searches, the counts) go out together, not one after the other; what they
 * fill waits as placeholders that move nothing. The calls are held here until the dashboard has
 * been seen. How long it all takes on Slow 3G is measured by `npm run bench:first-login`.
 */

test('the dashboard after the login: drawn from the login’s answer, its other calls together', async ({
  page,
  openApp,
}) => {
  // the dashboard's own read is not asked: the login's answer carried it (one round trip fewer)
  const askedDashboard: string[] = [];
  await page.route('**/api/candidates/dashboard', (route) => {
    askedDashboard.push(route.request().url());
    void route.continue();
  });
  const held = new Map<string, { route: Route; at: number }>();
  for (const call of ['saved_searches', 'badges']) {
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
  // the candidate's card and the recommended jobs while the other calls are still on their way
  await expect(page.getByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeVisible();
  await expect(page.locator('article').first()).toBeVisible();
  await expect(page.getByLabel('Loading the dashboard')).toHaveCount(0);
  expect(askedDashboard).toEqual([]);

  // the calls still needed are out while neither has been answered, and they left together
  await expect.poll(() => [...held.keys()].sort()).toEqual(['badges', 'saved_searches']);
  const [first, second] = [...held.values()].map((call) => call.at).sort((a, b) => a - b);
  expect(second - first).toBeLessThan(1_000);
  for (const { route } of held.values()) await route.continue();
  await expect(page.getByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeVisible();
  expect(askedDashboard).toEqual([]);
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
  // (the dashboard's own answer comes with the login's)
  await page.route('**/api/candidates/{saved_searches,preferences}', (route) => {
    held.push(route);
  });
  await openApp('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(demoCandidates.complete.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoCandidates.complete.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Priya Sharma' })).toBeVisible();
  await expect.poll(() => held.length).toBe(2);
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
