import {
  ACCOUNT_DEACTIVATED,
  ACCOUNT_DELETED,
  CONFIRM_PASSWORD_REQUIRED,
  NEW_PASSWORD_TOO_SHORT,
  OLD_PASSWORD_INCORRECT,
  OLD_PASSWORD_REQUIRED,
  PASSWORD_INCORRECT,
  PASSWORD_UPDATED,
  PASSWORDS_DIFFER,
  SELECT_A_REASON,
  SPECIFY_THE_REASON,
} from '@contract/account';
import { eq, getTableName, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import * as schema from '../db/schema';
import {
  applications,
  assessmentQuestions,
  assessmentSubmissions,
  files,
  profiles,
  savedJobs,
  users,
} from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { databaseFileStore } from '../services/file-store';
import { createSession } from '../services/sessions';
import { type AnswerOf, KNOWN_PASSWORD } from '../test-kits/auth-test-kit';
import { type OnboardingKit, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { testBackends } from '../test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '../test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

type Json = Record<string, unknown>;

/** Every table of the schema (db/schema/) with a column referencing users.id, and that column's name. */
function tablesReferencingUsers(): { table: string; column: string }[] {
  const found: { table: string; column: string }[] = [];
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    for (const fk of getTableConfig(value).foreignKeys) {
      const reference = fk.reference();
      if (reference.foreignTable === users)
        found.push({ table: getTableName(value), column: reference.columns[0].name });
    }
  }
  return found;
}

async function rowsOf(kit: OnboardingKit, table: string, column: string, id: number): Promise<number> {
  const result = await kit.deps.db.execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`,
  );
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0].n);
}

/** A candidate with a bit of everything: profile, files, saved job, application, answers, codes. */
async function busyCandidate(kit: OnboardingKit, index: number) {
  const email = `busy${index}@example.com`;
  const phone = `98000000${String(index).padStart(2, '0')}`;
  const userId = await kit.insertUser({ email, phoneNo: phone, onboardingCompleted: true });
  const token = await createSession(kit.deps, userId);
  const parts = {
    user_details: { first_name: 'Busy', last_name: `Person`, phone_no: phone, email },
    profile: {
      gender: 'Male',
      date_of_birth: '1990-01-31',
      resume_changed: 1,
      preference: { preferred_location: ['Pune'], current_work_location: 'Pune', open_to_work: 'Remote' },
    },
    experience: { experience_level: 'experienced', experience_years: 3, experience_months: 0 },
    job_preference: {
      process: 'voice',
      preferences: 'AR calling',
      ehr_system: 'Epic',
      ehr_specializations: 'Cardiology',
    },
    employment: [
      {
        company_name: 'R1 RCM',
        role: `AR Caller ${index}`,
        from_years: 2019,
        from_months: 1,
        to_years: 2021,
        to_months: 1,
      },
    ],
    education: [
      {
        field_of_study: 'Degree',
        education: 'B.Pharm',
        institution: 'Madras Medical College',
        end_year: 2012,
        file_index: 0,
      },
    ],
  };
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) data.append(name, JSON.stringify(value));
  data.append('resume', fileOf(SAMPLE_FILES.pdf(), `resume-${index}.pdf`));
  data.append('education_files', fileOf(SAMPLE_FILES.pdf(), `degree-${index}.pdf`));
  data.append('profile_picture', fileOf(SAMPLE_FILES.png(), `photo-${index}.png`));
  const saved = await kit.postForm('/candidates/profile_details', data, token);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);

  const db = kit.deps.db;
  await seedCatalogueIfEmpty(kit.deps);
  await db.insert(savedJobs).values({ userId, jobId: 3 });
  const resumeId = await databaseFileStore.put(db, userId, {
    name: `applied-${index}.pdf`,
    kind: 'pdf',
    bytes: SAMPLE_FILES.pdf(),
    size: 64,
  });
  await db.insert(applications).values({ userId, jobId: 2, resumeFileId: resumeId, status: 'shortlisted' });
  const [question] = await db
    .select()
    .from(assessmentQuestions)
    .where(eq(assessmentQuestions.jobId, 2))
    .limit(1);
  await db.insert(assessmentSubmissions).values({
    userId,
    jobId: 2,
    status: 'draft',
    answers: { [String(question.id)]: `Answer of ${index}` },
  });
  // a code to a contact they asked to change to, a failed login, a remembered answer
  kit.advance(31_000);
  const code = await kit.post(
    '/user/send_otp',
    { contact_value: `next${index}@example.com`, otp_type: 'email_change' },
    { token },
  );
  expect(code.status, JSON.stringify(code.body)).toBe(200);
  await kit.post('/auth/login', { email, password: 'Wrong@1234' });
  const idem = await kit.post(
    '/candidates/save_job',
    { job_id: 5, saved: true },
    { token, headers: { 'Idempotency-Key': `key-${index}` } },
  );
  expect(idem.status).toBe(200);
  return { userId, token, email, phone };
}

describe.each(testBackends())('account ($name)', (backend) => {
  const kit = useOnboardingKit(backend);

  const refused = (answer: AnswerOf, status: number, message: string, code = 'validation_failed') => {
    expect(answer.body, JSON.stringify(answer.body)).toEqual({ success: false, message, code });
    expect(answer.status).toBe(status);
  };
  const alive = async (token: string) => (await kit.get('/candidates/dashboard', { token })).status;
  const login = (email: string, password = KNOWN_PASSWORD) =>
    kit.post('/auth/login', { email, password, role_id: 3 });

  describe('POST /users/reset_password', () => {
    it('refuses with §5 messages and a wrong old password (400, not 401)', async () => {
      const me = await kit.candidate();
      const send = (body: Json) => kit.post('/users/reset_password', body, { token: me.token });
      refused(
        await send({ old_password: '', password: 'Newpass@1', confirm_password: 'Newpass@1' }),
        400,
        OLD_PASSWORD_REQUIRED,
      );
      refused(
        await send({ old_password: KNOWN_PASSWORD, password: 'Short1', confirm_password: 'Short1' }),
        400,
        NEW_PASSWORD_TOO_SHORT,
      );
      refused(
        await send({ old_password: KNOWN_PASSWORD, password: 'Newpass@1', confirm_password: '' }),
        400,
        CONFIRM_PASSWORD_REQUIRED,
      );
      refused(
        await send({ old_password: KNOWN_PASSWORD, password: 'Newpass@1', confirm_password: 'Newpass@2' }),
        400,
        PASSWORDS_DIFFER,
      );
      refused(
        await send({ old_password: 'Wrong@123', password: 'Newpass@1', confirm_password: 'Newpass@1' }),
        400,
        OLD_PASSWORD_INCORRECT,
        'old_password_incorrect',
      );
      expect(await alive(me.token)).toBe(200);
      expect((await login(me.email)).status).toBe(200);
    });

    it('changes the password; the other sessions end, this one stays', async () => {
      const me = await kit.candidate();
      const other = await createSession(kit.deps, me.userId);
      const answer = await kit.post(
        '/users/reset_password',
        { old_password: KNOWN_PASSWORD, password: '  Newpass@1', confirm_password: 'Newpass@1' },
        { token: me.token },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ success: true, message: PASSWORD_UPDATED });
      expect(typeof answer.body.extendedMessage).toBe('string');
      expect(await alive(me.token)).toBe(200);
      expect(await alive(other)).toBe(403);
      expect((await login(me.email)).status).toBe(401);
      expect((await login(me.email, 'Newpass@1')).status).toBe(200);
    });

    it('stops guessing the old password after LOGIN_MAX_FAILURES', async () => {
      await kit.reset({ loginMaxFailures: 2 });
      const me = await kit.candidate();
      const wrong = { old_password: 'Wrong@123', password: 'Newpass@1', confirm_password: 'Newpass@1' };
      for (let i = 0; i < 2; i++)
        expect((await kit.post('/users/reset_password', wrong, { token: me.token })).status).toBe(400);
      const third = await kit.post(
        '/users/reset_password',
        { ...wrong, old_password: KNOWN_PASSWORD },
        { token: me.token },
      );
      expect(third.status).toBe(429);
    });
  });

  describe('POST /candidates/deactivate', () => {
    it('refuses without a reason, without Other text, or with a wrong password', async () => {
      const me = await kit.candidate();
      const send = (body: Json) => kit.post('/candidates/deactivate', body, { token: me.token });
      refused(await send({ password: KNOWN_PASSWORD, reason: '', other_reason: '' }), 400, SELECT_A_REASON);
      refused(
        await send({
          password: KNOWN_PASSWORD,
          reason: 'I found a job, Other (Please Specify)',
          other_reason: ' ',
        }),
        400,
        SPECIFY_THE_REASON,
      );
      refused(await send({ password: '', reason: 'Skipped', other_reason: '' }), 400, 'Password is required');
      refused(
        await send({ password: 'Wrong@123', reason: 'Skipped', other_reason: '' }),
        400,
        PASSWORD_INCORRECT,
        'password_incorrect',
      );
      expect(await alive(me.token)).toBe(200);
    });

    it('marks the account deactivated with its reasons, ends every session, keeps the data; login says so', async () => {
      const me = await busyCandidate(kit, 1);
      const other = await createSession(kit.deps, me.userId);
      const answer = await kit.post(
        '/candidates/deactivate',
        {
          password: KNOWN_PASSWORD,
          reason: 'Privacy concerns, Other (Please Specify)',
          other_reason: 'Too many calls',
        },
        { token: me.token },
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ success: true, message: ACCOUNT_DEACTIVATED });
      expect(await alive(me.token)).toBe(403);
      expect(await alive(other)).toBe(403);
      const [row] = await kit.deps.db.select().from(users).where(eq(users.id, me.userId));
      expect(row).toMatchObject({
        status: 'deactivated',
        deactivationReason: 'Privacy concerns, Other (Please Specify)',
        deactivationOtherReason: 'Too many calls',
      });
      expect(row.deactivatedAt).not.toBeNull();
      expect(await kit.deps.db.select().from(profiles).where(eq(profiles.userId, me.userId))).toHaveLength(1);
      refused(await login(me.email), 401, 'This account is deactivated.', 'account_deactivated');
      // a wrong password does not tell the account's state
      refused(await login(me.email, 'Wrong@1234'), 401, 'Invalid email or password', 'invalid_credentials');
    });

    it('takes Skipped as the reason', async () => {
      const me = await kit.candidate();
      const answer = await kit.post(
        '/candidates/deactivate',
        { password: KNOWN_PASSWORD, reason: 'Skipped', other_reason: '' },
        { token: me.token },
      );
      expect(answer.status).toBe(200);
    });
  });

  describe('/users/account_delete', () => {
    it.each(['POST', 'DELETE'])(
      '%s removes the person entirely; the e-mail and phone can register again',
      async (method) => {
        const keep = await busyCandidate(kit, 2);
        const me = await busyCandidate(kit, 3);
        const second = await createSession(kit.deps, me.userId);
        const references = tablesReferencingUsers();
        expect(references.map((r) => r.table)).toEqual(
          expect.arrayContaining([
            'sessions',
            'files',
            'one_time_codes',
            'experiences',
            'employments',
            'job_preferences',
            'fresher_certificates',
            'educations',
            'profiles',
            'saved_jobs',
            'applications',
            'assessment_submissions',
          ]),
        );
        const countsOf = async (id: number) =>
          Object.fromEntries(
            await Promise.all(
              references.map(async (r) => [r.table, await rowsOf(kit, r.table, r.column, id)]),
            ),
          );
        const keptBefore = await countsOf(keep.userId);
        const mineBefore = await countsOf(me.userId);
        for (const table of [
          'files',
          'profiles',
          'educations',
          'saved_jobs',
          'applications',
          'assessment_submissions',
          'one_time_codes',
        ]) {
          expect(mineBefore[table], table).toBeGreaterThan(0);
        }

        const answer = await kit.app.request('/api/users/account_delete', {
          method,
          headers: { authorization: `Bearer ${me.token}` },
        });
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ success: true, message: ACCOUNT_DELETED });

        // table by table: nothing references the person
        expect(await countsOf(me.userId)).toEqual(Object.fromEntries(references.map((r) => [r.table, 0])));
        expect(await rowsOf(kit, 'users', 'id', me.userId)).toBe(0);
        const db = kit.deps.db;
        const leftovers = async (text: string) => {
          const result = await db.execute(sql`
          select (select count(*) from delivery_queue where recipient ilike ${`%${text}%`})
               + (select count(*) from one_time_codes where contact ilike ${`%${text}%`})
               + (select count(*) from rate_events where key ilike ${`%${text}%`})
               + (select count(*) from idempotency_keys where scope like ${`user:${me.userId} %`}) as n`);
          return Number((result as unknown as { rows: { n: number }[] }).rows[0].n);
        };
        expect(await leftovers(me.email)).toBe(0);
        expect(await leftovers(me.phone)).toBe(0);
        expect(await leftovers('next3@example.com')).toBe(0);
        expect(await db.select().from(files).where(eq(files.ownerId, me.userId))).toHaveLength(0);
        expect(await alive(me.token)).toBe(403);
        expect(await alive(second)).toBe(403);
        refused(await login(me.email), 401, 'Invalid email or password', 'invalid_credentials');

        // the other candidate is untouched
        expect(await countsOf(keep.userId)).toEqual(keptBefore);
        expect(await leftovers(keep.email)).toBeGreaterThan(0);

        // the same e-mail and phone sign up again
        kit.advance(3_600_000);
        const phoneToken = await kit.verifyContact('mobile_verification', me.phone);
        const emailToken = await kit.verifyContact('email_verification', me.email);
        const registered = await kit.post('/auth/register', {
          first_name: 'Again',
          last_name: 'Here',
          role_id: 3,
          phone_no: me.phone,
          email: me.email,
          password: 'Again@123',
          phone_verification_token: phoneToken,
          email_verification_token: emailToken,
        });
        expect(registered.status, JSON.stringify(registered.body)).toBe(200);
        const fresh = await kit.get('/candidates/profile_details', {
          token: String(registered.body.result?.tempToken),
        });
        expect(fresh.body.result).toMatchObject({
          profile: null,
          experience: null,
          employment: [],
          education: [],
        });
      },
    );

    it('answers 401 and 403 like every signed-in call', async () => {
      refused(await kit.post('/users/account_delete', {}), 401, 'Authentication required', 'unauthenticated');
      const gone = await kit.app.request('/api/users/account_delete', {
        method: 'DELETE',
        headers: { authorization: 'Bearer nope' },
      });
      expect(gone.status).toBe(403);
    });
  });

  describe('GET /candidates/export', () => {
    it("answers a JSON file of the candidate's data and nobody else's", async () => {
      const other = await busyCandidate(kit, 4);
      const me = await busyCandidate(kit, 5);
      const response = await kit.app.request('/api/candidates/export', {
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="rcm-careers-my-data-2026-03-02.json"',
      );
      const text = await response.text();
      const data = JSON.parse(text).result;
      expect(data.account).toMatchObject({
        user_id: me.userId,
        email: me.email,
        phone_no: me.phone,
        status: 'active',
      });
      expect(text).not.toMatch(/password_hash|passwordHash|\$argon2/);
      expect(data.profile_details.employment[0].role).toBe('AR Caller 5');
      expect(data.files.map((f: Json) => f.file_name).sort()).toEqual([
        'applied-5.pdf',
        'degree-5.pdf',
        'photo-5.png',
        'resume-5.pdf',
      ]);
      expect(data.files.find((f: Json) => f.file_name === 'resume-5.pdf')).toMatchObject({
        size: 64,
        kind: 'pdf',
        used_as: ['resume'],
      });
      expect(data.saved_jobs.map((j: Json) => j.job_id).sort()).toEqual([3, 5]);
      expect(data.applications).toEqual([expect.objectContaining({ job_id: 2, status: 'shortlisted' })]);
      expect(data.assessment_answers[0].answers[0].answer).toBe('Answer of 5');
      expect(data.sessions.length).toBeGreaterThan(0);
      // nothing of the other candidate
      for (const theirs of [
        other.email,
        other.phone,
        'AR Caller 4',
        'resume-4.pdf',
        'Answer of 4',
        'next4@example.com',
      ]) {
        expect(text).not.toContain(theirs);
      }
      refused(await kit.get('/candidates/export'), 401, 'Authentication required', 'unauthenticated');
    });
  });
});
