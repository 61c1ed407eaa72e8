import { AUDIO_SECONDS_MAX } from '@contract/assessment';
import type { Applicant } from '@contract/recruiter/applicants';
import { seedCatalogueIfEmpty } from '@server/db/seed-catalogue';
import { candidateAt, form, useOnboardingKit } from '@server/test-kits/onboarding-test-kit';
import {
  publishedJob,
  sendJson,
  signedInRecruiter,
  uniqueCompany,
} from '@server/test-kits/recruiter-test-kit';
import { sqlBackends } from '@server/test-kits/test-backends';
import { fileOf, SAMPLE_FILES } from '@server/test-kits/upload-fixtures';
import { beforeEach, describe, expect, it } from 'vitest';

/**
 * A recording's length (issue 35 N7): the candidate's save sends it with the new recording
 * (`audio_seconds` beside `audio_index`), the server checks it (a whole number of seconds, 1 to
 * AUDIO_SECONDS_MAX, on a new recording only) and keeps it with the file, and the recruiter's
 * applicant answer names it (`audio_seconds`, null when none was sent).
 */
describe.each(sqlBackends())('a recording stores its length ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let recruiter: { token: string };
  let job: Awaited<ReturnType<typeof publishedJob>>;
  let candidate: { token: string };
  let applicationId: number;

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    recruiter = await signedInRecruiter(kit, { company: uniqueCompany(), email: 'anita@acme.example' });
    job = await publishedJob(kit, recruiter.token);
    candidate = await candidateAt(kit, 'experienced');
    const applied = await kit.postForm(
      '/candidates/apply_job',
      form({ job_id: String(job.id), resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
      candidate.token,
    );
    expect(applied.status).toBe(200);
    applicationId = (applied.body.result as { application_id: number }).application_id;
  });

  const audioQuestion = () => {
    const question = job.questions.find((q) => q.question_type === 'audio');
    if (!question) throw new Error('the test job has no audio question');
    return question;
  };
  const save = (status: 'draft' | 'submitted', audioItem: Record<string, unknown>, withFile = true) => {
    const answers = job.questions.map((question) =>
      question.question_type === 'audio'
        ? { assessment_id: question.id, ...audioItem }
        : { assessment_id: question.id, answer: 'A' },
    );
    const data = form({ job_id: String(job.id), status, answers: JSON.stringify(answers) });
    if (withFile)
      data.append('voice_files', fileOf(SAMPLE_FILES.webm(3), 'answer.webm', 'audio/webm'), 'answer.webm');
    return kit.postForm('/candidates/submit_assessment', data, candidate.token);
  };
  const recruiterAnswer = async () => {
    const opened = await sendJson(
      kit,
      'GET',
      `/recruiters/applications/${applicationId}`,
      undefined,
      recruiter.token,
    );
    expect(opened.status).toBe(200);
    const { applicant } = opened.body.result as { applicant: Applicant };
    return applicant.assessment.answers.find((answer) => answer.question_id === audioQuestion().id);
  };

  it('keeps the length sent with a new recording and names it to the recruiter', async () => {
    const saved = await save('submitted', { audio_index: 0, audio_seconds: 42 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await recruiterAnswer()).toMatchObject({ audio: true, audio_seconds: 42 });
  });

  it('a recording kept from a draft keeps its length at the submission', async () => {
    expect((await save('draft', { audio_index: 0, audio_seconds: 75 })).status).toBe(200);
    const mine = await kit.get(`/candidates/job?id=${job.id}`, { token: candidate.token });
    const path = (
      mine.body.result as { job: { assessment_details: { assessment_id: number; answer: string }[] } }
    ).job.assessment_details.find((q) => q.assessment_id === audioQuestion().id)?.answer;
    expect(path).toMatch(/assessment_audio/);
    expect((await save('submitted', { answer: path }, false)).status).toBe(200);
    expect(await recruiterAnswer()).toMatchObject({ audio: true, audio_seconds: 75 });
  });

  it('a recording sent without its length is named with none', async () => {
    expect((await save('submitted', { audio_index: 0 })).status).toBe(200);
    expect(await recruiterAnswer()).toMatchObject({ audio: true, audio_seconds: null });
  });

  it('refuses a length that is not a whole number of seconds from 1 to the most, or not on a new recording', async () => {
    for (const bad of [0, -3, 1.5, AUDIO_SECONDS_MAX + 1, '42', null]) {
      const answer = await save('submitted', { audio_index: 0, audio_seconds: bad });
      expect(answer.status, `audio_seconds ${JSON.stringify(bad)}`).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    const onText = await save('submitted', { answer: '', audio_seconds: 10 }, false);
    expect(onText.status).toBe(400);
    // nothing was written
    expect(await recruiterAnswer()).toMatchObject({ audio: false });
    expect((await save('submitted', { audio_index: 0, audio_seconds: AUDIO_SECONDS_MAX })).status).toBe(200);
    expect(await recruiterAnswer()).toMatchObject({ audio_seconds: AUDIO_SECONDS_MAX });
  });
});
