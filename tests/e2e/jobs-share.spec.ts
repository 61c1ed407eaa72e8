import type { Locator, Page } from '@playwright/test';
import { atPath, expect, test } from './fixtures';
import { findJob, jobArticle, shot, similarTo } from './jobs-test-kit';

/**
 * Sharing a job (issue 19 §3). Headless Chromium has no share sheet (navigator.share), so Share
 * falls back to its menu: Copy link puts the job's absolute link on the clipboard and says
 * 'Link copied'; at the phone's width the menu offers WhatsApp too. The link is the job's public
 * page (issue 26, /jobs/{id}): fetched as WhatsApp's link-preview fetcher does, it has the job's
 * Open Graph tags; a browser of a signed-in candidate goes on to the job detail.
 */

const WHATSAPP_FETCHER = 'WhatsApp/2.23.20.0 A';

/** Share, then Copy link: the toast says so and the clipboard holds the job's link. */
async function copyLinkOf(page: Page, share: Locator, link: string): Promise<void> {
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await share.click();
  const copy = page.getByRole('menuitem', { name: 'Copy link' });
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(page.getByText('Link copied')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);
}

test.describe('sharing a job', () => {
  test('Share copies the job’s link from a card and from job detail; the link previews in chats', async ({
    signedInPage: page,
    context,
    baseURL,
    session,
    request,
    openApp,
    checkAxe,
    expectNoSidewaysScroll,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const job = await findJob(request, session.token, () => true);
    const link = `${baseURL}/jobs/${job.id}`;

    // From a card of the job search.
    await openApp('/jobpostings', page);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');
    const card = page.getByRole('article', { name: job.job_title, exact: true }).first();
    await copyLinkOf(page, card.getByRole('button', { name: `Share ${job.job_title}` }), link);
    await shot(page, 'jobs-share-card-360');

    // From job detail: the menu passes axe and fits 360 px; at this width it offers WhatsApp.
    await openApp(`/jobpostings/${job.id}`, page);
    const share = jobArticle(page, job.job_title).getByRole('button', { name: `Share ${job.job_title}` });
    await share.click();
    const whatsApp = page.getByRole('menuitem', { name: 'WhatsApp' });
    await expect(whatsApp).toBeVisible();
    const href = (await whatsApp.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(new URL(href).searchParams.get('text')).toBe(
      `${job.job_title} at ${job.company_name}, ${job.location}\n${link}`,
    );
    await checkAxe(page);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(whatsApp).toBeHidden();
    await expect(share).toBeFocused();
    // by keyboard alone: Enter opens the menu, the arrows reach Copy link, Enter copies
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.keyboard.press('Enter');
    const copy = page.getByRole('menuitem', { name: 'Copy link' });
    await expect(copy).toBeVisible();
    for (let i = 0; i < 3 && !(await copy.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(copy).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Link copied')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // A Similar Jobs card has Share like every other card (SH5). (The toast of the copy above
    // closes first: each copy says 'Link copied' once.)
    await expect(page.getByText('Link copied')).toBeHidden();
    const [similar] = await similarTo(request, session.token, job.id);
    const similarCard = page
      .getByRole('region', { name: 'Similar Jobs' })
      .getByRole('article', { name: similar.job_title, exact: true })
      .first();
    await copyLinkOf(
      page,
      similarCard.getByRole('button', { name: `Share ${similar.job_title}` }),
      `${baseURL}/jobs/${similar.id}`,
    );

    // The link: WhatsApp's fetcher gets the job's Open Graph tags without a session...
    const preview = await request.get(link, { headers: { 'User-Agent': WHATSAPP_FETCHER } });
    expect(preview.status()).toBe(200);
    const html = await preview.text();
    expect(html).toContain(`<meta property="og:url" content="${link}">`);
    // the company's logo as a PNG (chat apps draw no SVG): the card's logo, drawn the same
    const image = `${baseURL}${(job.company_logo ?? '').replace(/\.svg$/, '.png')}`;
    expect(image).toMatch(/\/api\/company-logos\/\d+\.png$/);
    expect(html).toContain(`<meta property="og:image" content="${image}">`);
    const logo = await request.get(image);
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toBe('image/png');
    // the title carries the company, the description the experience level (SH4)
    expect(html).toMatch(/<meta property="og:title" content="[^"]+ at [^"]+">/);
    expect(html).toMatch(
      new RegExp(`<meta property="og:description" content="[^"]*${job.experience_level}[^"]*">`),
    );
    // the link with a trailing slash previews too, its canonical link without (SH3)
    const slashed = await request.get(`${link}/`, { headers: { 'User-Agent': WHATSAPP_FETCHER } });
    expect(slashed.status()).toBe(200);
    expect(await slashed.text()).toContain(`<meta property="og:url" content="${link}">`);
    // ...and a signed-in candidate opening it gets the app's job detail.
    await page.goto(link);
    await expect(page).toHaveURL(atPath(`/jobpostings/${job.id}`));
    await expect(page.getByRole('heading', { level: 1, name: job.job_title })).toBeVisible();
  });
});
