import type { AppliedJobCard } from '@contract/jobs';
import {
  type Applicant,
  type ApplicantRow,
  jobApplicants,
  recruiterApplicant,
} from '@contract/recruiter/applicants';
import { experiences, profiles, users } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import type { AnswerOf } from '@server/test-kits/auth-test-kit';
import { candidateAt, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  candidateApplies,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { testBackends } from '@server/test-kits/test-backends';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';

describe.each(testBackends())('the recruiter applicants calls ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: { companyId: number; recruiterId: number; token: string };
  let job: Awaited<ReturnType<typeof publishedJob>>;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    anita = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    job = await publishedJob(kit, anita.token);
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const rowsOf = (answer: AnswerOf) =>
    answer.body.result as unknown as {
      applicants: ApplicantRow[];
      total: number;
      counts: Record<string, number>;
    };
  const applicantOf = (answer: AnswerOf) => (answer.body.result as { applicant: Applicant }).applicant;

  it('lists, opens (one view per recruiter), shortlists; the candidate sees the label, the timeline and one more view', async () => {
    const priya = await candidateAt(kit, 'experienced');
    await kit.deps.db.insert(profiles).values({
      userId: priya.userId,
      gender: 'Female',
      dateOfBirth: '1998-04-12',
      termsAccepted: true,
      preferredLocations: ['Chennai'],
      currentWorkLocation: 'Chennai',
      openToWork: 'Full Time',
      willingToRelocate: true,
      willingForNightShift: false,
    });
    const applicationId = await candidateApplies(kit, priya.token, job);
    const list = await send('GET', `/recruiters/jobs/${job.id}/applicants`);
    expect(v.is(jobApplicants.answer, list.body), JSON.stringify(list.body)).toBe(true);
    expect(rowsOf(list)).toMatchObject({
      total: 1,
      counts: { new: 1, shortlisted: 0, rejected: 0 },
      applicants: [
        {
          application_id: applicationId,
          name: 'Test Candidate',
          experience_level: 'experienced',
          total_experience: 24,
          status: 'new',
          assessment: 'submitted',
        },
      ],
    });

    const opened = await send('GET', `/recruiters/applications/${applicationId}`);
    const parsed = v.safeParse(recruiterApplicant.answer, opened.body);
    expect(parsed.issues?.[0], JSON.stringify(opened.body).slice(0, 500)).toBeUndefined();
    const applicant = applicantOf(opened);
    expect(applicant).toMatchObject({
      status: 'new',
      contact: null,
      resume: { file_name: 'my cv.pdf' },
      profile: { user_details: { user_id: priya.userId, email: '', phone_no: '' } },
      assessment: { state: 'submitted' },
    });
    // the profile is the candidate's own View Profile's, but for the contact
    const own = await kit.get('/candidates/profile_details', { token: priya.token });
    const ownProfile = own.body.result as Applicant['profile'];
    // nor the date of birth and gender before the shortlist (issue 35, H8)
    expect(ownProfile.profile).toMatchObject({
      gender: expect.any(String),
      date_of_birth: expect.any(String),
    });
    expect(ownProfile.profile?.gender).not.toBe('');
    expect(ownProfile.profile?.date_of_birth).not.toBe('');
    expect(applicant.profile).toEqual({
      ...ownProfile,
      user_details: { ...ownProfile.user_details, email: '', phone_no: '' },
      profile: ownProfile.profile && { ...ownProfile.profile, gender: '', date_of_birth: '' },
    });
    expect(applicant.assessment.answers).toMatchObject([
      { question_type: 'MCQ', answer: 'A', audio: false },
      { question_type: 'audio', answer: null, audio: true },
    ]);
    expect(applicant.timeline.map((entry) => entry.event)).toEqual(['applied', 'viewed']);
    const views = async () =>
      (
        (await kit.get('/candidates/dashboard', { token: priya.token })).body.result as {
          recruiter_views: number;
        }
      ).recruiter_views;
    expect(await views()).toBe(1);
    await send('GET', `/recruiters/applications/${applicationId}`);
    expect(await views()).toBe(1);
    const colleague = await signedInRecruiter(kit, {
      company: (await companyName()) ?? '',
      email: 'ravi@acme.example',
    });
    await send('GET', `/recruiters/applications/${applicationId}`, undefined, colleague.token);
    expect(await views()).toBe(2);
    expect(applicantOf(await send('GET', `/recruiters/applications/${applicationId}`)).timeline).toHaveLength(
      2,
    );

    // the files, only through the authorised calls
    const resume = await kit.app.request(`/api/recruiters/applications/${applicationId}/resume`, {
      headers: { authorization: `Bearer ${anita.token}` },
    });
    expect(resume.status).toBe(200);
    expect(resume.headers.get('content-disposition')).toMatch(/^attachment; filename="my cv.pdf"/);
    const audioId = job.questions[1].id;
    const audio = await kit.app.request(`/api/recruiters/applications/${applicationId}/audio/${audioId}`, {
      headers: { authorization: `Bearer ${anita.token}` },
    });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/webm');
    const notAudio = await kit.app.request(
      `/api/recruiters/applications/${applicationId}/audio/${job.questions[0].id}`,
      {
        headers: { authorization: `Bearer ${anita.token}` },
      },
    );
    expect(notAudio.status).toBe(404);

    kit.advance(60_000);
    const shortlisted = await send('PUT', `/recruiters/applications/${applicationId}/status`, {
      status: 'shortlisted',
      reason: 'ignored',
    });
    expect(shortlisted.status).toBe(200);
    // issue 37 §3: the shortlist asks the candidate; the contact only once they share it, the
    // gender and date of birth never
    expect(applicantOf(shortlisted)).toMatchObject({
      status: 'shortlisted',
      reason: null,
      contact: null,
      contact_state: 'asked',
      profile: { user_details: { email: '', phone_no: '' } },
    });
    const hidden = { gender: '', date_of_birth: '' };
    expect(applicantOf(shortlisted).profile.profile).toEqual({ ...ownProfile.profile, ...hidden });
    const companyId = (await kit.get('/candidates/contact_sharing', { token: priya.token })).body.result as {
      shares: { company_id: number }[];
    };
    await kit.post(
      '/candidates/contact_sharing/answer',
      { company_id: companyId.shares[0].company_id, share: true },
      { token: priya.token },
    );
    const shared = applicantOf(await send('GET', `/recruiters/applications/${applicationId}`));
    expect(shared).toMatchObject({
      contact: { email: priya.email },
      contact_state: 'shared',
      profile: { user_details: { email: priya.email } },
    });
    expect(shared.profile.profile).toEqual({ ...ownProfile.profile, ...hidden });
    const applied = await kit.post('/candidates/applied_jobs', {}, { token: priya.token });
    const [card] = (applied.body.result as { jobs: AppliedJobCard[] }).jobs;
    expect(card).toMatchObject({ id: job.id, application_status: 'shortlisted' });
    expect(card.timeline?.map((entry) => entry.event)).toEqual(['applied', 'viewed', 'shortlisted']);
    const detail = await kit.get(`/candidates/job?id=${job.id}`, { token: priya.token });
    expect((detail.body.result as { job: { timeline: unknown[] } }).job.timeline).toHaveLength(3);
  });

  async function companyName() {
    const [row] = await kit.deps.db
      .select({ companyId: users.companyId })
      .from(users)
      .where(eq(users.id, anita.recruiterId));
    const { companies } = await import('@server/db/schema');
    const [company] = await kit.deps.db
      .select()
      .from(companies)
      .where(eq(companies.id, row.companyId ?? 0));
    return company?.name;
  }

  it('rejects with a private reason, back to awaiting drops it; the candidate never sees the reason', async () => {
    const priya = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, priya.token, job);
    const rejected = await send('PUT', `/recruiters/applications/${id}/status`, {
      status: 'rejected',
      reason: 'Too far',
    });
    expect(applicantOf(rejected)).toMatchObject({ status: 'rejected', reason: 'Too far', contact: null });
    const applied = await kit.post('/candidates/applied_jobs', {}, { token: priya.token });
    expect(JSON.stringify(applied.body)).not.toContain('Too far');
    const detail = await kit.get(`/candidates/job?id=${job.id}`, { token: priya.token });
    expect(JSON.stringify(detail.body)).not.toContain('Too far');
    const exported = await kit.get('/candidates/export', { token: priya.token });
    expect(JSON.stringify(exported.body)).not.toContain('Too far');
    const exportedApplications = (
      exported.body.result as { applications: { status: string; timeline: { event: string }[] }[] }
    ).applications;
    expect(exportedApplications).toMatchObject([{ status: 'rejected' }]);
    expect(exportedApplications[0].timeline.map((entry) => entry.event)).toEqual(['applied', 'rejected']);
    const back = await send('PUT', `/recruiters/applications/${id}/status`, { status: 'new' });
    expect(applicantOf(back)).toMatchObject({ status: 'new', reason: null });
    expect(applicantOf(back).timeline.map((entry) => entry.event)).toEqual([
      'applied',
      'rejected',
      'awaiting',
    ]);
    const note = await send('PUT', `/recruiters/applications/${id}/note`, {
      note: ' Call on Monday ',
      version: 1,
    });
    expect(note.body.result).toEqual({ note: 'Call on Monday', version: 2 });
    expect(applicantOf(await send('GET', `/recruiters/applications/${id}`)).note).toBe('Call on Monday');
    expect(
      (await send('PUT', `/recruiters/applications/${id}/note`, { note: 'x'.repeat(2001), version: 2 }))
        .status,
    ).toBe(400);
  });

  it('filters, sorts and pages; bulk status is all or nothing', async () => {
    const ids: number[] = [];
    for (const level of ['experienced', 'managerial', 'coder', 'others'] as const) {
      const candidate = await candidateAt(kit, level);
      kit.advance(1000);
      ids.push(await candidateApplies(kit, candidate.token, job));
    }
    const query = async (search: string) =>
      rowsOf(await send('GET', `/recruiters/jobs/${job.id}/applicants?${search}`));
    expect((await query('')).applicants.map((row) => row.application_id)).toEqual([...ids].reverse());
    expect((await query('sort=oldest')).applicants.map((row) => row.application_id)).toEqual(ids);
    expect((await query('sort=experience')).applicants[0].application_id).toBe(ids[1]);
    expect((await query('experience_level=freshers')).total).toBe(2);
    expect((await query('notice=immediate')).total).toBe(2);
    expect((await query('certification=not_certified')).total).toBe(4);

    const other = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@other.example' });
    const otherJob = await publishedJob(kit, other.token);
    const stranger = await candidateAt(kit, 'experienced');
    const foreignId = await candidateApplies(kit, stranger.token, otherJob);
    const mixed = await send('POST', '/recruiters/applications/status', {
      application_ids: [ids[0], foreignId],
      status: 'shortlisted',
    });
    expect(mixed.status).toBe(404);
    expect(mixed.body.code).toBe('applicant_not_found');
    expect((await query('status=shortlisted')).total).toBe(0);
    const bulk = await send('POST', '/recruiters/applications/status', {
      application_ids: [ids[0], ids[1]],
      status: 'shortlisted',
    });
    expect(bulk.body.result).toEqual({ updated: 2, withdrawn: 0 });
    expect(await query('status=shortlisted')).toMatchObject({
      total: 2,
      counts: { new: 2, shortlisted: 2, rejected: 0 },
    });
    expect((await query('page=2')).applicants).toEqual([]);
  });

  it('a deactivated or deleted candidate is in no list nor detail', async () => {
    const gone = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, gone.token, job);
    const deactivated = await candidateAt(kit, 'experienced');
    const id2 = await candidateApplies(kit, deactivated.token, job);
    await kit.deps.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, deactivated.userId));
    expect((await send('GET', `/recruiters/applications/${id2}`)).status).toBe(404);
    const deleted = await kit.post(
      '/users/account_delete',
      { password: 'Candidate@123' },
      { token: gone.token },
    );
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await send('GET', `/recruiters/applications/${id}`)).status).toBe(404);
    expect(rowsOf(await send('GET', `/recruiters/jobs/${job.id}/applicants`))).toMatchObject({
      total: 0,
      applicants: [],
    });
    const jobsList = await send('GET', '/recruiters/jobs');
    expect(jobsList.body.result).toMatchObject({ jobs: [{ applicants: { new: 0 } }] });
    // a candidate's record change reaches the list at once
    const later = await candidateAt(kit, 'experienced');
    await candidateApplies(kit, later.token, job);
    await kit.deps.db.update(experiences).set({ years: 7 }).where(eq(experiences.userId, later.userId));
    expect(
      rowsOf(await send('GET', `/recruiters/jobs/${job.id}/applicants`)).applicants[0].total_experience,
    ).toBe(84);
  });

  it('two recruiters changing one applicant: the last write wins, both read it', async () => {
    const priya = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, priya.token, job);
    const name = await companyName();
    const ravi = await signedInRecruiter(kit, { company: name ?? '', email: 'ravi@acme.example' });
    const [a, b] = await Promise.all([
      send('PUT', `/recruiters/applications/${id}/status`, { status: 'shortlisted' }),
      send('PUT', `/recruiters/applications/${id}/status`, { status: 'rejected' }, ravi.token),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const mine = applicantOf(await send('GET', `/recruiters/applications/${id}`));
    const theirs = applicantOf(await send('GET', `/recruiters/applications/${id}`, undefined, ravi.token));
    expect(mine.status).toBe(theirs.status);
    expect(['shortlisted', 'rejected']).toContain(mine.status);
    // the timeline ends with the state that won
    expect(mine.timeline.filter((entry) => entry.event !== 'viewed').at(-1)?.event).toBe(mine.status);
  });

  it('issue 36 R2: two recruiters changing one applicant from the version they saw: one wins, the other 409 version_conflict', async () => {
    const priya = await candidateAt(kit, 'experienced');
    const id = await candidateApplies(kit, priya.token, job);
    const name = await companyName();
    const ravi = await signedInRecruiter(kit, { company: name ?? '', email: 'ravi@acme.example' });
    const seen = applicantOf(await send('GET', `/recruiters/applications/${id}`));
    const [a, b] = await Promise.all([
      send('PUT', `/recruiters/applications/${id}/status`, { status: 'shortlisted', version: seen.version }),
      send(
        'PUT',
        `/recruiters/applications/${id}/status`,
        { status: 'rejected', version: seen.version },
        ravi.token,
      ),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.code).toBe('version_conflict');
    const won = applicantOf(a.status === 200 ? a : b);
    const now = applicantOf(await send('GET', `/recruiters/applications/${id}`));
    expect(now).toMatchObject({ status: won.status, version: seen.version + 1 });
    expect(
      now.timeline.filter((entry) => entry.event === 'shortlisted' || entry.event === 'rejected'),
    ).toHaveLength(1);
  });
});
