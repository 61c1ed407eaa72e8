import { type Applicant, RATING_RULE, REVIEW_COMMENT_TOO_LONG } from '@contract/recruiter/applicants';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { candidateAt, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  candidateApplies,
  publishedJob,
  SCORED_JOB,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * Issue 36 §5: a recruiter rates (1-5) and comments an applicant's audio or text answer, privately;
 * the applicant page shows it beside the answer. Scored (MCQ, checkbox) questions are not rated.
 */
describe.each(sqlBackends())('answer reviews ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let recruiter: { token: string };
  let job: Awaited<ReturnType<typeof publishedJob>>;
  let applicationId: number;

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    recruiter = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    // an MCQ and an audio question, the candidate submits both
    job = await publishedJob(kit, recruiter.token);
    const candidate = await candidateAt(kit, 'experienced');
    applicationId = await candidateApplies(kit, candidate.token, job);
  });

  const review = (questionId: number, body: unknown) =>
    sendJson(
      kit,
      'PUT',
      `/recruiters/applications/${applicationId}/answers/${questionId}/review`,
      body,
      recruiter.token,
    );
  const audioQuestion = () => job.questions[1].id;

  it('keeps a rating and a comment and shows them with the answer', async () => {
    const saved = await review(audioQuestion(), { rating: 4, comment: ' Clear voice ' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toEqual({ review: { rating: 4, comment: 'Clear voice' } });
    expect((await review(audioQuestion(), { rating: null, comment: 'Rate later' })).status).toBe(200);
    const opened = await sendJson(
      kit,
      'GET',
      `/recruiters/applications/${applicationId}`,
      undefined,
      recruiter.token,
    );
    const answers = (opened.body.result as { applicant: Applicant }).applicant.assessment.answers;
    expect(answers.map((answer) => answer.review)).toEqual([null, { rating: null, comment: 'Rate later' }]);
  });

  it('a rating is a whole number from 1 to 5; a comment at most 1000 characters', async () => {
    for (const rating of [0, 6, 2.5, '4']) {
      const refused = await review(audioQuestion(), { rating, comment: '' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(RATING_RULE);
    }
    const long = await review(audioQuestion(), { rating: 3, comment: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(REVIEW_COMMENT_TOO_LONG);
  });

  it('a scored question, a question of another job, another company’s applicant: 404', async () => {
    expect((await review(job.questions[0].id, { rating: 3 })).body.code).toBe('not_found');
    const other = await publishedJob(kit, recruiter.token, SCORED_JOB);
    expect((await review(other.questions[2].id, { rating: 3 })).status).toBe(404);
    const stranger = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'vikram@b.example' });
    const theirs = await sendJson(
      kit,
      'PUT',
      `/recruiters/applications/${applicationId}/answers/${audioQuestion()}/review`,
      { rating: 1 },
      stranger.token,
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe('applicant_not_found');
  });
});
