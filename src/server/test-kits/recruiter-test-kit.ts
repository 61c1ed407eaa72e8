import { referenceItems } from '../db/schema';
import { companyNamed, createRecruiter } from '../services/recruiter/recruiter-accounts';
import { setCompanyTrust } from '../services/safety/company-trust';
import { createSession } from '../services/sessions';
import { type AnswerOf, type AuthKit, knownPasswordHash } from './auth-test-kit';
import { form, type OnboardingKit } from './onboarding-test-kit';
import { fileOf, SAMPLE_FILES } from './upload-fixtures';

/**
 * Adds a role to the job roles list (issue 36: a job's role is chosen from it), so a test can post
 * jobs of a role no other test uses.
 */
export async function listJobRole(kit: Pick<AuthKit, 'deps'>, role: string): Promise<void> {
  await kit.deps.db
    .insert(referenceItems)
    .values({ list: 'subCategories', name: role, categoryId: 2, position: 1000 })
    .onConflictDoNothing();
}

/**
 * A recruiter (KNOWN_PASSWORD) of the company of this name (created in Chennai if missing, and
 * confirmed as a verified employer unless `verified: false`: issue 37), signed in.
 */
export async function signedInRecruiter(
  kit: Pick<AuthKit, 'deps'>,
  options: { company: string; email: string; verified?: boolean },
): Promise<{ companyId: number; recruiterId: number; token: string }> {
  const company = await companyNamed(kit.deps.db, options.company, 'Chennai');
  if (company.created && options.verified !== false)
    await setCompanyTrust(kit.deps.db, company.id, 'verify', kit.deps.now());
  const recruiterId = await createRecruiter(kit.deps.db, {
    companyId: company.id,
    email: options.email,
    firstName: 'Test',
    lastName: 'Recruiter',
    passwordHash: await knownPasswordHash(),
    now: kit.deps.now(),
  });
  return { companyId: company.id, recruiterId, token: await createSession(kit.deps, recruiterId) };
}

/** A JSON request with a bearer token (any method), answered as `{status, body}`. */
export async function sendJson(
  kit: Pick<AuthKit, 'app'>,
  method: string,
  path: string,
  body: unknown,
  token: string,
): Promise<AnswerOf> {
  const response = await kit.app.request(`/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    return { status: response.status, body: { raw: text } };
  }
}

let companies = 0;
/** A company name no other test of this process uses. */
export const uniqueCompany = (name = 'Acme RCM') => `${name} ${++companies}`;

/** A complete job draft with one MCQ and one audio question (the journey's). */
export const COMPLETE_JOB = {
  job_title: 'Denial Analyst',
  role_name: 'Denial management',
  experience_level: 'Experienced',
  location: 'Chennai',
  type_name: 'Full Time',
  min_ctc: 300000,
  max_ctc: 450000,
  description: 'Work denials.',
  questions: [
    { question: 'Pick one', question_type: 'MCQ', options: ['A', 'B'], required: true },
    { question: 'Say hello', question_type: 'audio', required: true },
  ],
};

/** A scored job (issue 36 §5, pass mark 50%) with an MCQ (B right), a checkbox question (A and C right), a paragraph, an unscored MCQ. */
export const SCORED_JOB = {
  ...COMPLETE_JOB,
  pass_mark: 50,
  questions: [
    {
      question: 'Which code set?',
      question_type: 'MCQ',
      options: ['A', 'B', 'C'],
      required: true,
      correct_options: ['B'],
    },
    {
      question: 'Which apply?',
      question_type: 'checkboxes',
      options: ['A', 'B', 'C'],
      required: true,
      correct_options: ['A', 'C'],
    },
    { question: 'Why RCM?', question_type: 'paragraph', required: false },
    { question: 'Shift?', question_type: 'MCQ', options: ['Day', 'Night'], required: false },
  ],
};

/** The recruiter's company posts and publishes a job; answers the job's id and question ids. */
export async function publishedJob(
  kit: Pick<AuthKit, 'app'>,
  token: string,
  draft: Record<string, unknown> = COMPLETE_JOB,
): Promise<{ id: number; questions: { id: number; question_type: string }[]; version: number }> {
  const created = await sendJson(kit, 'POST', '/recruiters/jobs', draft, token);
  if (created.status !== 200) throw new Error(`create ${created.status} ${JSON.stringify(created.body)}`);
  const job = (
    created.body.result as { job: { id: number; questions: { id: number; question_type: string }[] } }
  ).job;
  const published = await sendJson(kit, 'POST', `/recruiters/jobs/${job.id}/publish`, undefined, token);
  if (published.status !== 200)
    throw new Error(`publish ${published.status} ${JSON.stringify(published.body)}`);
  // the version after the publish (issue 36 R2): a save names it
  return { ...job, version: (published.body.result as { job: { version: number } }).job.version };
}

/**
 * The candidate applies (a PDF resume) and, when the job has questions, submits the first option of
 * each MCQ and a recording for each audio question; answers the application's id.
 */
export async function candidateApplies(
  kit: Pick<OnboardingKit, 'postForm'>,
  token: string,
  job: { id: number; questions: { id: number; question_type: string }[] },
): Promise<number> {
  const applied = await kit.postForm(
    '/candidates/apply_job',
    form({ job_id: String(job.id), resume: fileOf(SAMPLE_FILES.pdf(), 'my cv.pdf') }),
    token,
  );
  if (applied.status !== 200) throw new Error(`apply ${applied.status} ${JSON.stringify(applied.body)}`);
  if (job.questions.length > 0) {
    const answers = job.questions.map((question) =>
      question.question_type === 'audio'
        ? { assessment_id: question.id, audio_index: 0 }
        : { assessment_id: question.id, answer: 'A' },
    );
    const data = form({ job_id: String(job.id), status: 'submitted', answers: JSON.stringify(answers) });
    data.append('voice_files', fileOf(SAMPLE_FILES.webm(7), 'answer.webm', 'audio/webm'), 'answer.webm');
    const submitted = await kit.postForm('/candidates/submit_assessment', data, token);
    if (submitted.status !== 200)
      throw new Error(`submit ${submitted.status} ${JSON.stringify(submitted.body)}`);
  }
  return (applied.body.result as { application_id: number }).application_id;
}
