import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import * as account from '../contract/account';
import * as assessmentArea from '../contract/assessment';
import * as auth from '../contract/auth';
import * as dashboardArea from '../contract/dashboard';
import * as dev from '../contract/dev';
import { declaredErrors, type Endpoint } from '../contract/endpoint';
import { errorAnswerSchema } from '../contract/errors';
import * as healthArea from '../contract/health';
import * as jobsArea from '../contract/jobs';
import * as lists from '../contract/lists';
import * as onboarding from '../contract/onboarding';
import * as otp from '../contract/otp';
import * as profile from '../contract/profile';
import * as savedSearchesArea from '../contract/saved-searches';
import { seedIfEmpty } from './db/seed';
import { seedCatalogueIfEmpty } from './db/seed-catalogue';
import { route } from './route';
import { createSession } from './services/sessions';
import { type AnswerOf, KNOWN_PASSWORD, type RequestOptions, useAuthKit } from './test-kits/auth-test-kit';
import { sqlBackends } from './test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from './test-kits/upload-fixtures';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** Every descriptor of src/contract: the calls the server answers today. */
const ENDPOINTS = {
  login: auth.login,
  referralVerify: auth.referralVerify,
  register: auth.register,
  logout: auth.logout,
  forgotPassword: auth.forgotPassword,
  sendOtp: otp.sendOtp,
  verifyOtp: otp.verifyOtp,
  cityState: lists.cityState,
  onboardingLists: lists.onboardingLists,
  dashboard: dashboardArea.dashboard,
  saveExperience: onboarding.saveExperience,
  saveEmployment: onboarding.saveEmployment,
  saveJobPreference: onboarding.saveJobPreference,
  saveCertificate: onboarding.saveCertificate,
  saveEducation: onboarding.saveEducation,
  saveProfileOverview: onboarding.saveProfileOverview,
  onboardingProgress: onboarding.onboardingProgress,
  jobSearch: jobsArea.jobSearch,
  getJob: jobsArea.getJob,
  similarJobs: jobsArea.similarJobs,
  saveJob: jobsArea.saveJob,
  savedJobs: jobsArea.savedJobs,
  appliedJobs: jobsArea.appliedJobs,
  applyJob: jobsArea.applyJob,
  submitAssessment: assessmentArea.submitAssessment,
  profileDetails: profile.profileDetails,
  saveProfileDetails: profile.saveProfileDetails,
  updateProfilePicture: profile.updateProfilePicture,
  changePassword: account.changePassword,
  deactivateAccount: account.deactivateAccount,
  deleteAccount: account.deleteAccount,
  deleteAccountByDelete: account.deleteAccountByDelete,
  exportMyData: account.exportMyData,
  health: healthArea.health,
  devSentMessages: dev.devSentMessages,
  devQueueProbeWrite: dev.devQueueProbeWrite,
  devQueueProbeRead: dev.devQueueProbeRead,
  devAssessmentWrites: dev.devAssessmentWrites,
  devPostJob: dev.devPostJob,
  devRunDigests: dev.devRunDigests,
  devSeedApplicants: dev.devSeedApplicants,
  devSetCompanyStanding: dev.devSetCompanyStanding,
  listSavedSearches: savedSearchesArea.listSavedSearches,
  createSavedSearch: savedSearchesArea.createSavedSearch,
  renameSavedSearch: savedSearchesArea.renameSavedSearch,
  deleteSavedSearch: savedSearchesArea.deleteSavedSearch,
  openSavedSearch: savedSearchesArea.openSavedSearch,
} satisfies Record<string, Endpoint>;

/** Each module's exported descriptors, so a new one cannot be left out of ENDPOINTS. */
function declaredIn(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module).filter(
    (value): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'answer' in value,
  );
}

const withBody = Object.values(ENDPOINTS).filter((e) => e.method !== 'GET' && e.request !== null);

describe('the descriptors', () => {
  it('ENDPOINTS lists every descriptor of every contract area, each method and path once', () => {
    const declared = [
      assessmentArea,
      account,
      auth,
      dashboardArea,
      dev,
      healthArea,
      jobsArea,
      lists,
      onboarding,
      otp,
      profile,
      savedSearchesArea,
    ].flatMap((m) => declaredIn(m));
    expect(new Set(declared)).toEqual(new Set(Object.values(ENDPOINTS)));
    const keys = declared.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('route() refuses a call that needs a session registered without a guard', () => {
    expect(() => route(new Hono(), ENDPOINTS.dashboard, () => ({}) as never)).toThrow(/needs a session/);
  });
});

describe.each(sqlBackends())('every call through its descriptor ($name)', (backend) => {
  const kit = useAuthKit(backend);

  /** Sends `input` the way the descriptor says: JSON body, or query string for a GET. */
  function send(endpoint: Endpoint, input?: Record<string, unknown>, options?: RequestOptions) {
    if (endpoint.method === 'GET') {
      const query = input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
      return kit.get(`${endpoint.path}${query}`, options);
    }
    if (endpoint.method === 'DELETE') return sendDelete(endpoint.path, options);
    return kit.post(endpoint.path, input ?? {}, options);
  }

  async function sendDelete(path: string, options?: RequestOptions): Promise<AnswerOf> {
    const headers: Record<string, string> = options?.token
      ? { authorization: `Bearer ${options.token}` }
      : {};
    const response = await kit.app.request(`/api${path}`, { method: 'DELETE', headers });
    return { status: response.status, body: await response.json() };
  }

  let signedInCount = 0;
  /** A candidate (KNOWN_PASSWORD) with a session. */
  async function signedIn() {
    signedInCount += 1;
    const email = `signed${signedInCount}@example.com`;
    const userId = await kit.insertUser({
      email,
      phoneNo: `97000000${String(signedInCount).padStart(2, '0')}`,
    });
    return { userId, email, token: await createSession(kit.deps, userId) };
  }

  /** A success matches the descriptor's answer schema exactly (no field more, none less). */
  function expectAnswer(endpoint: Endpoint, answer: AnswerOf) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const parsed = v.safeParse(endpoint.answer, answer.body);
    expect(parsed.issues, `${endpoint.path}: ${JSON.stringify(answer.body)}`).toBeUndefined();
    expect(parsed.output).toEqual(answer.body);
  }

  /** A failure is `{success:false, message, code}` with a code the descriptor declares. */
  function expectFailure(
    endpoint: Endpoint,
    answer: AnswerOf,
    status: number,
    code: string,
    message?: string,
  ) {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(v.is(errorAnswerSchema, answer.body), JSON.stringify(answer.body)).toBe(true);
    expect(answer.body.code).toBe(code);
    expect(declaredErrors(endpoint)).toContain(code);
    if (message !== undefined) expect(answer.body.message).toBe(message);
  }

  it('rejects bad input of each call with its code and message', async () => {
    const cases: [Endpoint, Record<string, unknown>, string, string][] = [
      [
        ENDPOINTS.login,
        { email: 'not-an-email', password: 'x' },
        'validation_failed',
        'Please enter a valid email address',
      ],
      [
        ENDPOINTS.sendOtp,
        { contact_value: 'a@b.co', otp_type: 'nope' },
        'validation_failed',
        'otp_type must be password_reset, email_verification, mobile_verification, email_change, mobile_change or login',
      ],
      [
        ENDPOINTS.verifyOtp,
        { contact_value: 'a@b.co', otp_type: 'email_verification', otp_code: '12' },
        'validation_failed',
        'Please enter all six digits of the OTP.',
      ],
      [
        ENDPOINTS.forgotPassword,
        { email: 'a@b.co', password: 'Secret@123', confirm_password: 'Secret@124' },
        'passwords_differ',
        'Passwords do not match',
      ],
      [ENDPOINTS.referralVerify, { code: '   ' }, 'validation_failed', 'code is required'],
      [
        ENDPOINTS.register,
        {
          first_name: 'Asha',
          last_name: 'Rao',
          role_id: 3,
          phone_no: '123',
          email: 'asha@example.com',
          password: 'Secret@123',
        },
        'validation_failed',
        'Phone number must be exactly 10 digits',
      ],
      [ENDPOINTS.devSentMessages, { to: 'x'.repeat(300) }, 'validation_failed', 'to is too long'],
      [
        ENDPOINTS.devAssessmentWrites,
        { user_id: 'one', job_id: '2' },
        'validation_failed',
        'user_id must be a positive whole number',
      ],
    ];
    const { token } = await signedIn();
    const signedInCases: [Endpoint, Record<string, unknown>, string, string][] = [
      [
        ENDPOINTS.changePassword,
        { old_password: 'Candidate@123', password: 'short', confirm_password: 'short' },
        'validation_failed',
        'New password must be at least 8 characters long',
      ],
      [
        ENDPOINTS.deactivateAccount,
        { password: 'Candidate@123', reason: '', other_reason: '' },
        'validation_failed',
        'Please select at least one reason',
      ],
      [ENDPOINTS.updateProfilePicture, { remove: 'maybe' }, 'validation_failed', 'remove must be 0 or 1'],
      [
        ENDPOINTS.saveProfileDetails,
        { user_details: '{"first_name":" "}', profile: '{}', experience: '{}' },
        'validation_failed',
        'Please fill in the First Name',
      ],
    ];
    for (const [endpoint, input, code, message] of signedInCases) {
      expectFailure(endpoint, await send(endpoint, input, { token }), 400, code, message);
    }
    for (const [endpoint, input, code, message] of cases) {
      expectFailure(endpoint, await send(endpoint, input), 400, code, message);
    }
    const probe = await kit.postRaw(ENDPOINTS.devQueueProbeWrite.path, '[1]', 'application/json');
    expectFailure(
      ENDPOINTS.devQueueProbeWrite,
      probe,
      400,
      'validation_failed',
      'The payload must be a JSON object',
    );
  });

  it('answers malformed JSON, a wrong content type and a missing field alike on every call with a body', async () => {
    expect(withBody.length).toBeGreaterThanOrEqual(13);
    const userId = await kit.insertUser({ email: 'asha@example.com', phoneNo: '9876512345' });
    const token = await createSession(kit.deps, userId);
    for (const endpoint of withBody) {
      const options = endpoint.session ? { token } : {};
      expectFailure(
        endpoint,
        await kit.postRaw(endpoint.path, '{"a": ', 'application/json', options),
        400,
        'malformed_json',
        'Malformed JSON body',
      );
      expectFailure(
        endpoint,
        await kit.postRaw(endpoint.path, '{}', 'text/plain', options),
        415,
        'unsupported_media_type',
      );
      // every field of the probe and of the job lists' filters is optional
      const allOptional: Endpoint[] = [
        ENDPOINTS.devQueueProbeWrite,
        ENDPOINTS.jobSearch,
        ENDPOINTS.savedJobs,
        ENDPOINTS.appliedJobs,
      ];
      if (!allOptional.includes(endpoint)) {
        expectFailure(
          endpoint,
          await kit.postRaw(endpoint.path, '{}', 'application/json', options),
          400,
          'validation_failed',
        );
      }
    }
  });

  it('answers 401 unauthenticated and 403 invalid_session on every call that needs a session', async () => {
    const guarded = Object.values(ENDPOINTS).filter((e) => e.session);
    expect(guarded.map((e) => e.path).sort()).toEqual(
      [
        '/auth/logout',
        '/candidates/dashboard',
        '/candidates/onboarding/lists',
        '/candidates/onboarding/experience',
        '/candidates/onboarding/employment',
        '/candidates/onboarding/job_preference',
        '/candidates/onboarding/certificates',
        '/candidates/onboarding/education',
        '/candidates/onboarding/profile',
        '/candidates/onboarding/progress',
        '/candidates/job_search',
        '/candidates/job',
        '/candidates/similar_jobs',
        '/candidates/save_job',
        '/candidates/saved_jobs',
        '/candidates/applied_jobs',
        '/candidates/apply_job',
        '/candidates/submit_assessment',
        '/candidates/profile_details',
        '/candidates/profile_details',
        '/candidates/profile_picture',
        '/users/reset_password',
        '/candidates/deactivate',
        '/users/account_delete',
        '/users/account_delete',
        '/candidates/export',
        '/candidates/saved_searches',
        '/candidates/save_search',
        '/candidates/rename_saved_search',
        '/candidates/delete_saved_search',
        '/candidates/open_saved_search',
      ].sort(),
    );
    for (const endpoint of guarded) {
      expectFailure(endpoint, await send(endpoint), 401, 'unauthenticated', 'Authentication required');
      expectFailure(
        endpoint,
        await send(endpoint, undefined, { token: 'not-a-token' }),
        403,
        'invalid_session',
        'Invalid session',
      );
    }
  });

  it('answers every call with its descriptor answer schema', async () => {
    // signed-out calls
    expectAnswer(ENDPOINTS.health, await send(ENDPOINTS.health));
    expectAnswer(ENDPOINTS.cityState, await send(ENDPOINTS.cityState));
    expectAnswer(ENDPOINTS.referralVerify, await send(ENDPOINTS.referralVerify, { code: 'rcm2026' }));

    const phone = '9876512345';
    const email = 'asha@example.com';
    const tokens: Record<string, string> = {};
    for (const [contact, purpose] of [
      [phone, 'mobile_verification'],
      [email, 'email_verification'],
    ] as const) {
      expectAnswer(
        ENDPOINTS.sendOtp,
        await send(ENDPOINTS.sendOtp, { user_type: 'candidate', contact_value: contact, otp_type: purpose }),
      );
      const code = await kit.latestCode(contact);
      const verified = await send(ENDPOINTS.verifyOtp, {
        contact_value: contact,
        otp_type: purpose,
        otp_code: code,
      });
      expectAnswer(ENDPOINTS.verifyOtp, verified);
      tokens[purpose] = String(verified.body.result?.verification_token);
    }
    const registered = await send(ENDPOINTS.register, {
      first_name: 'Asha',
      last_name: 'Rao',
      role_id: 3,
      phone_no: Number(phone),
      email,
      password: 'Secret@123',
      email_verified: 1,
      phone_verified: 1,
      referral_code: 'RCM2026',
      phone_verification_token: tokens.mobile_verification,
      email_verification_token: tokens.email_verification,
    });
    expectAnswer(ENDPOINTS.register, registered);

    await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210', onboardingCompleted: true });
    const loggedIn = await send(ENDPOINTS.login, {
      email: 'priya@example.com',
      password: KNOWN_PASSWORD,
      role_id: 3,
    });
    expectAnswer(ENDPOINTS.login, loggedIn);
    const token = String(loggedIn.body.result?.token);

    // signed-in calls
    expectAnswer(ENDPOINTS.dashboard, await send(ENDPOINTS.dashboard, undefined, { token }));
    expectAnswer(ENDPOINTS.onboardingLists, await send(ENDPOINTS.onboardingLists, undefined, { token }));
    expectAnswer(ENDPOINTS.logout, await send(ENDPOINTS.logout, undefined, { token }));

    // the password reset
    const reset_token = await kit.verifyContact('password_reset', 'priya@example.com');
    expectAnswer(
      ENDPOINTS.forgotPassword,
      await send(ENDPOINTS.forgotPassword, {
        email: 'priya@example.com',
        password: 'Newpass@1',
        confirm_password: 'Newpass@1',
        reset_token,
      }),
    );

    // onboarding, on the Experienced path
    await seedIfEmpty(kit.deps);
    const candidateId = await kit.insertUser({ email: 'ravi@example.com', phoneNo: '9876500001' });
    const candidate = { token: await createSession(kit.deps, candidateId) };
    const form = (parts: Record<string, string | File>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(parts)) data.append(name, value);
      return data;
    };
    const postForm = async (endpoint: Endpoint, data: FormData): Promise<AnswerOf> => {
      const response = await kit.app.request(`/api${endpoint.path}`, {
        method: 'POST',
        body: data,
        headers: { authorization: `Bearer ${candidate.token}` },
      });
      return { status: response.status, body: await response.json() };
    };
    const level = await send(
      ENDPOINTS.saveExperience,
      { experience_level: 'managerial', experience_years: 9, experience_months: 2 },
      candidate,
    );
    expectAnswer(ENDPOINTS.saveExperience, level);
    expectAnswer(
      ENDPOINTS.saveExperience,
      await send(
        ENDPOINTS.saveExperience,
        { experience_id: level.body.result?.experience_id, role: 'Manager' },
        candidate,
      ),
    );
    const job = {
      company_name: 'R1 RCM',
      role: 'AR Caller',
      from_years: 2020,
      from_months: 3,
      to_years: 0,
      to_months: 0,
      min_ctc: 'Above 10,00,000',
      max_ctc: 'Above 10,00,000',
      available_type: 'immediate',
      available_day: 0,
      working_status: 1,
    };
    const employment = await kit.post(ENDPOINTS.saveEmployment.path, [job], candidate);
    expectAnswer(ENDPOINTS.saveEmployment, employment);
    expectAnswer(
      ENDPOINTS.saveJobPreference,
      await postForm(
        ENDPOINTS.saveJobPreference,
        form({
          process: 'voice',
          preferences: 'AR calling',
          ehr_system: 'Epic',
          ehr_specializations: 'Cardiology',
        }),
      ),
    );
    expectAnswer(
      ENDPOINTS.saveEducation,
      await postForm(
        ENDPOINTS.saveEducation,
        form({
          education_level_id: '3',
          field_of_study: 'Diploma',
          education: 'B.Pharm',
          institution: 'Madras Medical College',
          end_year: '2019',
          files: fileOf(SAMPLE_FILES.pdf(), 'diploma.pdf'),
        }),
      ),
    );
    const progress = await send(ENDPOINTS.onboardingProgress, undefined, candidate);
    expectAnswer(ENDPOINTS.onboardingProgress, progress);
    expect(progress.body.result?.next_step).toBe('/profile-overview');
    expectAnswer(
      ENDPOINTS.saveProfileOverview,
      await postForm(
        ENDPOINTS.saveProfileOverview,
        form({
          preference: JSON.stringify({
            preferred_location: ['Pune'],
            current_work_location: 'Pune',
            open_to_work: 'Remote',
            willing_to_relocate: 0,
            willing_for_night_shift: 1,
          }),
          gender: 'Male',
          date_of_birth: '1990-01-31',
          terms_accepted: '1',
        }),
      ),
    );
    // the Fresher's shape of the job preference, and the certificate, on the Medical Coder path
    const fresher = {
      token: await createSession(
        kit.deps,
        await kit.insertUser({ email: 'meena@example.com', phoneNo: '9876500002' }),
      ),
    };
    const coder = { experience_level: 'freshers', experience_years: 0, experience_months: 0 };
    await send(ENDPOINTS.saveExperience, { ...coder, certificate_type: 'others' }, fresher);
    expectAnswer(
      ENDPOINTS.saveJobPreference,
      await send(ENDPOINTS.saveJobPreference, { process: 'voice' }, fresher),
    );
    await send(ENDPOINTS.saveExperience, { ...coder, certificate_type: 'medical_coder' }, candidate);
    expectAnswer(
      ENDPOINTS.saveCertificate,
      await postForm(
        ENDPOINTS.saveCertificate,
        form({
          institute: 'AAPC',
          certificate_type: 'CPC',
          certificate: fileOf(SAMPLE_FILES.docx(), 'cpc.docx'),
        }),
      ),
    );
    expectAnswer(
      ENDPOINTS.onboardingProgress,
      await send(ENDPOINTS.onboardingProgress, undefined, candidate),
    );

    // the jobs area
    await seedCatalogueIfEmpty(kit.deps);
    expectAnswer(
      ENDPOINTS.jobSearch,
      await send(ENDPOINTS.jobSearch, { job_role: 'coder', page: 2 }, candidate),
    );
    expectAnswer(ENDPOINTS.getJob, await send(ENDPOINTS.getJob, { id: '2' }, candidate));
    expectAnswer(ENDPOINTS.similarJobs, await send(ENDPOINTS.similarJobs, { id: '2' }, candidate));
    expectAnswer(ENDPOINTS.saveJob, await send(ENDPOINTS.saveJob, { job_id: 2, saved: true }, candidate));
    expectAnswer(ENDPOINTS.savedJobs, await send(ENDPOINTS.savedJobs, {}, candidate));
    expectAnswer(
      ENDPOINTS.applyJob,
      await postForm(
        ENDPOINTS.applyJob,
        form({ job_id: '2', new_resume: 'true', resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
      ),
    );
    expectAnswer(ENDPOINTS.appliedJobs, await send(ENDPOINTS.appliedJobs, { location: '' }, candidate));

    // the assessment: a draft with a recording, played back (not a descriptor: it answers bytes)
    const assessed = await send(ENDPOINTS.getJob, { id: '2' }, candidate);
    const questions = (
      assessed.body.result as {
        job: { assessment_details: { assessment_id: number; question_type: string }[] };
      }
    ).job.assessment_details;
    const audio = questions.find((question) => question.question_type === 'audio');
    expectAnswer(
      ENDPOINTS.submitAssessment,
      await postForm(
        ENDPOINTS.submitAssessment,
        form({
          job_id: '2',
          status: 'draft',
          answers: JSON.stringify([{ assessment_id: audio?.assessment_id, audio_index: 0 }]),
          voice_files: fileOf(SAMPLE_FILES.webm(), 'answer.webm'),
        }),
      ),
    );
    const saved = await send(ENDPOINTS.getJob, { id: '2' }, candidate);
    const path = (
      saved.body.result as { job: { assessment_details: { assessment_id: number; answer: string }[] } }
    ).job.assessment_details.find((question) => question.assessment_id === audio?.assessment_id)?.answer;
    expect(path).toMatch(/^\/api\/candidates\/assessment_audio\/\d+\.webm$/);
    const played = await kit.app.request(String(path), {
      headers: { authorization: `Bearer ${candidate.token}` },
    });
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/webm');
    expect(played.headers.get('cache-control')).toBe('private');
    const anonymous = await kit.app.request(String(path));
    expect(anonymous.status).toBe(401);
    expect(v.is(errorAnswerSchema, await anonymous.json())).toBe(true);
    const stranger = await kit.app.request(String(path), {
      headers: { authorization: `Bearer ${fresher.token}` },
    });
    expect(stranger.status).toBe(404);
    expectAnswer(
      ENDPOINTS.devAssessmentWrites,
      await send(ENDPOINTS.devAssessmentWrites, { user_id: String(candidateId), job_id: '2' }),
    );
    expectAnswer(ENDPOINTS.dashboard, await send(ENDPOINTS.dashboard, undefined, candidate));

    // profile and account
    expectAnswer(ENDPOINTS.profileDetails, await send(ENDPOINTS.profileDetails, undefined, candidate));
    expectAnswer(
      ENDPOINTS.saveProfileDetails,
      await postForm(
        ENDPOINTS.saveProfileDetails,
        form({
          user_details: JSON.stringify({
            first_name: 'Ravi',
            last_name: 'Kumar',
            phone_no: '9876500001',
            email: 'ravi@example.com',
          }),
          profile: JSON.stringify({
            gender: 'Male',
            date_of_birth: '1990-01-31',
            preference: {
              preferred_location: ['Pune'],
              current_work_location: 'Pune',
              open_to_work: 'Remote',
            },
          }),
          experience: JSON.stringify({
            experience_level: 'experienced',
            experience_years: 9,
            experience_months: 2,
          }),
          job_preference: JSON.stringify({
            process: 'voice',
            preferences: 'AR calling',
            ehr_system: 'Epic',
            ehr_specializations: 'Cardiology',
          }),
          employment: JSON.stringify([job]),
          education: JSON.stringify([
            {
              field_of_study: 'Diploma',
              education: 'B.Pharm',
              institution: 'Madras Medical College',
              end_year: 2019,
              file_index: 0,
            },
          ]),
          education_files: fileOf(SAMPLE_FILES.pdf(), 'diploma.pdf'),
          resume: fileOf(SAMPLE_FILES.docx(), 'cv.docx'),
        }),
      ),
    );
    expectAnswer(ENDPOINTS.profileDetails, await send(ENDPOINTS.profileDetails, undefined, candidate));
    expectAnswer(
      ENDPOINTS.updateProfilePicture,
      await postForm(
        ENDPOINTS.updateProfilePicture,
        form({ profile_picture: fileOf(SAMPLE_FILES.png(), 'me.png') }),
      ),
    );
    expectAnswer(
      ENDPOINTS.updateProfilePicture,
      await postForm(ENDPOINTS.updateProfilePicture, form({ remove: '1' })),
    );
    expectAnswer(ENDPOINTS.exportMyData, await send(ENDPOINTS.exportMyData, undefined, candidate));
    expectAnswer(
      ENDPOINTS.sendOtp,
      await send(
        ENDPOINTS.sendOtp,
        { contact_value: 'ravi.new@example.com', otp_type: 'email_change' },
        candidate,
      ),
    );
    expectAnswer(
      ENDPOINTS.verifyOtp,
      await send(
        ENDPOINTS.verifyOtp,
        {
          contact_value: 'ravi.new@example.com',
          otp_type: 'email_change',
          otp_code: await kit.latestCode('ravi.new@example.com'),
        },
        candidate,
      ),
    );
    expectAnswer(
      ENDPOINTS.changePassword,
      await send(
        ENDPOINTS.changePassword,
        { old_password: KNOWN_PASSWORD, password: 'Newpass@12', confirm_password: 'Newpass@12' },
        candidate,
      ),
    );
    expectAnswer(
      ENDPOINTS.deactivateAccount,
      await send(
        ENDPOINTS.deactivateAccount,
        { password: KNOWN_PASSWORD, reason: 'I found a job', other_reason: '' },
        await signedIn(),
      ),
    );
    expectAnswer(ENDPOINTS.deleteAccount, await send(ENDPOINTS.deleteAccount, undefined, await signedIn()));
    expectAnswer(
      ENDPOINTS.deleteAccountByDelete,
      await send(ENDPOINTS.deleteAccountByDelete, undefined, await signedIn()),
    );

    // ours
    expectAnswer(ENDPOINTS.devSentMessages, await send(ENDPOINTS.devSentMessages, { to: email }));
    expectAnswer(ENDPOINTS.devQueueProbeWrite, await send(ENDPOINTS.devQueueProbeWrite, { note: 'once' }));
    expectAnswer(ENDPOINTS.devQueueProbeRead, await send(ENDPOINTS.devQueueProbeRead));
    expectAnswer(
      ENDPOINTS.devPostJob,
      await send(ENDPOINTS.devPostJob, { job_title: 'Medical Coder', location: 'Chennai' }),
    );
    expectAnswer(ENDPOINTS.devRunDigests, await send(ENDPOINTS.devRunDigests));
    const searcher = await signedIn();
    const created = await send(ENDPOINTS.createSavedSearch, { search: { location: 'Chennai' } }, searcher);
    expectAnswer(ENDPOINTS.createSavedSearch, created);
    const id = (created.body.result as { id: number }).id;
    expectAnswer(ENDPOINTS.listSavedSearches, await send(ENDPOINTS.listSavedSearches, undefined, searcher));
    expectAnswer(
      ENDPOINTS.renameSavedSearch,
      await send(ENDPOINTS.renameSavedSearch, { id, name: 'Chennai' }, searcher),
    );
    expectAnswer(ENDPOINTS.openSavedSearch, await send(ENDPOINTS.openSavedSearch, { id }, searcher));
    expectAnswer(ENDPOINTS.deleteSavedSearch, await send(ENDPOINTS.deleteSavedSearch, { id }, searcher));
    expectFailure(
      ENDPOINTS.openSavedSearch,
      await send(ENDPOINTS.openSavedSearch, { id }, searcher),
      404,
      'saved_search_not_found',
      'Saved search not found',
    );
  });

  it('answers the declared codes of refused calls', async () => {
    await kit.insertUser({ email: 'priya@example.com', phoneNo: '9876543210' });
    const wrong = await send(ENDPOINTS.login, { email: 'priya@example.com', password: 'wrong-pass' });
    expectFailure(ENDPOINTS.login, wrong, 401, 'invalid_credentials', 'Invalid email or password');
    const referral = await send(ENDPOINTS.referralVerify, { code: 'NOPE' });
    expectFailure(ENDPOINTS.referralVerify, referral, 400, 'referral_invalid', 'Referral code is invalid');
    expect(referral.body.valid).toBe(false);
    const taken = await send(ENDPOINTS.sendOtp, {
      contact_value: 'priya@example.com',
      otp_type: 'email_verification',
    });
    expectFailure(
      ENDPOINTS.sendOtp,
      taken,
      409,
      'email_exists',
      'This email is already registered. Please log in.',
    );
    await send(ENDPOINTS.sendOtp, { contact_value: 'new@example.com', otp_type: 'email_verification' });
    const bad = await send(ENDPOINTS.verifyOtp, {
      contact_value: 'new@example.com',
      otp_type: 'email_verification',
      otp_code: '000000',
    });
    if (bad.status === 200) throw new Error('000000 was the code by chance');
    expectFailure(ENDPOINTS.verifyOtp, bad, 400, 'otp_invalid', 'Invalid OTP. Please try again.');
    const notVerified = await send(ENDPOINTS.register, {
      first_name: 'Asha',
      last_name: 'Rao',
      role_id: 3,
      phone_no: '9876512345',
      email: 'asha@example.com',
      password: 'Secret@123',
    });
    expectFailure(ENDPOINTS.register, notVerified, 400, 'phone_not_verified');
    const reset = await send(ENDPOINTS.forgotPassword, {
      email: 'priya@example.com',
      password: 'Newpass@1',
      confirm_password: 'Newpass@1',
    });
    expectFailure(ENDPOINTS.forgotPassword, reset, 400, 'reset_not_verified');
    const me = await signedIn();
    expectFailure(
      ENDPOINTS.changePassword,
      await send(
        ENDPOINTS.changePassword,
        { old_password: 'Wrong@123', password: 'Newpass@12', confirm_password: 'Newpass@12' },
        me,
      ),
      400,
      'old_password_incorrect',
      'Old password is incorrect',
    );
    expectFailure(
      ENDPOINTS.deactivateAccount,
      await send(ENDPOINTS.deactivateAccount, { password: 'Wrong@123', reason: 'Skipped' }, me),
      400,
      'password_incorrect',
      'Password is incorrect',
    );
    const details = (email: string) => ({
      user_details: { first_name: 'Asha', last_name: 'Rao', phone_no: '9700000001', email },
      profile: { gender: 'Female', date_of_birth: '1995-01-01' },
      experience: { experience_level: 'freshers', certificate_type: 'others' },
      job_preference: { process: 'voice' },
    });
    expectFailure(
      ENDPOINTS.saveProfileDetails,
      await send(ENDPOINTS.saveProfileDetails, details('priya@example.com'), me),
      409,
      'email_exists',
      'This email is already registered to another account.',
    );
    expectFailure(
      ENDPOINTS.saveProfileDetails,
      await send(ENDPOINTS.saveProfileDetails, details('asha.new@example.com'), me),
      400,
      'email_not_verified',
    );
    expectFailure(
      ENDPOINTS.sendOtp,
      await send(ENDPOINTS.sendOtp, { contact_value: 'asha.new@example.com', otp_type: 'email_change' }),
      401,
      'unauthenticated',
    );
    const nowhere = await kit.get('/nowhere');
    expect(nowhere).toEqual({
      status: 404,
      body: { success: false, message: 'Not found', code: 'not_found' },
    });
  });
});
