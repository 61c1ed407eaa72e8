import type { Applicant, ApplicantRow } from '@contract/recruiter/applicants';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import type { AnswerOf } from '@server/test-kits/auth-test-kit';
import { candidateAt, form, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import { SCORED_JOB, sendJson, signedInRecruiter, uniqueCompany } from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '@server/test-kits/upload-fixtures';
import { beforeEach, describe, expect, it } from 'vitest';

type Job = { id: number; questions: { id: number; correct_options: string[] }[]; pass_mark: number | null };

/**
 * Scored assessments (issue 36 §5): the server scores a submission as it is submitted (one point a
 * scored question, a checkbox question all or nothing), keeps it with the application, and scores
 * every submission again when the recruiter changes the correct options or the pass mark (percent).
 * The applicants list shows it, sorts by it and filters the passed.
 */
describe.each(sqlBackends())('scored assessments ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let recruiter: { token: string };
  let job: Job;

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    recruiter = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    const created = await sendJson(kit, 'POST', '/recruiters/jobs', SCORED_JOB, recruiter.token);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    job = (created.body.result as { job: Job }).job;
    expect(
      (await sendJson(kit, 'POST', `/recruiters/jobs/${job.id}/publish`, undefined, recruiter.token)).status,
    ).toBe(200);
  });

  /** A new candidate applies and submits `mcq` and `boxes` (and a paragraph); answers the application id. */
  async function candidateSubmits(mcq: string, boxes: string, status = 'submitted'): Promise<number> {
    const candidate = await candidateAt(kit, 'experienced');
    const applied = await kit.postForm(
      '/candidates/apply_job',
      form({ job_id: String(job.id), resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
      candidate.token,
    );
    expect(applied.status).toBe(200);
    const [q1, q2, q3] = job.questions;
    const answers = [
      { assessment_id: q1.id, answer: mcq },
      { assessment_id: q2.id, answer: boxes },
      { assessment_id: q3.id, answer: 'I like coding.' },
    ];
    const data = form({ job_id: String(job.id), status, answers: JSON.stringify(answers) });
    const submitted = await kit.postForm('/candidates/submit_assessment', data, candidate.token);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return (applied.body.result as { application_id: number }).application_id;
  }

  const list = async (query = ''): Promise<ApplicantRow[]> => {
    const answer: AnswerOf = await sendJson(
      kit,
      'GET',
      `/recruiters/jobs/${job.id}/applicants${query}`,
      undefined,
      recruiter.token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.result as { applicants: ApplicantRow[] }).applicants;
  };
  const scoreOf = async (applicationId: number) =>
    (await list()).find((row) => row.application_id === applicationId)?.score;

  const save = async (change: { pass_mark?: number | null; questions?: Record<string, unknown>[] }) => {
    const read: AnswerOf = await sendJson(
      kit,
      'GET',
      `/recruiters/jobs/${job.id}`,
      undefined,
      recruiter.token,
    );
    const { version } = (read.body.result as { job: { version: number } }).job;
    const saved = await sendJson(
      kit,
      'PUT',
      `/recruiters/jobs/${job.id}`,
      {
        ...SCORED_JOB,
        ...change,
        questions: (change.questions ?? (SCORED_JOB.questions as Record<string, unknown>[])).map(
          (question, index) => ({
            ...question,
            id: job.questions[index].id,
          }),
        ),
        version,
      },
      recruiter.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    return (saved.body.result as { job: Job }).job;
  };

  it('the editor keeps the correct options and the pass mark', async () => {
    expect(job.pass_mark).toBe(50);
    expect(job.questions.map((question) => question.correct_options)).toEqual([['B'], ['A', 'C'], [], []]);
    const refused = await sendJson(
      kit,
      'PUT',
      `/recruiters/jobs/${job.id}`,
      { ...SCORED_JOB, pass_mark: 0 },
      recruiter.token,
    );
    expect(refused.status).toBe(400);
  });

  it('scores on submit: one point a question, checkboxes all or nothing, passed at the pass mark', async () => {
    const allRight = await candidateSubmits('B', 'A,C');
    const halfRight = await candidateSubmits('B', 'A,B,C'); // a checkbox with one too many: no point
    const noneRight = await candidateSubmits('A', 'A');
    const drafted = await candidateSubmits('B', 'A,C', 'draft');
    expect(await scoreOf(allRight)).toEqual({ points: 2, max: 2, passed: true });
    expect(await scoreOf(halfRight)).toEqual({ points: 1, max: 2, passed: true });
    expect(await scoreOf(noneRight)).toEqual({ points: 0, max: 2, passed: false });
    expect(await scoreOf(drafted)).toBeNull();

    // sorted by score (the unscored last), and only the passed
    expect((await list('?sort=score')).map((row) => row.application_id)).toEqual([
      allRight,
      halfRight,
      noneRight,
      drafted,
    ]);
    expect((await list('?result=passed')).map((row) => row.application_id).sort()).toEqual(
      [allRight, halfRight].sort(),
    );
    expect((await list('?result=failed')).map((row) => row.application_id)).toEqual([noneRight]);

    // the applicant page: each answer right or not, with the correct options, and the score
    const opened = await sendJson(
      kit,
      'GET',
      `/recruiters/applications/${halfRight}`,
      undefined,
      recruiter.token,
    );
    const assessment = (opened.body.result as { applicant: Applicant }).applicant.assessment;
    expect(assessment.score).toEqual({ points: 1, max: 2, passed: true });
    expect(assessment.pass_mark).toBe(50);
    expect(assessment.answers.map((answer) => answer.correct)).toEqual([true, false, null, null]);
    expect(assessment.answers[1].correct_options).toEqual(['A', 'C']);
  });

  it('a new pass mark or new correct options score the submitted assessments again', async () => {
    const allRight = await candidateSubmits('B', 'A,C');
    const halfRight = await candidateSubmits('A', 'A,C');
    const saved = await save({ pass_mark: 75 });
    // the editor's count of those who submitted (R4: a question added now was not asked of them)
    expect((saved as Job & { submitted_assessments: number }).submitted_assessments).toBe(2);
    expect(await scoreOf(allRight)).toEqual({ points: 2, max: 2, passed: true });
    expect(await scoreOf(halfRight)).toEqual({ points: 1, max: 2, passed: false });

    const [q1, q2, q3, q4] = SCORED_JOB.questions;
    await save({ pass_mark: 75, questions: [{ ...q1, correct_options: ['A'] }, q2, q3, q4] });
    expect(await scoreOf(allRight)).toEqual({ points: 1, max: 2, passed: false });
    expect(await scoreOf(halfRight)).toEqual({ points: 2, max: 2, passed: true });

    // no pass mark: scored, neither passed nor failed
    await save({ pass_mark: null });
    expect(await scoreOf(allRight)).toEqual({ points: 2, max: 2, passed: null });
    expect(await list('?result=passed')).toEqual([]);

    // nothing marked correct any more: no score
    await save({
      questions: [{ ...q1, correct_options: [] }, { ...q2, correct_options: [] }, q3, q4],
    });
    expect(await scoreOf(allRight)).toBeNull();
  });
});
