import { NEW_JOB_BADGE, SORT_LABEL, SORT_NEWEST } from '@app/features/jobs/job-texts';
import {
  SEARCH_ALREADY_WAITING,
  SEARCH_DELETED_LATER,
  SEARCH_SAVED_LATER,
  searchAlreadySaved,
  showAllSavedSearches,
  WAITING_TO_DELETE,
  WAITING_TO_SAVE,
} from '@app/features/jobs/saved-search-texts';
import { SAVED_SEARCHES_SYNC_KEYS, SAVED_SEARCHES_SYNC_TAG } from '@contract/page-worker';
import { expect, test } from './fixtures';
import { expectControlled, expectPersisted, readKeyval } from './jobs-test-kit';

/**
 * Saved searches (issue 19 §2): a search saved on /jobpostings is listed on the dashboard with the
 * jobs matching it posted since ('1 new'); opening it runs it and resets the count. The job is
 * posted through the loopback-only dev route, on a server of this test's own (the worker's
 * server keeps its catalogue for the other journeys).
 */
test.describe('on a server of its own', () => {
  test.use({ serverOptions: { env: {} } });

  test('save a search, a matching job is posted, the dashboard says 1 new; opening it runs the search and the count resets', async ({
    signedInPage: page,
    openApp,
    request,
    checkAxe,
    checkScreen,
  }) => {
    await openApp('/jobpostings?job_role=coder&location=Chennai', page);
    await expect(page.locator('article').first()).toBeVisible();
    await page.getByRole('button', { name: /^Save (this )?search$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    const name = dialog.getByLabel('Name');
    await expect(name).toHaveValue('coder · Chennai');
    await checkAxe(page);
    await name.fill('Coders in Chennai');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    await openApp('/dashboard', page);
    await expect(page.getByRole('button', { name: /^Coders in Chennai\s+No new jobs$/ })).toBeVisible();

    const posted = await request.post('/api/dev/jobs', {
      data: { job_title: 'Chennai Medical Coder', location: 'Chennai' },
    });
    expect(posted.ok(), await posted.text()).toBe(true);

    // the list is asked again each time the dashboard is shown
    await openApp('/dashboard', page);
    const saved = page.getByRole('button', { name: /^Coders in Chennai\s+1 new$/ });
    await expect(saved).toBeVisible();
    await checkScreen('dashboard-list');

    await saved.click();
    await expect(page).toHaveURL(/\/jobpostings\?.*job_role=coder/);
    await expect(page).toHaveURL(/location=Chennai/);
    await expect(page.locator('article').first()).toContainText('Chennai Medical Coder');

    await openApp('/dashboard', page);
    await expect(page.getByRole('button', { name: /^Coders in Chennai\s+No new jobs$/ })).toBeVisible();
  });

  test('saving a search kept already opens it (online and offline), its new jobs marked New and newest first; the dashboard lists 3 and Show all', async ({
    signedInPage: page,
    openApp,
    request,
    context,
    session,
  }) => {
    await openApp('/jobpostings?q=medical+coder&location=Chennai', page);
    await expectControlled(page);
    await saveSearch(page, 'Chennai coders');
    // the dashboard has seen the list (this phone keeps it)
    await openApp('/dashboard', page);
    await expect(page.getByRole('button', { name: /^Chennai coders\s+No new jobs$/ })).toBeVisible();
    await expectPersisted(page, 'Chennai coders');

    const posted = await request.post('/api/dev/jobs', {
      data: { job_title: 'Chennai Medical Coder Trainee', location: 'Chennai' },
    });
    expect(posted.ok(), await posted.text()).toBe(true);

    // SS1: the same search (other case, other spaces) is not saved again: it opens
    await openApp('/jobpostings?q=Medical++Coder&location=chennai', page);
    await page.getByRole('button', { name: /^Save (this )?search$/ }).click();
    await expect(page.getByText(searchAlreadySaved('Chennai coders'))).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0);
    // SS2: opened, the job posted since the previous visit is New; newest first puts it on top
    await expect(page).toHaveURL(/new_since=/);
    await page.getByLabel(SORT_LABEL).selectOption({ label: SORT_NEWEST });
    await expect(page).toHaveURL(/sort=newest/);
    const first = page.locator('article').first();
    await expect(first).toContainText('Chennai Medical Coder Trainee');
    await expect(first.getByText(NEW_JOB_BADGE, { exact: true })).toBeVisible();
    await expect(page.locator('article').nth(1).getByText(NEW_JOB_BADGE, { exact: true })).toHaveCount(0);
    const saves = await request.get('/api/candidates/saved_searches', {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(((await saves.json()) as { result: unknown[] }).result).toHaveLength(1);

    await context.setOffline(true);
    try {
      // offline, from the list this phone keeps
      await openApp('/jobpostings?q=medical+coder&location=Chennai', page);
      // the page this phone kept is shown: the kept list is read back too
      await expect(page.locator('article').first()).toBeVisible();
      await page.getByRole('button', { name: /^Save (this )?search$/ }).click();
      await expect(page.getByText(searchAlreadySaved('Chennai coders'))).toBeVisible();
      await expect(page).toHaveURL(/new_since=/);
      // offline, a save still waiting in the queue
      await openApp('/jobpostings?location=Pune', page);
      await saveSearch(page, 'Pune jobs');
      await expect(page.getByText(SEARCH_SAVED_LATER)).toBeVisible();
      await page.getByRole('button', { name: /^Save (this )?search$/ }).click();
      await expect(page.getByText(SEARCH_ALREADY_WAITING)).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }

    // SS3: with 4 searches the dashboard lists 3, and Show all (4)
    for (const location of ['Noida', 'Mumbai']) {
      const saved = await request.post('/api/candidates/save_search', {
        headers: { Authorization: `Bearer ${session.token}` },
        data: { search: { location } },
      });
      expect(saved.ok(), await saved.text()).toBe(true);
    }
    await openApp('/dashboard', page);
    const card = page.getByRole('region', { name: 'Saved searches' });
    await expect(card.getByRole('button', { name: showAllSavedSearches(4) })).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveCount(3);
    await card.getByRole('button', { name: showAllSavedSearches(4) }).click();
    await expect(card.getByRole('listitem')).toHaveCount(4);
    await expect(card.getByRole('button', { name: /^Chennai coders/ })).toBeVisible();
  });

  test("the worker's periodic sync refreshes the counts while the app is closed: offline, the dashboard says 1 new; sign-out ends the sync", async ({
    signedInPage: page,
    openApp,
    request,
    browser,
    context,
  }) => {
    const name = `Radiology coders ${Date.now() % 1_000_000}`;
    await openApp('/jobpostings?q=radiology+coder&location=Surat', page);
    await expectControlled(page);
    await saveSearch(page, name);

    // Chromium offers periodic sync to an installed app; here its permission is granted by hand
    const origin = new URL(page.url()).origin;
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    const browserCdp = await browser.newBrowserCDPSession();
    await browserCdp.send('Browser.setPermission', {
      permission: { name: 'periodic-background-sync' },
      setting: 'granted',
      origin,
      browserContextId: targetInfo.browserContextId,
    });
    await openApp('/dashboard', page);
    await expect(page.getByRole('button', { name: new RegExp(`^${name}\\s+No new jobs$`) })).toBeVisible();
    await expectPersisted(page, name);
    // the dashboard registered the sync and left the worker what it asks with
    await expect.poll(() => readKeyval(page, SAVED_SEARCHES_SYNC_KEYS.request)).toContain('Bearer ');

    const posted = await request.post('/api/dev/jobs', {
      data: { job_title: 'Radiology Coder', location: 'Surat' },
    });
    expect(posted.ok(), await posted.text()).toBe(true);

    // the app is closed (no page of it open) when the browser fires the sync
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.some((r) => r.scopeURL === `${origin}/`)).toBe(true);
    const registrationId = registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId ?? '';
    // (a plain file of the site, not the app, so this page can read the site's IndexedDB)
    await page.goto('/robots.txt');
    await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', {
      origin,
      registrationId,
      tag: SAVED_SEARCHES_SYNC_TAG,
    });
    // the worker has asked the server and kept its answer
    await expect.poll(() => readKeyval(page, SAVED_SEARCHES_SYNC_KEYS.refreshed)).toContain('"new_count":1');

    // offline, the dashboard opens with the count the worker brought, and says how old it is
    await context.setOffline(true);
    try {
      await openApp('/dashboard', page);
      await expect(page.getByRole('button', { name: new RegExp(`^${name}\\s+1 new$`) })).toBeVisible();
      await expect(
        page.getByText(/^You are offline: showing the new-job counts saved on this phone/),
      ).toBeVisible();
    } finally {
      await context.setOffline(false);
    }

    // sign-out ends the sync (G7): the browser no longer wakes the worker, and it holds no session
    const periodicTags = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const sync = (registration as { periodicSync?: { getTags(): Promise<string[]> } } | undefined)
          ?.periodicSync;
        return sync ? await sync.getTags() : [];
      });
    await openApp('/dashboard', page);
    await expect.poll(periodicTags).toContain(SAVED_SEARCHES_SYNC_TAG);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Signout' }).click();
    await page.getByRole('dialog', { name: 'Sign Out' }).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect.poll(periodicTags).not.toContain(SAVED_SEARCHES_SYNC_TAG);
    expect(await readKeyval(page, SAVED_SEARCHES_SYNC_KEYS.request)).toBe('');
  });
});

/** Saves the search of the page under a name; offline the worker keeps it (the toast says so). */
async function saveSearch(page: import('@playwright/test').Page, name: string) {
  await page.getByRole('button', { name: /^Save (this )?search$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('offline: the list opens from this phone; a save and a delete made offline wait, then are sent once back online', async ({
  signedInPage: page,
  context,
  openApp,
}) => {
  // names of this run's own (the worker's server keeps the demo candidate's searches)
  const run = Date.now() % 1_000_000;
  const pune = `Pune ${run}`;
  const chennai = `Chennai ${run}`;
  await openApp('/jobpostings?location=Pune', page);
  await expectControlled(page);
  await saveSearch(page, pune);
  await openApp('/dashboard', page);
  await expect(page.getByRole('button', { name: new RegExp(`^${pune}\\s+No new jobs$`) })).toBeVisible();
  await expectPersisted(page, pune);

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(`^${pune}\\s+No new jobs$`) })).toBeVisible();

    await openApp('/jobpostings?location=Chennai', page);
    await saveSearch(page, chennai);
    await expect(page.getByText(SEARCH_SAVED_LATER)).toBeVisible();

    await openApp('/dashboard', page);
    await expect(page.getByRole('listitem').filter({ hasText: chennai })).toContainText(WAITING_TO_SAVE);
    await page.getByRole('button', { name: `Delete ${pune}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete saved search?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText(SEARCH_DELETED_LATER)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: pune })).toContainText(WAITING_TO_DELETE);
  } finally {
    await context.setOffline(false);
  }
  // back online the worker sends both, once: the list shows what the server now holds
  await expect(page.getByRole('button', { name: new RegExp(`^${chennai}\\s+No new jobs$`) })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('listitem').filter({ hasText: pune })).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('listitem').filter({ hasText: chennai })).toHaveCount(1);
});
