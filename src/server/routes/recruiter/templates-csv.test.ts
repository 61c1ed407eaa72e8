import { interviewTimeText } from '@contract/interviews';
import { APPLICANTS_CSV_COLUMNS, csvCell } from '@contract/recruiter/applicants-csv';
import { type MessageTemplate, unknownPlaceholders } from '@contract/recruiter/templates';
import { applications, contactShares, interviews, jobs, messages } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { seedApplicants } from '../../services/recruiter/seed-applicants';

describe('the CSV cell and the placeholders (contract)', () => {
  it('defuses formulas: =, +, -, @, tab and CR get a leading quote; commas and quotes are quoted', () => {
    expect(['=cmd|calc', '+1', '-2', '@SUM(A1)', '\tx', '\rx', 'Priya'].map(csvCell)).toEqual([
      "'=cmd|calc",
      "'+1",
      "'-2",
      "'@SUM(A1)",
      "'\tx",
      `"'\rx"`,
      'Priya',
    ]);
    expect(csvCell('3,00,000-4,00,000')).toBe('"3,00,000-4,00,000"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });
  it('knows only {first_name}, {job_title} and {interview_time}', () => {
    expect(unknownPlaceholders('Hi {first_name} {job_title} {interview_time}')).toEqual([]);
    expect(unknownPlaceholders('Hi {name} {name} {Job_Title}')).toEqual(['name', 'Job_Title']);
  });
});

describe.each(sqlBackends())('templates and the applicants CSV ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let anita: Awaited<ReturnType<typeof signedInRecruiter>>;
  let colleague: Awaited<ReturnType<typeof signedInRecruiter>>;
  let vikram: Awaited<ReturnType<typeof signedInRecruiter>>;
  let job: { id: number };
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    const company = uniqueCompany();
    anita = await signedInRecruiter(kit, { company, email: 'anita@acme.example' });
    colleague = await signedInRecruiter(kit, { company, email: 'ravi@acme.example' });
    vikram = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@other.example' });
    job = await publishedJob(kit, anita.token);
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const templateOf = (answer: { body: { result?: Record<string, unknown> } }) =>
    (answer.body.result as { template: MessageTemplate }).template;

  it('creates, lists (the company’s only), edits and deletes templates; refuses an unknown placeholder', async () => {
    const bad = await send('POST', '/recruiters/templates', { name: 'Invite', body: 'Hi {firstname}' });
    expect(bad).toMatchObject({
      status: 400,
      body: {
        code: 'validation_failed',
        message: 'Unknown placeholder {firstname}: use {first_name}, {job_title}, {interview_time}',
      },
    });
    expect((await send('POST', '/recruiters/templates', { name: ' ', body: 'x' })).body.message).toBe(
      'Please give the template a name',
    );
    const made = templateOf(
      await send('POST', '/recruiters/templates', { name: 'Invite', body: 'Hi {first_name}' }),
    );
    await send('POST', '/recruiters/templates', { name: 'Other', body: 'Theirs' }, vikram.token);
    // every recruiter of the company sees it; another company's nobody
    const listed = await send('GET', '/recruiters/templates', undefined, colleague.token);
    expect((listed.body.result as { templates: MessageTemplate[] }).templates.map((t) => t.name)).toEqual([
      'Invite',
    ]);
    const edited = await send('PUT', `/recruiters/templates/${made.template_id}`, {
      name: 'Invite to walk-in',
      body: 'Hi {first_name}, see you {interview_time}',
    });
    expect(templateOf(edited)).toMatchObject({ name: 'Invite to walk-in' });
    expect(
      await send('PUT', `/recruiters/templates/${made.template_id}`, { name: 'x', body: 'y' }, vikram.token),
    ).toMatchObject({
      status: 404,
      body: { code: 'template_not_found' },
    });
    expect((await send('DELETE', `/recruiters/templates/${made.template_id}`)).status).toBe(200);
    expect((await send('DELETE', `/recruiters/templates/${made.template_id}`)).status).toBe(404);
  });

  it('fills a single message’s placeholders in the applicant’s chat ({interview_time}: to be confirmed)', async () => {
    const [id] = await seedApplicants(kit.deps.db, job.id, 1, { names: ['Priya'] });
    const sent = await send('POST', `/recruiters/applications/${id}/messages`, {
      body: 'Hi {first_name}, {job_title}, {interview_time}',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await kit.deps.db.select({ body: messages.body }).from(messages);
    expect(row.body).toBe('Hi Priya, Denial Analyst, to be confirmed');
  });

  it('fills {interview_time} with the applicant’s next interview time in India, not a cancelled or past one', async () => {
    const [id] = await seedApplicants(kit.deps.db, job.id, 1, { names: ['Priya'] });
    const [{ companyId }] = await kit.deps.db
      .select({ companyId: jobs.companyId })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    const now = kit.deps.now().getTime();
    const at = (days: number) => new Date(now + days * 86_400_000);
    const interview = (start: Date, state: string, uid: string) => ({
      applicationId: id,
      companyId,
      jobId: job.id,
      mode: 'phone',
      slots: [start.toISOString()],
      durationMinutes: 30,
      chosenStart: start,
      state,
      uid,
    });
    await kit.deps.db
      .insert(interviews)
      .values([
        interview(at(-1), 'accepted', 'past'),
        interview(at(2), 'cancelled', 'cancelled'),
        interview(at(5), 'accepted', 'next'),
        interview(at(9), 'proposed', 'later'),
      ]);
    const sent = await send('POST', `/recruiters/applications/${id}/messages`, {
      body: 'See you {interview_time}',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [row] = await kit.deps.db.select({ body: messages.body }).from(messages);
    expect(row.body).toBe(`See you ${interviewTimeText(at(5).toISOString())}`);
    expect(row.body).toMatch(/ IST$/);
  });

  it('exports the filtered applicants as CSV: BOM, header, formulas defused, contact only when shared', async () => {
    const ids = await seedApplicants(kit.deps.db, job.id, 3, { names: ['=cmd|calc', 'Ravi', 'Meena'] });
    await kit.deps.db.update(applications).set({ status: 'shortlisted' }).where(eq(applications.id, ids[1]));
    // issue 37 §3: Ravi shared his contact with the company; the others did not (Meena was asked)
    const [ravisRow, meenasRow] = await kit.deps.db
      .select({ userId: applications.userId, companyId: jobs.companyId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(inArray(applications.id, [ids[1], ids[2]]))
      .orderBy(applications.id);
    await kit.deps.db.insert(contactShares).values([
      { ...ravisRow, state: 'shared' },
      { ...meenasRow, state: 'asked' },
    ]);
    await kit.deps.db
      .update(applications)
      .set({ status: 'rejected' })
      .where(inArray(applications.id, [ids[2]]));
    const response = await kit.app.request(`/api/recruiters/jobs/${job.id}/applicants.csv?sort=oldest`, {
      headers: { authorization: `Bearer ${anita.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applicants-denial-analyst-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe(APPLICANTS_CSV_COLUMNS.join(','));
    expect(lines.slice(1)).toHaveLength(4); // 3 rows and the last line's end
    const [meena, ravi, injected] = lines.slice(1, 4).map((line) => line.split(','));
    expect(injected[0]).toBe("'=cmd|calc Candidate");
    expect(injected.slice(-2)).toEqual(['', '']);
    expect(meena.slice(0, 3)).toEqual(['Meena Candidate', 'Rejected', 'To do']);
    expect(meena.slice(-2)).toEqual(['', '']);
    expect(ravi[1]).toBe('Shortlisted');
    expect(ravi.slice(-2)).toEqual([
      expect.stringMatching(/^6\d{9}$/),
      expect.stringMatching(/@bulk\.example$/),
    ]);

    const filtered = await kit.app.request(
      `/api/recruiters/jobs/${job.id}/applicants.csv?status=shortlisted`,
      {
        headers: { authorization: `Bearer ${anita.token}` },
      },
    );
    expect((await filtered.text()).trim().split('\r\n')).toHaveLength(2);
    const bad = await kit.app.request(`/api/recruiters/jobs/${job.id}/applicants.csv?status=hired`, {
      headers: { authorization: `Bearer ${anita.token}` },
    });
    expect(bad.status).toBe(400);
    const theirs = await kit.app.request(`/api/recruiters/jobs/${job.id}/applicants.csv`, {
      headers: { authorization: `Bearer ${vikram.token}` },
    });
    expect(theirs.status).toBe(404);
  });
});
