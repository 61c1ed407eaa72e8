import { expect, test } from './fixtures';

/**
 * The saved-search digest (issue 25 §1): a candidate's saved search matches a job posted since,
 * the digest run (POST /api/dev/digests: what each server process does every hour) e-mails it
 * through the worker's real SMTP server, and its one-click unsubscribe works without a session,
 * as a mail client sends it (RFC 8058) and from the link's page, by keyboard: it turns Daily digest
 * off and leaves Email alerts on, and once the candidate turns the digest back on, the old link
 * changes nothing (issue 35 C5).
 */

// Service workers off: these journeys are about the e-mail, the page and the server.
test.use({ serviceWorkers: 'block' });

/** A candidate of the test's own, signed in as `session`. */
const own = test.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

own(
  'a new match is e-mailed in the digest with both parts and the RFC 8058 headers; one click unsubscribes without a session, and so does the page’s button by keyboard',
  async (
    { page, request, session, newCandidate, mailbox, sentMessages, setAppStorage, openApp, checkAxe },
    testInfo,
  ) => {
    const to = newCandidate.email;
    const auth = { Authorization: `Bearer ${session.token}` };
    const city = `Digestville${testInfo.workerIndex}x${Date.now() % 1_000_000}`;
    /** Daily digest; Email alerts (the status and message e-mails) stays on throughout. */
    const dailyDigest = async () => {
      const answer = await request.get('/api/candidates/preferences', { headers: auth });
      const { result } = (await answer.json()) as {
        result: { email_alerts: boolean; daily_digest: boolean };
      };
      expect(result.email_alerts).toBe(true);
      return result.daily_digest;
    };

    const saved = await request.post('/api/candidates/save_search', {
      headers: auth,
      data: { name: 'Digest coders', search: { location: city } },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const posted = await request.post('/api/dev/jobs', {
      data: { job_title: 'Digest Medical Coder', location: city },
    });
    expect(posted.ok(), await posted.text()).toBe(true);
    const jobId = ((await posted.json()) as { result: { id: number } }).result.id;

    // the day's run
    const run = await request.post('/api/dev/digests');
    expect(run.ok(), await run.text()).toBe(true);
    const mail = await mailbox.next(to, /^1 new job for “Digest coders”$/);
    const headers = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const link = /^List-Unsubscribe: <([^>]+)>$/m.exec(headers)?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/api/mail/digest-unsubscribe');
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.raw).toContain('multipart/alternative');
    expect(mail.text).toContain(`Digest coders (1 new job)`);
    expect(mail.text).toMatch(
      new RegExp(`- Digest Medical Coder, .+, ${city}\\n  http\\S+/jobs/${jobId}\\n`),
    );
    expect(mail.text).toContain(`Unsubscribe: ${link}`);
    expect(mail.html).toMatch(new RegExp(`<a href="http[^"]+/jobs/${jobId}">Digest Medical Coder</a>`));
    expect(mail.html).toContain('See all jobs for this search');
    // a second run the same day sends nothing more
    expect((await request.post('/api/dev/digests')).ok()).toBe(true);
    const digests = (await sentMessages.messages(to)).filter((queued) => queued.otp_type === 'digest');
    expect(digests).toHaveLength(1);

    // one click, as a mail client does it: a POST to the link with the RFC 8058 body, no cookie, no bearer
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await dailyDigest()).toBe(false);

    // the link in the e-mail's body: a page that asks first (opening it changes nothing); its
    // button by keyboard answers as the one click did (a replay changes nothing more)
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribe from the job digest?' }),
    ).toBeVisible();
    await checkAxe();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByText('tick Daily digest in the Preferences card of your dashboard')).toBeVisible();
    await expect(page.getByText('E-mails about your applications and messages still come')).toBeVisible();
    await checkAxe();
    expect(await dailyDigest()).toBe(false);

    // the app shows the digest off and Email alerts on; the candidate turns the digest back on there
    await setAppStorage({ token: session.token, isCandidateLogin: 'true' });
    await openApp('/dashboard');
    await expect(page.getByLabel('Email alerts')).toBeChecked();
    const box = page.getByLabel('Daily digest');
    await expect(box).not.toBeChecked();
    await box.check();
    await expect.poll(dailyDigest).toBe(true);

    // the old link replayed after that opt-in changes nothing, by a mail client or by its page
    const replay = await fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(replay.status).toBe(200);
    expect(await dailyDigest()).toBe(true);
    await page.goto(link);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your daily digest stays on' })).toBeVisible();
    await checkAxe();
    expect(await dailyDigest()).toBe(true);
  },
);
