import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VERSION_INVALID } from '../version-conflict';
import {
  CTC_ORDER,
  charactersOver,
  DESCRIPTION_REQUIRED,
  EXPERIENCE_LEVEL_REQUIRED,
  JOB_CTC_MAX,
  JOB_CTC_MAX_TEXT,
  JOB_LONG_TEXT_MAX,
  JOB_LONG_TEXT_MAX_TEXT,
  JOB_ROLE_REQUIRED,
  JOB_TITLE_REQUIRED,
  jobDraftSchema,
  jobUpdateSchema,
  LOCATION_REQUIRED,
  OPTION_EMPTY,
  OPTIONS_COUNT,
  OPTIONS_DIFFER,
  publishIssue,
  QUESTION_REQUIRED,
  QUESTION_TWICE,
  QUESTION_TYPE_INVALID,
  QUESTIONS_TOO_MANY,
  questionDraftSchema,
  questionLocked,
  recruiterJobs,
} from './jobs';
import { atPath, fillPath, pathParamNames } from './paths';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

const complete = {
  job_title: 'Medical Coder',
  role_name: 'Coder',
  experience_level: 'Experienced',
  location: 'Chennai',
  description: 'Code charts.',
};

describe('the CTC ceiling as text', () => {
  it('is JOB_CTC_MAX written as India writes it', () => {
    expect(JOB_CTC_MAX_TEXT).toBe(JOB_CTC_MAX.toLocaleString('en-IN'));
  });
});

describe('a long text over its limit (issue 36)', () => {
  it('says how many characters are over, one or many, with the limit as India writes it', () => {
    expect(JOB_LONG_TEXT_MAX_TEXT).toBe(JOB_LONG_TEXT_MAX.toLocaleString('en-IN'));
    expect(charactersOver('Description', 1)).toBe(
      'Description is 1 character over the 5,000-character limit. Shorten it to save: nothing you pasted was cut.',
    );
    expect(charactersOver('Benefits', 120)).toMatch(
      /^Benefits is 120 characters over the 5,000-character limit\./,
    );
  });
  it('the draft refuses a long text one character over, and keeps one at the limit', () => {
    expect(
      firstMessage(jobDraftSchema, { job_title: 'A', benefits_offered: 'x'.repeat(JOB_LONG_TEXT_MAX + 1) }),
    ).toBe('Benefits must be at most 5000 characters');
    expect(v.is(jobDraftSchema, { job_title: 'A', benefits_offered: 'x'.repeat(JOB_LONG_TEXT_MAX) })).toBe(
      true,
    );
  });
});

describe('the job save (issue 36 R2)', () => {
  it('carries the version the edit was based on: a whole number from 1', () => {
    expect(v.parse(jobUpdateSchema, { ...complete, version: 3 }).version).toBe(3);
    for (const version of [undefined, 0, -1, 1.5, '2', 2 ** 31]) {
      expect(firstMessage(jobUpdateSchema, { ...complete, version }), String(version)).toBe(VERSION_INVALID);
    }
  });
  it('keeps the draft’s checks across fields', () => {
    expect(firstMessage(jobUpdateSchema, { job_title: 'A', min_ctc: 5, max_ctc: 4, version: 1 })).toBe(
      CTC_ORDER,
    );
  });
});

describe('the job draft', () => {
  it('saves with only a job title; the other fields default to empty', () => {
    expect(v.parse(jobDraftSchema, { job_title: ' Coder ' })).toEqual({
      job_title: 'Coder',
      role_name: '',
      experience_level: '',
      location: '',
      type_name: '',
      process: 'nonvoice',
      min_ctc: null,
      max_ctc: null,
      description: '',
      key_responsibilities: '',
      requirements: '',
      specialisations: [],
      certifications_required: [],
      good_to_have: '',
      benefits_offered: '',
      questions: [],
      pass_mark: null,
    });
    expect(firstMessage(jobDraftSchema, {})).toBe(JOB_TITLE_REQUIRED);
    expect(firstMessage(jobDraftSchema, { job_title: '   ' })).toBe(JOB_TITLE_REQUIRED);
    expect(firstMessage(jobDraftSchema, { job_title: 'x'.repeat(151) })).toBe(
      'Job title must be at most 150 characters',
    );
  });

  it('CTC is whole rupees, min <= max', () => {
    expect(firstMessage(jobDraftSchema, { job_title: 'A', min_ctc: 500000, max_ctc: 400000 })).toBe(
      CTC_ORDER,
    );
    expect(v.is(jobDraftSchema, { job_title: 'A', min_ctc: 400000, max_ctc: 400000 })).toBe(true);
    expect(v.is(jobDraftSchema, { job_title: 'A', min_ctc: 400000, max_ctc: null })).toBe(true);
    expect(firstMessage(jobDraftSchema, { job_title: 'A', min_ctc: 1.5 })).toBe(
      'CTC min must be a whole number of rupees',
    );
    expect(firstMessage(jobDraftSchema, { job_title: 'A', max_ctc: -1 })).toMatch(
      /^CTC max must be between 0 and/,
    );
  });

  it('levels and types are the candidate side’s; lists drop blanks and repeats', () => {
    expect(firstMessage(jobDraftSchema, { job_title: 'A', experience_level: 'Senior' })).toBe(
      'Experience level must be Fresher, Experienced or Managerial',
    );
    expect(firstMessage(jobDraftSchema, { job_title: 'A', type_name: 'Gig' })).toBe(
      'Job type must be Full Time, Contract or Part Time',
    );
    expect(
      v.parse(jobDraftSchema, { job_title: 'A', specialisations: [' CPC ', '', 'cpc', 'Denials'] })
        .specialisations,
    ).toEqual(['CPC', 'Denials']);
    expect(firstMessage(jobDraftSchema, { job_title: 'A', specialisations: Array(21).fill('x') })).toBe(
      'Specialisations: at most 20 items',
    );
    expect(firstMessage(jobDraftSchema, { job_title: 'A', description: 'x'.repeat(5001) })).toBe(
      'Description must be at most 5000 characters',
    );
  });

  it('publishing needs the bold fields, the first missing one named', () => {
    expect(publishIssue(v.parse(jobDraftSchema, complete))).toBeNull();
    const cases: [string, string][] = [
      ['role_name', JOB_ROLE_REQUIRED],
      ['experience_level', EXPERIENCE_LEVEL_REQUIRED],
      ['location', LOCATION_REQUIRED],
      ['description', DESCRIPTION_REQUIRED],
    ];
    for (const [field, message] of cases) {
      expect(publishIssue(v.parse(jobDraftSchema, { ...complete, [field]: '' }))?.message).toBe(message);
    }
    expect(publishIssue(v.parse(jobDraftSchema, { job_title: 'A' }))).toEqual({
      field: 'role_name',
      message: JOB_ROLE_REQUIRED,
    });
  });

  it('questions: at most 20, each id once', () => {
    const q = { question: 'Why RCM?', question_type: 'paragraph' };
    expect(firstMessage(jobDraftSchema, { job_title: 'A', questions: Array(21).fill(q) })).toBe(
      QUESTIONS_TOO_MANY,
    );
    expect(
      firstMessage(jobDraftSchema, {
        job_title: 'A',
        questions: [
          { ...q, id: 4 },
          { ...q, id: 4 },
        ],
      }),
    ).toBe(QUESTION_TWICE);
  });
});

describe('an assessment question', () => {
  it('needs its wording and one of the five types', () => {
    expect(firstMessage(questionDraftSchema, { question: ' ', question_type: 'audio' })).toBe(
      QUESTION_REQUIRED,
    );
    expect(firstMessage(questionDraftSchema, { question: 'Q', question_type: 'essay' })).toBe(
      QUESTION_TYPE_INVALID,
    );
    expect(v.parse(questionDraftSchema, { question: 'Q', question_type: 'audio', options: ['a'] })).toEqual({
      question: 'Q',
      question_type: 'audio',
      options: [],
      required: false,
      correct_options: [],
      ask_submitted: false,
    });
    // issue 36 R4: asking the candidates who submitted is a yes or no
    expect(
      firstMessage(questionDraftSchema, { question: 'Q', question_type: 'audio', ask_submitted: 'yes' }),
    ).toBe('ask_submitted must be true or false');
  });

  it('MCQ and checkboxes take 2 to 10 different, non-empty options', () => {
    for (const question_type of ['MCQ', 'checkboxes']) {
      expect(firstMessage(questionDraftSchema, { question: 'Q', question_type, options: ['a'] })).toBe(
        OPTIONS_COUNT,
      );
      expect(
        firstMessage(questionDraftSchema, {
          question: 'Q',
          question_type,
          options: Array.from({ length: 11 }, (_, i) => `o${i}`),
        }),
      ).toBe(OPTIONS_COUNT);
      expect(firstMessage(questionDraftSchema, { question: 'Q', question_type, options: ['a', ' '] })).toBe(
        OPTION_EMPTY,
      );
      expect(
        firstMessage(questionDraftSchema, { question: 'Q', question_type, options: ['Yes', 'yes'] }),
      ).toBe(OPTIONS_DIFFER);
      expect(
        v.is(questionDraftSchema, { question: 'Q', question_type, options: ['a', 'b'], required: true }),
      ).toBe(true);
    }
  });

  it('a locked question is named in the refusal', () => {
    expect(questionLocked('Why RCM?')).toBe(
      "'Why RCM?' has answers: it can be reworded but not deleted or changed to another type.",
    );
  });
});

describe('the recruiter paths', () => {
  it('fills a path’s parameters and names them', () => {
    expect(fillPath('/recruiters/jobs/:job_id/applicants', { job_id: 7 })).toBe(
      '/recruiters/jobs/7/applicants',
    );
    expect(fillPath('/a/:application_id/audio/:question_id', { application_id: 1, question_id: 2 })).toBe(
      '/a/1/audio/2',
    );
    expect(pathParamNames('/a/:application_id/audio/:question_id')).toEqual([
      'application_id',
      'question_id',
    ]);
    const filled = atPath({ ...recruiterJobs, path: '/recruiters/jobs/:job_id' as const }, { job_id: 3 });
    expect(filled.path).toBe('/recruiters/jobs/3');
    expect(filled.answer).toBe(recruiterJobs.answer);
  });

  it('the jobs list takes a page from 1', () => {
    expect(v.parse(recruiterJobs.request, {})).toEqual({ page: 1 });
    expect(v.parse(recruiterJobs.request, { page: '3' })).toEqual({ page: 3 });
    expect(firstMessage(recruiterJobs.request, { page: '0' })).toBe('page must be a whole number from 1');
  });
});
