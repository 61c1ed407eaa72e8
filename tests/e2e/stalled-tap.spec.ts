import { READ_TIMEOUT_MS } from '@contract/endpoint';
import { expect, test } from './fixtures';
import { networkQuiet } from './quiet-network';

/**
 * Issue 35 C1: a tap on a network that has stopped answering altogether (the server paused: its
 * API, its event stream, its files) must not look frozen. The job's screen shows its loading state
 * at once, never the list it came from, and says the network is not answering by the read's
 * deadline (READ_TIMEOUT_MS).
 */

test('a job tapped after the server stopped answering: its loading frame at once, the note by the deadline', async ({
  signedInPage: page,
  context,
  openApp,
}) => {
  await openApp('/jobpostings?q=hcc', page);
  const cards = page.locator('article :is(h2, h3)');
  await expect(cards.first()).toBeVisible();
  await networkQuiet(page);
  const listed = await cards.allTextContents();

  // from now on nothing the page asks of the server is answered (the service worker's precache
  // still serves the app's own files, as it would on a real phone)
  let held = 0;
  await context.route('**/*', () => {
    held += 1;
  });
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/jobpostings\/\d+$/);
  // at once: the job's frame with placeholders, and the list is gone
  await expect(page.getByText('Loading job details...')).toBeVisible({ timeout: 2_000 });
  for (const title of listed) await expect(page.getByText(title, { exact: true })).toHaveCount(0);
  expect(held).toBeGreaterThanOrEqual(1);

  await expect(page.getByText('The network is not answering, so this job could not be loaded.')).toBeVisible({
    timeout: READ_TIMEOUT_MS + 5_000,
  });
});
