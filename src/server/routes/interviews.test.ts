import { DASHBOARD_PATH } from '@contract/dashboard-path';
import { IDEMPOTENCY_KEY_HEADER } from '@contract/headers';
import { applications, deliveryQueue, interviews } from '@server/db/schema';
import { START, useAuthKit } from '@server/test-kits/auth-test-kit';
import { icsValue, interviewWorld, queuedInvites, sendJson } from '@server/test-kits/interview-test-kit';
import { candidateApplies } from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const HOUR = 60 * 60_000;
/** Two slots the day after START (2026-03-02 10:00 UTC): 3 Mar 10:30 and 15:00 in India. */
const SLOT_A = '2026-03-03T05:00:00.000Z';
const SLOT_B = '2026-03-03T09:30:00.000Z';
const IN_PERSON = {
  mode: 'in_person',
  address: 'Tower B, 4th floor, Sector 62, Noida',
  map_link: 'https://maps.example.com/?q=tower-b',
  notes: 'Ask for Anita',
  slots: [SLOT_B, SLOT_A],
  duration_minutes: 30,
};

type Interview = {
  interview_id: number;
  state: string;
  chosen_start: string | null;
  sequence: number;
  slots: string[];
};
const interviewOf = (answer: { body: { result?: Record<string, unknown> } }) =>
  answer.body.result?.interview as Interview;

describe.each(sqlBackends())('interviews ($name)', (backend) => {
  const kit = useAuthKit(backend);

  async function scheduled(details: Record<string, unknown> = IN_PERSON) {
    const world = await interviewWorld(kit);
    const answer = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${world.applicationId}/interviews`,
      details,
      world.anita.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { ...world, interview: interviewOf(answer) };
  }

  const answerAs = (token: string, body: Record<string, unknown>, key = crypto.randomUUID()) =>
    kit.app.request('/api/candidates/interviews/answer', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: key,
      },
      body: JSON.stringify(body),
    });

  const interviewCount = async (token: string) =>
    (
      (await sendJson(kit, 'GET', DASHBOARD_PATH, undefined, token)).body.result as {
        interview_count?: number;
      }
    ).interview_count;

  it('schedules with two slots: proposed, no time yet, the candidate sees it and no .ics goes yet', async () => {
    const { interview, priya, applicationId } = await scheduled();
    expect(interview).toMatchObject({
      state: 'proposed',
      chosen_start: null,
      sequence: 0,
      slots: [SLOT_A, SLOT_B],
    });
    const mine = await sendJson(kit, 'GET', '/candidates/interviews', undefined, priya.token);
    expect(mine.status).toBe(200);
    expect((mine.body.result as { interviews: Interview[] }).interviews.map((i) => i.interview_id)).toEqual([
      interview.interview_id,
    ]);
    expect(await queuedInvites(kit)).toEqual([]);
    // the dashboard says there is one, so the app loads its interviews card
    expect(await interviewCount(priya.token)).toBe(1);
    // the application moved to the Interview stage (issue 36 §2)
    const [application] = await kit.deps.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(application.status).toBe('interview');
    // the candidate heard of it by e-mail, with the times to pick from
    const mails = await kit.deps.db.select().from(deliveryQueue);
    expect(mails.some((row) => row.recipient === priya.email && row.purpose === 'interview')).toBe(true);
  });

  it('refuses a time in the past, an in-person interview without address, a video one without link', async () => {
    const world = await interviewWorld(kit);
    const path = `/recruiters/applications/${world.applicationId}/interviews`;
    const past = await sendJson(
      kit,
      'POST',
      path,
      { ...IN_PERSON, slots: [new Date(START.getTime() - HOUR).toISOString()] },
      world.anita.token,
    );
    expect(past.status).toBe(400);
    expect((await sendJson(kit, 'POST', path, { ...IN_PERSON, address: '' }, world.anita.token)).status).toBe(
      400,
    );
    expect(
      (await sendJson(kit, 'POST', path, { mode: 'video', slots: [SLOT_A] }, world.anita.token)).status,
    ).toBe(400);
    expect(await kit.deps.db.select().from(interviews)).toEqual([]);
  });

  it('the candidate picks a slot: accepted at that time, one .ics to each side, same UID, Asia/Kolkata; a replay applies once', async () => {
    const { interview, priya, anita } = await scheduled();
    const key = crypto.randomUUID();
    const first = await answerAs(
      priya.token,
      { interview_id: interview.interview_id, action: 'accept', slot: SLOT_B },
      key,
    );
    expect(first.status).toBe(200);
    const picked = ((await first.json()) as { result: { interview: Interview } }).result.interview;
    expect(picked).toMatchObject({ state: 'accepted', chosen_start: SLOT_B });
    const replay = await answerAs(
      priya.token,
      { interview_id: interview.interview_id, action: 'accept', slot: SLOT_B },
      key,
    );
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { result: { interview: Interview } }).result.interview).toEqual(picked);

    const invites = await queuedInvites(kit);
    expect(invites.map((invite) => invite.to).sort()).toEqual(['anita@a.example', priya.email].sort());
    expect(anita.recruiterId).toBeGreaterThan(0);
    const [uid] = new Set(invites.map((invite) => icsValue(invite.ics, 'UID')));
    expect(uid).toMatch(/^interview-.+@rcm-careers$/);
    for (const { ics, type } of invites) {
      expect(type).toBe('text/calendar; charset=utf-8; method=REQUEST');
      expect(icsValue(ics, 'UID')).toBe(uid);
      expect(ics).toContain('DTSTART;TZID=Asia/Kolkata:20260303T150000');
      expect(ics).toContain('DTEND;TZID=Asia/Kolkata:20260303T153000');
    }
  });

  it('refuses a slot not offered, and another candidate’s or an unknown interview is 404', async () => {
    const { interview, priya, newCandidate } = await scheduled();
    const wrong = await answerAs(priya.token, {
      interview_id: interview.interview_id,
      action: 'accept',
      slot: '2026-03-04T05:00:00.000Z',
    });
    expect(wrong.status).toBe(400);
    const none = await answerAs(priya.token, { interview_id: interview.interview_id, action: 'accept' });
    expect(none.status).toBe(400);
    const other = await newCandidate('ravi@example.com', '9876500099');
    const stranger = await answerAs(other.token, {
      interview_id: interview.interview_id,
      action: 'accept',
      slot: SLOT_A,
    });
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { code: string }).code).toBe('interview_not_found');
    const list = await sendJson(kit, 'GET', '/candidates/interviews', undefined, other.token);
    expect(list.body.result?.interviews).toEqual([]);
    const [row] = await kit.deps.db.select().from(interviews);
    expect(row.state).toBe('proposed');
  });

  it('asks to reschedule: the recruiter hears of it; the recruiter changes it (SEQUENCE + 1) and cancels it (METHOD:CANCEL, same UID)', async () => {
    const { interview, priya, anita } = await scheduled({ ...IN_PERSON, slots: [SLOT_A] });
    // one time: the invite goes at once
    const [invited] = await queuedInvites(kit);
    expect(icsValue(invited.ics, 'SEQUENCE')).toBe('0');
    const asked = await answerAs(priya.token, {
      interview_id: interview.interview_id,
      action: 'reschedule',
      note: 'Can we do Thursday?',
    });
    expect(asked.status).toBe(200);
    const recruiterMail = (await kit.deps.db.select().from(deliveryQueue)).find(
      (row) => row.recipient === 'anita@a.example' && row.subject?.includes('asked to reschedule'),
    );
    expect(recruiterMail?.body).toContain('Can we do Thursday?');

    const moved = await sendJson(
      kit,
      'PUT',
      `/recruiters/interviews/${interview.interview_id}`,
      { ...IN_PERSON, slots: [SLOT_B] },
      anita.token,
    );
    expect(moved.status).toBe(200);
    expect(interviewOf(moved)).toMatchObject({ state: 'proposed', chosen_start: SLOT_B, sequence: 1 });
    const cancelled = await sendJson(
      kit,
      'POST',
      `/recruiters/interviews/${interview.interview_id}/cancel`,
      undefined,
      anita.token,
    );
    expect(interviewOf(cancelled)).toMatchObject({ state: 'cancelled', sequence: 2 });

    const invites = await queuedInvites(kit);
    const uids = new Set(invites.map((invite) => icsValue(invite.ics, 'UID')));
    expect(uids.size).toBe(1);
    const last = invites
      .filter((invite) => invite.to === priya.email)
      .map((invite) => [icsValue(invite.ics, 'METHOD'), icsValue(invite.ics, 'SEQUENCE')]);
    expect(last).toEqual([
      ['REQUEST', '0'],
      ['REQUEST', '1'],
      ['CANCEL', '2'],
    ]);
    expect(invites.at(-1)?.type).toBe('text/calendar; charset=utf-8; method=CANCEL');
    // a cancelled interview takes no answer and is no longer listed
    const late = await answerAs(priya.token, {
      interview_id: interview.interview_id,
      action: 'accept',
      slot: SLOT_B,
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { code: string }).code).toBe('interview_closed');
    expect(
      (await sendJson(kit, 'GET', '/candidates/interviews', undefined, priya.token)).body.result?.interviews,
    ).toEqual([]);
    expect(await interviewCount(priya.token)).toBe(0);
  });

  it('schedules in bulk, all or nothing; lists the company’s today and this week', async () => {
    const world = await interviewWorld(kit);
    const ravi = await world.newCandidate('ravi@example.com', '9876500099');
    const second = await candidateApplies(world.withPostForm, ravi.token, world.job);
    const vikramsApplicant = await candidateApplies(world.withPostForm, ravi.token, world.vikramsJob);
    const mixed = await sendJson(
      kit,
      'POST',
      '/recruiters/interviews',
      { application_ids: [world.applicationId, vikramsApplicant], details: IN_PERSON },
      world.anita.token,
    );
    expect(mixed.status).toBe(404);
    expect(await kit.deps.db.select().from(interviews)).toEqual([]);

    const today = new Date(START.getTime() + 2 * HOUR).toISOString();
    const bulk = await sendJson(
      kit,
      'POST',
      '/recruiters/interviews',
      { application_ids: [world.applicationId, second], details: { ...IN_PERSON, slots: [today] } },
      world.anita.token,
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.result).toEqual({
      scheduled: 2,
      skipped: { withdrawn: 0, rejected: 0, already_scheduled: 0 },
    });
    await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${second}/interviews`,
      { ...IN_PERSON, slots: [SLOT_A] },
      world.anita.token,
    );
    await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${second}/interviews`,
      IN_PERSON,
      world.anita.token,
    );

    const list = async (range: string, token = world.anita.token) =>
      (await sendJson(kit, 'GET', `/recruiters/interviews?range=${range}`, undefined, token)).body.result as {
        interviews: Interview[];
        unanswered: Interview[];
      };
    const todays = await list('today');
    expect(todays.interviews.map((i) => i.chosen_start)).toEqual([today, today]);
    expect(todays.unanswered).toHaveLength(1);
    expect((await list('week')).interviews.map((i) => i.chosen_start)).toEqual([today, today, SLOT_A]);
    expect(await list('week', world.vikram.token)).toEqual({ interviews: [], unanswered: [] });
    const perApplicant = await sendJson(
      kit,
      'GET',
      `/recruiters/applications/${second}/interviews`,
      undefined,
      world.anita.token,
    );
    expect(perApplicant.body.result?.interviews).toHaveLength(3);
  });

  it('in bulk, skips the withdrawn, the rejected and those with an interview coming, and says so', async () => {
    const world = await interviewWorld(kit);
    const applies = async (email: string, phone: string) =>
      candidateApplies(world.withPostForm, (await world.newCandidate(email, phone)).token, world.job);
    const [withdrew, rejected, fresh] = [
      await applies('ravi@example.com', '9876500091'),
      await applies('meena@example.com', '9876500092'),
      await applies('karthik@example.com', '9876500093'),
    ];
    await kit.deps.db.update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, withdrew));
    await kit.deps.db.update(applications).set({ status: 'rejected' }).where(eq(applications.id, rejected));
    // Priya has one coming already
    const first = await sendJson(
      kit,
      'POST',
      `/recruiters/applications/${world.applicationId}/interviews`,
      IN_PERSON,
      world.anita.token,
    );
    expect(first.status).toBe(200);
    const bulk = await sendJson(
      kit,
      'POST',
      '/recruiters/interviews',
      { application_ids: [world.applicationId, withdrew, rejected, fresh], details: IN_PERSON },
      world.anita.token,
    );
    expect(bulk.status, JSON.stringify(bulk.body)).toBe(200);
    expect(bulk.body.result).toEqual({
      scheduled: 1,
      skipped: { withdrawn: 1, rejected: 1, already_scheduled: 1 },
    });
    const rows = await kit.deps.db.select({ applicationId: interviews.applicationId }).from(interviews);
    expect(rows.map((row) => row.applicationId).sort()).toEqual([world.applicationId, fresh].sort());
    // a cancelled interview is no longer coming: Priya can be scheduled again
    await sendJson(
      kit,
      'POST',
      `/recruiters/interviews/${interviewOf(first).interview_id}/cancel`,
      undefined,
      world.anita.token,
    );
    const again = await sendJson(
      kit,
      'POST',
      '/recruiters/interviews',
      { application_ids: [world.applicationId], details: IN_PERSON },
      world.anita.token,
    );
    expect(again.body.result).toEqual({
      scheduled: 1,
      skipped: { withdrawn: 0, rejected: 0, already_scheduled: 0 },
    });
  });

  it('sets, reads and clears a job’s walk-in drive', async () => {
    const { anita, job, priya } = await interviewWorld(kit);
    const candidateJob = async () =>
      (await sendJson(kit, 'GET', `/candidates/job?id=${job.id}`, undefined, priya.token)).body.result
        ?.job as {
        walk_in?: string;
      };
    const path = `/recruiters/jobs/${job.id}/walk_in`;
    const drive = {
      start_date: '2026-03-09',
      end_date: '2026-03-13',
      start_time: '10:00',
      end_time: '17:00',
      venue: 'Tower B, Noida',
      map_link: '',
    };
    expect((await sendJson(kit, 'PUT', path, { ...drive, end_date: '2026-03-01' }, anita.token)).status).toBe(
      400,
    );
    expect((await sendJson(kit, 'PUT', path, { ...drive, end_time: '09:00' }, anita.token)).status).toBe(400);
    const set = await sendJson(kit, 'PUT', path, drive, anita.token);
    expect(set.status).toBe(200);
    expect((await sendJson(kit, 'GET', path, undefined, anita.token)).body.result).toEqual({
      walk_in: drive,
    });
    // the job's public page shows it
    const page = await (await kit.app.request(`/jobs/${job.id}`)).text();
    expect(page).toContain(
      '<dt>Walk-in</dt><dd>9 Mar 2026 to 13 Mar 2026, 10:00 to 17:00, Tower B, Noida</dd>',
    );
    // and the candidate's job detail, in the same words
    expect((await candidateJob()).walk_in).toBe('9 Mar 2026 to 13 Mar 2026, 10:00 to 17:00, Tower B, Noida');
    expect((await sendJson(kit, 'DELETE', path, undefined, anita.token)).status).toBe(200);
    expect(await (await kit.app.request(`/jobs/${job.id}`)).text()).not.toContain('Walk-in');
    expect((await candidateJob()).walk_in).toBeUndefined();
    expect((await sendJson(kit, 'GET', path, undefined, anita.token)).body.result).toEqual({ walk_in: null });
  });
});
