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
