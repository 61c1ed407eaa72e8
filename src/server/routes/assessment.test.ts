import {
  ANSWER_ITEM_SHAPE,
  type AnswerItem,
  APPLY_BEFORE_ASSESSMENT,
  ASSESSMENT_ALREADY_SUBMITTED,
  ASSESSMENT_NOT_FOUND,
  AUDIO_TOO_LARGE,
  AUDIO_WRONG_KIND,
  audioFileIdOf,
  questionRequiredMessage,
  submitAssessment,
} from '@contract/assessment';
import { devAssessmentWrites } from '@contract/dev';
import { type AssessmentQuestion, JOB_NOT_FOUND, type JobDetail } from '@contract/jobs';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../config';
import { assessmentSubmissions, files } from '../db/schema';
import { seedCatalogueIfEmpty } from '../db/seed-catalogue';
import { IDEMPOTENT_REPLAY_HEADER } from '../middleware/idempotency';
import type { AnswerOf } from '../test-kits/auth-test-kit';
import { form, useOnboardingKit } from '../test-kits/onboarding-test-kit';
import { testBackends } from '../test-kits/test-backends';
import { LOOPBACK_ENV } from '../test-kits/test-helpers';
import { fileOf, SAMPLE_FILES, webmOfSize } from '../test-kits/upload-fixtures';
import { devAssessmentWritesRoutes } from './dev-assessment-writes';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** Job 2 requires an assessment (one job in four: 2, 6, 10, ...); job 1 does not. */
const ASSESSED = 2;
const OTHER_ASSESSED = 6;
const PLAIN = 1;

const webm = (tag = 0, name = 'answer.webm') => fileOf(SAMPLE_FILES.webm(tag), name, 'audio/webm');
const ogg = (tag = 0) => fileOf(SAMPLE_FILES.ogg(tag), 'answer.ogg', 'audio/ogg');

interface SaveParts {
  job_id?: string | number;
  status?: string;
  /** a list is sent as JSON text, a string as it is */
  answers?: readonly unknown[] | string;
  voice?: readonly File[];
}

function saveForm(parts: SaveParts): FormData {
  const data = form({
    job_id: parts.job_id,
    status: parts.status,
    answers:
      typeof parts.answers === 'string' ? parts.answers : parts.answers && JSON.stringify(parts.answers),
  });
  for (const file of parts.voice ?? []) data.append('voice_files', file, file.name);
  return data;
}

/** A FormData as the bytes a browser sends (a replay sends these same bytes again). */
async function serialised(data: FormData): Promise<{ bytes: ArrayBuffer; type: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { bytes: await request.arrayBuffer(), type: request.headers.get('content-type') ?? '' };
}

describe.each(testBackends())('assessment calls ($name)', (backend) => {
  const kit = useOnboardingKit(backend);
  let me: { userId: number; token: string };

  const send = async (
    body: FormData | { bytes: ArrayBuffer; type: string },
    options: { token?: string; key?: string } = {},
  ): Promise<AnswerOf & { replayed: boolean }> => {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.key) headers['Idempotency-Key'] = options.key;
    const init: RequestInit =
      body instanceof FormData
        ? { method: 'POST', body, headers }
        : { method: 'POST', body: body.bytes, headers: { ...headers, 'content-type': body.type } };
    const response = await kit.app.request('/api/candidates/submit_assessment', init);
    const text = await response.text();
    let parsed: AnswerOf['body'];
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { raw: text };
    }
    return {
      status: response.status,
      body: parsed,
      replayed: response.headers.has(IDEMPOTENT_REPLAY_HEADER),
    };
  };
  const save = (parts: SaveParts, token = me.token) =>
    send(saveForm({ job_id: ASSESSED, status: 'draft', ...parts }), { token });

  const apply = async (jobId: number, token = me.token) => {
    const answer = await kit.postForm(
      '/candidates/apply_job',
      form({ job_id: String(jobId), resume: fileOf(SAMPLE_FILES.pdf(), 'cv.pdf') }),
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.result as { assessment_required: boolean };
  };
  const jobOf = async (jobId = ASSESSED, token = me.token): Promise<JobDetail> => {
    const answer = await kit.get(`/candidates/job?id=${jobId}`, { token });
    expect(answer.status).toBe(200);
    return (answer.body.result as unknown as { job: JobDetail }).job;
  };
  const questionsOf = async (jobId = ASSESSED, token = me.token): Promise<AssessmentQuestion[]> =>
    (await jobOf(jobId, token)).assessment_details;
  const answersOf = async (jobId = ASSESSED, token = me.token) =>
    Object.fromEntries((await questionsOf(jobId, token)).map((q) => [q.assessment_id, q.answer]));
  const writes = async (userId = me.userId, jobId = ASSESSED) => {
    const answer = await kit.get(`/dev/assessment_writes?user_id=${userId}&job_id=${jobId}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.result as { writes: number }).writes;
  };
  const submission = async (userId = me.userId, jobId = ASSESSED) => {
    const [row] = await kit.deps.db
      .select()
      .from(assessmentSubmissions)
      .where(and(eq(assessmentSubmissions.userId, userId), eq(assessmentSubmissions.jobId, jobId)));
    return row;
  };
  const fileIds = async (userId = me.userId) =>
    (
      await kit.deps.db
        .select({ id: files.id, kind: files.kind })
        .from(files)
        .where(eq(files.ownerId, userId))
    )
      .filter((file) => file.kind === 'webm' || file.kind === 'ogg')
      .map((file) => file.id)
      .sort((a, b) => a - b);

  /** An answer to every question: the first options, texts, and the recording at part 0. */
  const fullAnswers = (questions: readonly AssessmentQuestion[]): AnswerItem[] =>
    questions.map((q) => {
      switch (q.question_type) {
        case 'MCQ':
          return { assessment_id: q.assessment_id, answer: q.options[0] };
        case 'checkboxes':
          return { assessment_id: q.assessment_id, answer: `${q.options[0]},${q.options[2]}` };
        case 'audio':
          return { assessment_id: q.assessment_id, audio_index: 0 };
        default:
          return { assessment_id: q.assessment_id, answer: `My answer to ${q.assessment_id}\nline two` };
      }
    });
  const byType = (questions: readonly AssessmentQuestion[], type: string) => {
    const question = questions.find((q) => q.question_type === type);
    if (!question) throw new Error(`no ${type} question`);
    return question;
  };
  const expectRefused = (answer: AnswerOf, status: number, code: string, message?: string | RegExp) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code });
    if (typeof message === 'string') expect(answer.body.message).toBe(message);
    else if (message) expect(answer.body.message).toMatch(message);
  };

  beforeEach(async () => {
    await seedCatalogueIfEmpty(kit.deps);
    me = await kit.candidate();
    await apply(ASSESSED);
  });

  it('saves a draft with a recording, shows it in the job, and plays the recording to its owner only', async () => {
    const questions = await questionsOf();
    const items = fullAnswers(questions);
    const answer = await save({ answers: items, voice: [webm(7)] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(v.is(submitAssessment.answer, answer.body)).toBe(true);
    expect(answer.body).toEqual({
      success: true,
      message: 'Assessment saved as draft',
      result: { job_id: ASSESSED, status: 'draft', assessment_submit: false },
    });

    const job = await jobOf();
    expect(job).toMatchObject({ status: 'draft', assessment_submit: false, assessment_status: true });
    expect(job.assessment_updated_at).toBe(kit.deps.now().toISOString());
    const checkbox = byType(questions, 'checkboxes');
    const audio = byType(questions, 'audio');
    for (const question of job.assessment_details) {
      const sent = items.find((item) => item.assessment_id === question.assessment_id);
      if (question.question_type === 'audio') continue;
      expect(question.answer).toBe(sent && 'answer' in sent ? sent.answer : '');
    }
    expect(job.assessment_details.find((q) => q.assessment_id === checkbox.assessment_id)?.answer).toBe(
      `${checkbox.options[0]},${checkbox.options[2]}`,
    );
    const path = job.assessment_details.find((q) => q.assessment_id === audio.assessment_id)?.answer ?? '';
    expect(path).toMatch(/^\/api\/candidates\/assessment_audio\/\d+\.webm$/);
    expect(await fileIds()).toEqual([audioFileIdOf(path)]);

    const played = await kit.getRaw(path.slice('/api'.length), me.token);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/webm');
    expect(played.headers.get('cache-control')).toBe('private');
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(SAMPLE_FILES.webm(7));

    const other = await kit.candidate();
    const theirs = await kit.getRaw(path.slice('/api'.length), other.token);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toMatchObject({ success: false, code: 'not_found' });
    expect((await kit.getRaw(path.slice('/api'.length))).status).toBe(401);
    expect((await kit.getRaw(path.slice('/api'.length), 'dead-token')).status).toBe(403);
    const id = audioFileIdOf(path);
    for (const name of [
      'abc.webm',
      '0.webm',
      `${id}.ogg`,
      `${id}`,
      `${Number(id) + 1000}.webm`,
      '9999999999.webm',
      '../1.webm',
    ]) {
      expect((await kit.getRaw(`/candidates/assessment_audio/${name}`, me.token)).status, name).toBe(404);
    }
    // the resume is a file of mine, but not a recording
    const [resume] = await kit.deps.db.select({ id: files.id }).from(files).where(eq(files.kind, 'pdf'));
    expect((await kit.getRaw(`/candidates/assessment_audio/${resume.id}.webm`, me.token)).status).toBe(404);

    // an Ogg recording is answered as Ogg
    kit.advance(1000);
    const again = await save({
      answers: [{ assessment_id: audio.assessment_id, audio_index: 0 }],
      voice: [ogg(3)],
    });
    expect(again.status).toBe(200);
    const oggPath = (await answersOf())[audio.assessment_id];
    const oggAnswer = await kit.getRaw(oggPath.slice('/api'.length), me.token);
    expect(oggAnswer.headers.get('content-type')).toBe('audio/ogg');
    expect(new Uint8Array(await oggAnswer.arrayBuffer())).toEqual(SAMPLE_FILES.ogg(3));
  });

  it('a draft replaces the previous draft entirely and deletes the recordings it no longer answers', async () => {
    const questions = await questionsOf();
    const mcq = byType(questions, 'MCQ');
    const audio = byType(questions, 'audio');
    const short = byType(questions, 'short_answer');
    expect((await save({ answers: fullAnswers(questions), voice: [webm(1)] })).status).toBe(200);
    const first = await jobOf();
    const firstRecording = audioFileIdOf(
      first.assessment_details.find((q) => q.question_type === 'audio')?.answer ?? '',
    );
    expect(await fileIds()).toEqual([firstRecording]);

    // only the MCQ: every other answer becomes '' and the recording goes (same millisecond: still a later time)
    expect(
      (await save({ answers: [{ assessment_id: mcq.assessment_id, answer: mcq.options[1] }] })).status,
    ).toBe(200);
    const second = await jobOf();
    for (const question of second.assessment_details) {
      expect(question.answer).toBe(question.assessment_id === mcq.assessment_id ? mcq.options[1] : '');
    }
    expect(Date.parse(second.assessment_updated_at ?? '')).toBeGreaterThan(
      Date.parse(first.assessment_updated_at ?? ''),
    );
    expect(await fileIds()).toEqual([]);

    // a new recording, then kept by its path while another answer changes, then replaced
    kit.advance(60_000);
    expect(
      (await save({ answers: [{ assessment_id: audio.assessment_id, audio_index: 0 }], voice: [webm(2)] }))
        .status,
    ).toBe(200);
    const recorded = (await answersOf())[audio.assessment_id];
    kit.advance(60_000);
    const keep = await save({
      answers: [
        { assessment_id: audio.assessment_id, answer: recorded },
        { assessment_id: short.assessment_id, answer: 'E11.9: type 2 diabetes without complications' },
      ],
    });
    expect(keep.status, JSON.stringify(keep.body)).toBe(200);
    expect(await answersOf()).toMatchObject({
      [audio.assessment_id]: recorded,
      [short.assessment_id]: 'E11.9: type 2 diabetes without complications',
    });
    expect(await fileIds()).toEqual([audioFileIdOf(recorded)]);
    expect((await jobOf()).assessment_updated_at).toBe(kit.deps.now().toISOString());
    expect(
      (await save({ answers: [{ assessment_id: audio.assessment_id, audio_index: 0 }], voice: [webm(3)] }))
        .status,
    ).toBe(200);
    const replaced = (await answersOf())[audio.assessment_id];
    expect(replaced).not.toBe(recorded);
    expect(await fileIds()).toEqual([audioFileIdOf(replaced)]);
    // '' drops it
    expect((await save({ answers: [{ assessment_id: audio.assessment_id, answer: '' }] })).status).toBe(200);
    expect(await fileIds()).toEqual([]);
    expect(await writes()).toBe(6);
  });

  it('submits when every required question is answered; a submitted assessment is final', async () => {
    const questions = await questionsOf();
    const submitted = await save({ status: 'submitted', answers: fullAnswers(questions), voice: [webm(4)] });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toEqual({
      success: true,
      message: 'Assessment submitted successfully',
      result: { job_id: ASSESSED, status: 'submitted', assessment_submit: true },
    });
    const job = await jobOf();
    // the card's `status` says 'draft' only for a draft
    expect(job).toMatchObject({ status: null, assessment_submit: true });
    // applying again no longer asks for the assessment
    expect(await apply(ASSESSED)).toMatchObject({ assessment_required: false });
    const saved = await submission();
    const recordings = await fileIds();
    for (const status of ['draft', 'submitted']) {
      kit.advance(1000);
      const later = await save({ status, answers: [], voice: [webm(5)] });
      expectRefused(later, 409, 'assessment_submitted', ASSESSMENT_ALREADY_SUBMITTED);
    }
    expect(await submission()).toEqual(saved);
    expect(await fileIds()).toEqual(recordings);
    expect((await jobOf()).assessment_details).toEqual(job.assessment_details);
    expect(await writes()).toBe(1);
  });

  it('refuses a submission with a required question blank (Question n is required.), writing nothing', async () => {
    const questions = await questionsOf();
    expect((await save({ answers: [] })).status).toBe(200);
    const before = await submission();
    const required = questions.map((q, index) => ({ q, n: index + 1 })).filter(({ q }) => q.required === 1);
    expect(required.length).toBeGreaterThan(1);
    for (const { q, n } of required) {
      const blanked = fullAnswers(questions).map((item) =>
        item.assessment_id !== q.assessment_id
          ? item
          : {
              assessment_id: q.assessment_id,
              // a blank text is blank; a choice or a recording is '' (anything else is not an answer)
              answer: ['short_answer', 'paragraph'].includes(q.question_type) ? '  \n ' : '',
            },
      );
      const answer = await save({
        status: 'submitted',
        answers: blanked,
        voice: q.question_type === 'audio' ? [] : [webm(6)],
      });
      expectRefused(answer, 400, 'question_required', questionRequiredMessage(n));
      expect(answer.body.message).toBe(`Question ${n} is required.`);
    }
    // left out altogether: the first required question is named
    const none = await save({ status: 'submitted', answers: [] });
    expectRefused(none, 400, 'question_required', `Question ${required[0].n} is required.`);
    expect(await submission()).toEqual(before);
    expect(await fileIds()).toEqual([]);
    expect(await writes()).toBe(1);
  });

  it('refuses bad input with 400 and a clear message, writing nothing', async () => {
    const questions = await questionsOf();
    const mcq = byType(questions, 'MCQ');
    const checkbox = byType(questions, 'checkboxes');
    const audio = byType(questions, 'audio');
    const short = byType(questions, 'short_answer');
    const [foreign] = await questionsOf(OTHER_ASSESSED);
    // another candidate's recording of the same question, and my own of another job's
    const other = await kit.candidate();
    await apply(ASSESSED, other.token);
    await save(
      { answers: [{ assessment_id: audio.assessment_id, audio_index: 0 }], voice: [webm(9)] },
      other.token,
    );
    const theirPath = (await answersOf(ASSESSED, other.token))[audio.assessment_id];
    await apply(OTHER_ASSESSED);
    const otherAudio = byType(await questionsOf(OTHER_ASSESSED), 'audio');
    await send(
      saveForm({
        job_id: OTHER_ASSESSED,
        status: 'draft',
        answers: [{ assessment_id: otherAudio.assessment_id, audio_index: 0 }],
        voice: [webm(10)],
      }),
      { token: me.token },
    );
    const myOtherPath = (await answersOf(OTHER_ASSESSED))[otherAudio.assessment_id];
    expect(audioFileIdOf(myOtherPath)).not.toBeNull();
    const recordingsBefore = await fileIds();

    const cases: [SaveParts, RegExp | string][] = [
      [{ job_id: undefined, answers: [] }, 'job_id is required'],
      [{ job_id: 'two', answers: [] }, 'job_id must be a positive whole number'],
      [{ job_id: '0', answers: [] }, 'job_id must be a positive whole number'],
      [{ job_id: '9999999999', answers: [] }, 'job_id must be a positive whole number'],
      [{ status: 'final', answers: [] }, "status must be 'draft' or 'submitted'"],
      [{ status: undefined, answers: [] }, /status/],
      [{ answers: undefined }, 'answers is required'],
      [{ answers: 'not json' }, 'answers must be a JSON list'],
      [{ answers: '{"assessment_id": 1}' }, 'answers must be a JSON list'],
      [{ answers: [1] }, ANSWER_ITEM_SHAPE],
      [{ answers: [{ assessment_id: mcq.assessment_id }] }, ANSWER_ITEM_SHAPE],
      [{ answers: [{ assessment_id: audio.assessment_id, answer: '', audio_index: 0 }] }, ANSWER_ITEM_SHAPE],
      [{ answers: [{ assessment_id: mcq.assessment_id, answer: 'CO-16', note: 'x' }] }, ANSWER_ITEM_SHAPE],
      [{ answers: [{ assessment_id: 'one', answer: '' }] }, 'assessment_id must be a whole number'],
      [{ answers: [{ assessment_id: mcq.assessment_id, answer: 7 }] }, 'answer must be text'],
      [{ answers: [{ assessment_id: short.assessment_id, answer: 'x'.repeat(5001) }] }, /at most 5000/],
      [
        { answers: [{ assessment_id: foreign.assessment_id, answer: '' }] },
        `assessment_id ${foreign.assessment_id} is not a question of this assessment`,
      ],
      [{ answers: [{ assessment_id: 999999, answer: '' }] }, /is not a question of this assessment/],
      [
        {
          answers: [
            { assessment_id: short.assessment_id, answer: 'a' },
            { assessment_id: short.assessment_id, answer: 'b' },
          ],
        },
        /answered more than once/,
      ],
      [{ answers: [{ assessment_id: mcq.assessment_id, answer: 'CO-999' }] }, /must be one of its options/],
      [
        { answers: [{ assessment_id: mcq.assessment_id, answer: `${mcq.options[0]},${mcq.options[1]}` }] },
        /must be one of its options/,
      ],
      [
        {
          answers: [{ assessment_id: checkbox.assessment_id, answer: `${checkbox.options[0]},Category IX` }],
        },
        /Each choice of question \d+ must be one of its options/,
      ],
      [
        {
          answers: [
            {
              assessment_id: checkbox.assessment_id,
              answer: `${checkbox.options[0]},${checkbox.options[0]}`,
            },
          ],
        },
        /choice given twice/,
      ],
      [
        { answers: [{ assessment_id: audio.assessment_id, audio_index: 0 }] },
        /has no voice_files part \(0 sent\)/,
      ],
      [
        { answers: [{ assessment_id: audio.assessment_id, audio_index: 1 }], voice: [webm()] },
        /audio_index 1 of question \d+ has no voice_files part \(1 sent\)/,
      ],
      [
        { answers: [{ assessment_id: audio.assessment_id, audio_index: 25 }] },
        'audio_index must be less than 20',
      ],
      [
        { answers: [{ assessment_id: mcq.assessment_id, audio_index: 0 }], voice: [webm()] },
        /is not an audio question/,
      ],
      [{ answers: [], voice: [webm()] }, 'voice_files part 0 is not used by any answer'],
      [
        { answers: [{ assessment_id: audio.assessment_id, audio_index: 1 }], voice: [webm(1), webm(2)] },
        'voice_files part 0 is not used by any answer',
      ],
      [{ answers: [{ assessment_id: audio.assessment_id, answer: 'hello' }] }, /must be a new recording/],
      [{ answers: [{ assessment_id: audio.assessment_id, answer: theirPath }] }, /must be a new recording/],
      [{ answers: [{ assessment_id: audio.assessment_id, answer: myOtherPath }] }, /must be a new recording/],
      [{ answers: [{ assessment_id: short.assessment_id, answer: 'a\u0000b' }] }, /control characters/],
      [{ answers: [{ assessment_id: short.assessment_id, answer: 'bell\u0007' }] }, /control characters/],
      [{ job_id: '2\u0000', answers: [] }, /control characters/],
    ];
    for (const [parts, message] of cases) {
      const answer = await save(parts);
      expectRefused(answer, 400, 'validation_failed', message);
    }
    // a raw NUL inside the answers text part
    const raw = await save({ answers: `[{"assessment_id":${short.assessment_id},"answer":"a\u0000"}]` });
    expectRefused(raw, 400, 'validation_failed', /control characters/);
    expect(await submission()).toBeUndefined();
    expect(await fileIds()).toEqual(recordingsBefore);
    expect(await writes()).toBe(0);
  });

  it('refuses recordings that are not WebM or Ogg by content, over 5 MB, or more than 20 parts', async () => {
    const audio = byType(await questionsOf(), 'audio');
    const answers = [{ assessment_id: audio.assessment_id, audio_index: 0 }];
    const disguised = await save({
      answers,
      voice: [fileOf(SAMPLE_FILES.pdf(), 'answer.webm', 'audio/webm')],
    });
    expectRefused(disguised, 400, 'file_type_not_allowed', AUDIO_WRONG_KIND);
    const matroska = await save({ answers, voice: [fileOf(SAMPLE_FILES.matroska(), 'answer.webm')] });
    expectRefused(matroska, 400, 'file_type_not_allowed', AUDIO_WRONG_KIND);
    const huge = await save({ answers, voice: [fileOf(webmOfSize(5 * 1024 * 1024 + 1), 'long.webm')] });
    expectRefused(huge, 413, 'file_too_large', AUDIO_TOO_LARGE);
    const many = await save({ answers, voice: Array.from({ length: 21 }, (_, i) => webm(i)) });
    expectRefused(many, 400, 'validation_failed', 'At most 20 voice_files files may be sent at once');
    const text = await send(
      (() => {
        const data = saveForm({ job_id: ASSESSED, status: 'draft', answers });
        data.append('voice_files', 'not a file');
        return data;
      })(),
      { token: me.token },
    );
    expectRefused(text, 400, 'validation_failed', 'voice_files must be a file');
    expect(await submission()).toBeUndefined();
    expect(await fileIds()).toEqual([]);
  });

  it('refuses an unknown job, a job without assessment and one not applied to; 401 and 403 without a live session', async () => {
    expectRefused(await save({ job_id: 999999, answers: [] }), 404, 'job_not_found', JOB_NOT_FOUND);
    expectRefused(
      await save({ job_id: PLAIN, answers: [] }),
      404,
      'assessment_not_found',
      ASSESSMENT_NOT_FOUND,
    );
    const notApplied = await save({ job_id: OTHER_ASSESSED, answers: [] });
    expectRefused(notApplied, 409, 'not_applied', APPLY_BEFORE_ASSESSMENT);
    expectRefused(
      await send(saveForm({ job_id: ASSESSED, status: 'draft', answers: [] })),
      401,
      'unauthenticated',
    );
    expectRefused(
      await send(saveForm({ job_id: ASSESSED, status: 'draft', answers: [] }), { token: 'dead-token' }),
      403,
      'invalid_session',
    );
    expect(await submission(me.userId, OTHER_ASSESSED)).toBeUndefined();
    expect(await fileIds()).toEqual([]);
  });

  it('answers a replayed Idempotency-Key with the first answer and applies it once', async () => {
    const questions = await questionsOf();
    const data = saveForm({
      job_id: ASSESSED,
      status: 'draft',
      answers: fullAnswers(questions),
      voice: [webm(11)],
    });
    const bytes = await serialised(data);
    const first = await send(bytes, { token: me.token, key: 'draft-1' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.replayed).toBe(false);
    const saved = await submission();
    const recordings = await fileIds();
    kit.advance(5000);
    const replay = await send(bytes, { token: me.token, key: 'draft-1' });
    expect(replay).toMatchObject({ status: 200, body: first.body, replayed: true });
    // the same form sent anew (another boundary) is the same request
    const resent = await send(
      saveForm({ job_id: ASSESSED, status: 'draft', answers: fullAnswers(questions), voice: [webm(11)] }),
      { token: me.token, key: 'draft-1' },
    );
    expect(resent).toMatchObject({ status: 200, body: first.body, replayed: true });
    expect(await submission()).toEqual(saved);
    expect(await fileIds()).toEqual(recordings);
    expect(await writes()).toBe(1);

    // the key with another body: 422, nothing written
    const other = await send(
      saveForm({ job_id: ASSESSED, status: 'draft', answers: fullAnswers(questions), voice: [webm(12)] }),
      { token: me.token, key: 'draft-1' },
    );
    expectRefused(other, 422, 'idempotency_key_reused');
    expect(await submission()).toEqual(saved);
    expect(await writes()).toBe(1);

    // a refused request is not remembered: corrected, the same key runs
    const refused = await send(saveForm({ job_id: ASSESSED, status: 'submitted', answers: [] }), {
      token: me.token,
      key: 'submit-1',
    });
    expect(refused.status).toBe(400);
    const corrected = saveForm({
      job_id: ASSESSED,
      status: 'submitted',
      answers: fullAnswers(questions),
      voice: [webm(13)],
    });
    const submitted = await send(await serialised(corrected), { token: me.token, key: 'submit-1' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const submitReplay = await send(await serialised(corrected), { token: me.token, key: 'submit-1' });
    expect(submitReplay).toMatchObject({ status: 200, body: submitted.body, replayed: true });
    expect(await writes()).toBe(2);
    expect(await fileIds()).toHaveLength(1);
  });

  it('applies two saves sent at once with one key once, and two without a key one after the other', async () => {
    const questions = await questionsOf();
    const audio = byType(questions, 'audio');
    const bytes = await serialised(
      saveForm({ job_id: ASSESSED, status: 'draft', answers: fullAnswers(questions), voice: [webm(21)] }),
    );
    const both = await Promise.all([
      send(bytes, { token: me.token, key: 'twice' }),
      send(bytes, { token: me.token, key: 'twice' }),
    ]);
    expect(both.map((answer) => answer.status)).toEqual([200, 200]);
    expect(both[0].body).toEqual(both[1].body);
    expect(await writes()).toBe(1);
    expect(await fileIds()).toHaveLength(1);

    const racing = await Promise.all(
      [22, 23].map((tag) =>
        save({ answers: [{ assessment_id: audio.assessment_id, audio_index: 0 }], voice: [webm(tag)] }),
      ),
    );
    expect(racing.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await writes()).toBe(3);
    // the last save's recording only: the others were deleted with the saves that replaced them
    const path = (await answersOf())[audio.assessment_id];
    expect(await fileIds()).toEqual([audioFileIdOf(path)]);
  });

  it('GET /dev/assessment_writes counts the applied writes per candidate and job, for loopback clients only', async () => {
    expect(await writes()).toBe(0);
    await save({ answers: [] });
    await save({ answers: [] });
    expect(await writes()).toBe(2);
    expect(await writes(me.userId, OTHER_ASSESSED)).toBe(0);
    const answer = await kit.get(`/dev/assessment_writes?user_id=${me.userId}&job_id=${ASSESSED}`);
    expect(v.parse(devAssessmentWrites.answer, answer.body)).toEqual({
      success: true,
      result: { writes: 2 },
    });
    for (const query of [
      '',
      '?user_id=1',
      `?user_id=abc&job_id=2`,
      '?user_id=1&job_id=0',
      '?user_id=9999999999&job_id=2',
    ]) {
      expectRefused(await kit.get(`/dev/assessment_writes${query}`), 400, 'validation_failed');
    }
    const remote = await kit.get(`/dev/assessment_writes?user_id=${me.userId}&job_id=${ASSESSED}`, {
      ip: '203.0.113.9',
    });
    expectRefused(remote, 404, 'not_found');
    // not in production, even mounted by mistake
    const production = { ...kit.deps, config: testConfig({ nodeEnv: 'production', isProduction: true }) };
    const inProduction = await createApp(production, { serveSite: false }).request(
      `/api/dev/assessment_writes?user_id=${me.userId}&job_id=${ASSESSED}`,
      {},
      LOOPBACK_ENV,
    );
    expect(inProduction.status).toBe(404);
    expect((await devAssessmentWritesRoutes(production).request('/dev/assessment_writes')).status).toBe(404);
  });
});
