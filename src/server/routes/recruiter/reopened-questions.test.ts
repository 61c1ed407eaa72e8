import type { AssessmentQuestion } from '@contract/jobs';
import type { Applicant } from '@contract/recruiter/applicants';
import { assessmentSubmissions, deliveryQueue } from '@server/db/schema';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { IDEMPOTENT_REPLAY_HEADER } from '@server/middleware/idempotency';
import type { AnswerOf } from '@server/test-kits/auth-test-kit';
import { candidateAt, form, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  COMPLETE_JOB,
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '@server/test-kits/upload-fixtures';
import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

const FIRST = {
  question: 'Pick one',
  question_type: 'MCQ',
  options: ['A', 'B'],
  required: true,
  correct_options: ['A'],
};
const ADDED = {
  question: 'Night shifts?',
  question_type: 'MCQ',
  options: ['Yes', 'No'],
  required: true,
  correct_options: ['Yes'],
};
const JOB = { ...COMPLETE_JOB, questions: [FIRST] };

/**
 * A required question added after candidates submitted (issue 36 R4): the editor counts those still
 * in the process; asked, each is told and their assessment reopens for that question only (the
 * other answers kept); kept for new applicants only, it is not shown to them. Neither counts in
 * their score until answered.
 */
describe.each(sqlBackends())('a question added after candidates submitted ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let company: string;
  let anita: { token: string };
  let job: Awaited<ReturnType<typeof publishedJob>>;
  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    company = uniqueCompany();
    anita = await signedInRecruiter(kit, {
      company,
      email: `anita-${company.replace(/\W/g, '')}@acme.example`,
    });
    job = await publishedJob(kit, anita.token, JOB);
  });
  const send = (method: string, path: string, body?: unknown, token = anita.token) =>
    sendJson(kit, method, path, body, token);
  const editorJob = async () =>
    (
      (await send('GET', `/recruiters/jobs/${job.id}`)).body.result as {
        job: { submitted_assessments: number; version: number; questions: { id: number }[] };
      }
    ).job;
  /** Saves the job with `added` after the first question; answers the save. */
  const addQuestion = async (added: Record<string, unknown>, token = anita.token) => {
    const { version } = await editorJob();
    return send(
      'PUT',
      `/recruiters/jobs/${job.id}`,
      { ...JOB, questions: [{ ...FIRST, id: job.questions[0].id }, added], version },
      token,
    );
  };
  const questionsOf = async (token: string): Promise<AssessmentQuestion[]> => {
    const answer = await kit.get(`/candidates/job?id=${job.id}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.result as { job: { assessment_details: AssessmentQuestion[] } }).job
      .assessment_details;
  };
  const applicant = async (id: number) =>
    ((await send('GET', `/recruiters/applications/${id}`)).body.result as { applicant: Applicant }).applicant;
  const answerForm = (answers: { assessment_id: number; answer: string }[], status = 'submitted') =>
    form({ job_id: String(job.id), status, answers: JSON.stringify(answers) });
  const submitWithKey = async (data: FormData, token: string, key: string) => {
    const response = await kit.app.request('/api/candidates/submit_assessment', {
      method: 'POST',
      body: data,
      headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': key },
    });
    return {
      status: response.status,
      body: (await response.json()) as AnswerOf['body'],
      replayed: response.headers.get(IDEMPOTENT_REPLAY_HEADER) === 'true',
    };
  };
  const writesOf = async (userId: number) =>
    (
      await kit.deps.db
        .select({ writes: assessmentSubmissions.writeCount })
        .from(assessmentSubmissions)
        .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, job.id)))
    )[0]?.writes;

  /** The candidate applies and, unless `submit` is false, submits 'A' to the first question. */
  const applies = async (token: string, submit = true): Promise<number> => {
    const applied = await kit.postForm(
      '/candidates/apply_job',
      form({ job_id: String(job.id), resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
      token,
    );
    expect(applied.status).toBe(200);
    if (submit) {
      const data = answerForm([{ assessment_id: job.questions[0].id, answer: 'A' }]);
      expect((await kit.postForm('/candidates/submit_assessment', data, token)).status).toBe(200);
    }
    return (applied.body.result as { application_id: number }).application_id;
  };

  /** Two submitted, one submitted then rejected, one applied without submitting. */
  async function fourApplicants() {
    const priya = await candidateAt(kit, 'experienced');
    const ravi = await candidateAt(kit, 'experienced');
    const sunil = await candidateAt(kit, 'experienced');
    const meera = await candidateAt(kit, 'experienced');
    const ids = {
      priya: await applies(priya.token),
      ravi: await applies(ravi.token),
      sunil: await applies(sunil.token),
    };
    await applies(meera.token, false);
    const rejected = await send('PUT', `/recruiters/applications/${ids.sunil}/status`, {
      status: 'rejected',
      reason: '',
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    return { priya, ravi, sunil, meera, ids };
  }

  it('the editor counts the submitted still in the process; asked, the assessment reopens for that question only', async () => {
    const { priya, sunil, meera, ids } = await fourApplicants();
    expect((await editorJob()).submitted_assessments).toBe(2);
    expect((await applicant(ids.priya)).assessment.score).toEqual({ points: 1, max: 1, passed: null });

    const saved = await addQuestion({ ...ADDED, ask_submitted: true });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const added = (saved.body.result as { job: { questions: { id: number }[] } }).job.questions[1].id;

    // priya: her answer kept, the new question pending; the score unchanged until she answers
    const mine = await questionsOf(priya.token);
    expect(mine.map((q) => [q.assessment_id, q.answer, q.pending])).toEqual([
      [job.questions[0].id, 'A', undefined],
      [added, '', true],
    ]);
    const before = await applicant(ids.priya);
    expect(before.assessment.score).toEqual({ points: 1, max: 1, passed: null });
    expect(before.assessment.answers[1]).toMatchObject({
      answer: null,
      correct: null,
      added_after_submit: 'asked',
    });
    // sunil (rejected) is not asked: the question is not shown to him; meera (no submission) answers it as usual
    expect((await questionsOf(sunil.token)).map((q) => q.assessment_id)).toEqual([job.questions[0].id]);
    expect((await questionsOf(meera.token)).map((q) => q.pending)).toEqual([undefined, undefined]);

    // only the pending question, only by a submit
    const draft = await kit.postForm(
      '/candidates/submit_assessment',
      answerForm([{ assessment_id: added, answer: 'Yes' }], 'draft'),
      priya.token,
    );
    expect(draft.status).toBe(409);
    const other = await kit.postForm(
      '/candidates/submit_assessment',
      answerForm([{ assessment_id: job.questions[0].id, answer: 'B' }]),
      priya.token,
    );
    expect(other.status).toBe(400);
    const empty = await kit.postForm('/candidates/submit_assessment', answerForm([]), priya.token);
    expect(empty.body).toMatchObject({ code: 'question_required', message: 'Question 1 is required.' });

    // answered (idempotent: a replay answers the first answer and writes nothing)
    const data = answerForm([{ assessment_id: added, answer: 'Yes' }]);
    const first = await submitWithKey(data, priya.token, 'reopened-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await writesOf(priya.userId)).toBe(2);
    const replay = await submitWithKey(
      answerForm([{ assessment_id: added, answer: 'Yes' }]),
      priya.token,
      'reopened-1',
    );
    expect(replay).toMatchObject({ status: 200, body: first.body, replayed: true });
    expect(await writesOf(priya.userId)).toBe(2);

    // closed again, both answers kept; the recruiter sees the answer, scored
    expect((await questionsOf(priya.token)).map((q) => [q.answer, q.pending])).toEqual([
      ['A', undefined],
      ['Yes', undefined],
    ]);
    const after = await applicant(ids.priya);
    expect(after.assessment.answers[1]).toMatchObject({ answer: 'Yes', correct: true });
    expect(after.assessment.answers[1].added_after_submit).toBeUndefined();
    expect(after.assessment.score).toEqual({ points: 2, max: 2, passed: null });
    const again = await kit.postForm(
      '/candidates/submit_assessment',
      answerForm([{ assessment_id: added, answer: 'No' }]),
      priya.token,
    );
    expect(again.status).toBe(409);
  });

  it('tells each candidate asked, in the list and by e-mail; none for new applicants only', async () => {
    const { priya, ravi, sunil, meera } = await fourApplicants();
    expect((await addQuestion({ ...ADDED, ask_submitted: true })).status).toBe(200);
    const text = `${company} asks you to answer a new question for Denial Analyst`;
    const notesOf = async (token: string) =>
      (
        (await kit.get('/candidates/notifications', { token })).body.result as {
          notifications: { kind: string; text: string; link: string }[];
        }
      ).notifications.filter((n) => n.kind === 'assessment');
    for (const asked of [priya, ravi]) {
      expect(await notesOf(asked.token)).toEqual([
        expect.objectContaining({ text, link: `/assessment/${job.id}` }),
      ]);
    }
    for (const notAsked of [sunil, meera]) expect(await notesOf(notAsked.token)).toEqual([]);
    const mails = await kit.deps.db
      .select()
      .from(deliveryQueue)
      .where(like(deliveryQueue.topic, `assessment:%:${job.id}`));
    expect(mails.map((mail) => [mail.recipient, mail.subject]).sort()).toEqual(
      [
        [priya.email, text],
        [ravi.email, text],
      ].sort(),
    );
    expect(mails[0].body).toContain(`/assessment/${job.id}`);

    // new applicants only: no one is told, the question is not shown to those who submitted
    const { version, questions } = await editorJob();
    const third = {
      question: 'Shift?',
      question_type: 'MCQ',
      options: ['Day', 'Night'],
      required: true,
      correct_options: ['Day'],
    };
    const saved = await send('PUT', `/recruiters/jobs/${job.id}`, {
      ...JOB,
      questions: [{ ...FIRST, id: questions[0].id }, { ...ADDED, id: questions[1].id }, third],
      version,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await notesOf(priya.token)).toHaveLength(1);
    expect((await questionsOf(priya.token)).map((q) => q.question)).toEqual(['Pick one', 'Night shifts?']);
    expect((await questionsOf(meera.token)).map((q) => q.question)).toEqual([
      'Pick one',
      'Night shifts?',
      'Shift?',
    ]);
  });

  it('a scored question for new applicants only leaves the earlier scores as they were', async () => {
    const { ids } = await fourApplicants();
    expect((await addQuestion({ ...ADDED, ask_submitted: false })).status).toBe(200);
    const priya = await applicant(ids.priya);
    expect(priya.assessment.score).toEqual({ points: 1, max: 1, passed: null });
    expect(priya.assessment.answers[1]).toMatchObject({ correct: null, added_after_submit: 'not_asked' });
    // a new applicant is scored on both
    const newcomer = await candidateAt(kit, 'experienced');
    const id = await applies(newcomer.token, false);
    const [first, second] = (await editorJob()).questions;
    const submitted = await kit.postForm(
      '/candidates/submit_assessment',
      answerForm([
        { assessment_id: first.id, answer: 'A' },
        { assessment_id: second.id, answer: 'No' },
      ]),
      newcomer.token,
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect((await applicant(id)).assessment.score).toEqual({ points: 1, max: 2, passed: null });
  });

  it("another company's job: 404, nothing asked", async () => {
    const { priya } = await fourApplicants();
    const other = await signedInRecruiter(kit, {
      company: uniqueCompany('Other RCM'),
      email: `ravi-${company.replace(/\W/g, '')}@other.example`,
    });
    const { version } = await editorJob();
    const refused = await send(
      'PUT',
      `/recruiters/jobs/${job.id}`,
      {
        ...JOB,
        questions: [
          { ...FIRST, id: job.questions[0].id },
          { ...ADDED, ask_submitted: true },
        ],
        version,
      },
      other.token,
    );
    expect(refused.status).toBe(404);
    expect((await questionsOf(priya.token)).map((q) => q.pending)).toEqual([undefined]);
    expect((await editorJob()).questions).toHaveLength(1);
  });
});
