import { test as base, expect } from './fixtures';
import { expectControlled } from './jobs-test-kit';
import { applyThroughApi, openJobOf, recruiterToken } from './recruiter-test-kit';

/** A candidate of the test's own: the interview and its e-mails are theirs alone. */
const test = base.extend({
  signInAs: async ({ newCandidate }, use) =>
    use({ email: newCandidate.email, password: newCandidate.password }),
});

/** Tomorrow at hh:mm in India (UTC+5:30), as an ISO instant. */
function tomorrowInIndia(hours: number, minutes: number): string {
  const day = new Date(Date.now() + 24 * 60 * 60_000);
  const utc = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours, minutes);
  return new Date(utc - 330 * 60_000).toISOString();
}

/**
 * Interviews (issue 36 §3): the recruiter offers two times, the candidate picks one on the
 * dashboard while offline; back online the service worker sends the pick once, and the calendar
 * invite (.ics) reaches the candidate through the SMTP server in Asia/Kolkata time.
 */
test('a slot picked offline reaches the server once, and the .ics read from the SMTP server is in India’s time', async ({
  page,
  context,
  request,
  session,
  newCandidate,
  setAppStorage,
  openApp,
  mailbox,
  sentMessages,
  checkAxe,
  expectNoSidewaysScroll,
}) => {
  const recruiter = await recruiterToken(request, 'anita');
  const job = await openJobOf(request, recruiter);
  const applicationId = await applyThroughApi(request, session.token, job.id);
  const slots = [tomorrowInIndia(10, 30), tomorrowInIndia(15, 0)];
  const scheduled = await request.post(`/api/recruiters/applications/${applicationId}/interviews`, {
    headers: { authorization: `Bearer ${recruiter}` },
    data: {
      mode: 'video',
      video_link: 'https://meet.example.com/rcm-interview',
      slots,
      duration_minutes: 30,
    },
  });
  expect(scheduled.status(), await scheduled.text()).toBe(200);
  const interviewId = ((await scheduled.json()) as { result: { interview: { interview_id: number } } }).result
    .interview.interview_id;

  await setAppStorage({
    token: session.token,
    isCandidateLogin: 'true',
    user_id: String(session.userDetails?.user_id),
  });
  await openApp('/dashboard');
  await expectControlled(page);
  const card = page.getByRole('article', { name: `${job.title}, ` });
  await expect(card.getByText('Video interview, 30 minutes')).toBeVisible();
  const times = card.getByRole('radiogroup', { name: 'Pick a time' });
  await expect(times.getByRole('radio')).toHaveCount(2);
  await checkAxe();
  await expectNoSidewaysScroll();

  await context.setOffline(true);
  try {
    // by keyboard: the later time, then Accept this time
    await times.getByRole('radio', { name: /3:00 pm IST$/i }).check();
    await card.getByRole('button', { name: 'Accept this time' }).focus();
    await page.keyboard.press('Enter');
    await expect(card.getByText('Saved on this phone: it is sent when you are back online.')).toBeFocused();
    await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /^Outbox/ })).toHaveAccessibleName(
      'Outbox: 1 waiting',
    );
  } finally {
    await context.setOffline(false);
  }

  // back online: the worker sends it, and the server holds the time picked
  const mine = async () => {
    const answer = await request.get('/api/candidates/interviews', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    const { interviews } = (
      (await answer.json()) as {
        result: { interviews: { interview_id: number; state: string; chosen_start: string | null }[] };
      }
    ).result;
    return interviews.find((item) => item.interview_id === interviewId);
  };
  await expect.poll(mine, { timeout: 20_000 }).toMatchObject({ state: 'accepted', chosen_start: slots[1] });

  // the calendar invite, as the SMTP server received it
  const to = newCandidate.email;
  const withInvite = () =>
    mailbox
      .received(to)
      .filter((mail) => mail.attachments.some((file) => file.contentType.startsWith('text/calendar')));
  await expect.poll(() => withInvite().length, { timeout: 30_000 }).toBe(1);
  const ics =
    withInvite()[0].attachments.find((file) => file.contentType.startsWith('text/calendar'))?.content ?? '';
  // a line's value (its parameters first), the folded lines joined (RFC 5545 §3.1)
  const value = (name: string) =>
    new RegExp(`^${name}[;:](.*)$`, 'm').exec(ics.replace(/\r\n /g, ''))?.[1]?.trim();
  expect(value('METHOD')).toBe('REQUEST');
  expect(value('UID')).toMatch(/^interview-.+@rcm-careers$/);
  const indiaDate = new Date(Date.parse(slots[1]) + 330 * 60_000)
    .toISOString()
    .slice(0, 10)
    .replaceAll('-', '');
  // the event's start (the VTIMEZONE before it has a DTSTART of its own)
  const event = ics.slice(ics.indexOf('BEGIN:VEVENT'));
  expect(/^DTSTART;(.*)$/m.exec(event.replace(/\r\n /g, ''))?.[1]?.trim()).toBe(
    `TZID=Asia/Kolkata:${indiaDate}T150000`,
  );

  // once: the scheduling's e-mail and the pick's, no second pick
  const interviewMails = async () =>
    (await sentMessages.messages(to)).filter((queued) => queued.otp_type === 'interview');
  await expect(page.getByRole('banner').getByRole('link', { name: /^Outbox/ })).toHaveCount(0, {
    timeout: 20_000,
  });
  expect(await interviewMails()).toHaveLength(2);
  expect(withInvite()).toHaveLength(1);
});
