import {
  CTC_ORDER,
  DESCRIPTION_REQUIRED,
  EXPERIENCE_LEVEL_REQUIRED,
  JOB_ROLE_REQUIRED,
  JOB_TITLE_REQUIRED,
  LOCATION_REQUIRED,
  OPTION_EMPTY,
  OPTIONS_COUNT,
  QUESTION_REQUIRED,
  type RecruiterJob,
} from '@contract/recruiter/jobs';
import { describe, expect, it } from 'vitest';
import {
  draftOfValues,
  EMPTY_JOB,
  editorErrors,
  type JobEditorValues,
  moved,
  newQuestion,
  previewJob,
  valuesOfJob,
} from './job-editor-values';

const complete: JobEditorValues = {
  ...EMPTY_JOB,
  job_title: 'AR Caller',
  role_name: 'AR Caller',
  experience_level: 'Experienced',
  location: 'Chennai',
  description: 'Call payers.\n- Follow up denials\n- Update the PMS',
};

describe('editorErrors', () => {
  it('a draft needs only the job title', () => {
    expect(editorErrors(EMPTY_JOB, 'draft')).toEqual({ job_title: JOB_TITLE_REQUIRED });
    expect(editorErrors({ ...EMPTY_JOB, job_title: 'AR Caller' }, 'draft')).toEqual({});
  });

  it('publishing needs every bold field, each with its message', () => {
    expect(editorErrors({ ...EMPTY_JOB, job_title: '  ' }, 'publish')).toEqual({
      job_title: JOB_TITLE_REQUIRED,
      role_name: JOB_ROLE_REQUIRED,
      experience_level: EXPERIENCE_LEVEL_REQUIRED,
      location: LOCATION_REQUIRED,
      description: DESCRIPTION_REQUIRED,
    });
    expect(editorErrors(complete, 'publish')).toEqual({});
  });

  it('CTC max must be at least CTC min (on CTC max)', () => {
    expect(editorErrors({ ...complete, min_ctc: 500_000, max_ctc: 300_000 }, 'draft')).toEqual({
      max_ctc: CTC_ORDER,
    });
    expect(editorErrors({ ...complete, min_ctc: 300_000, max_ctc: 300_000 }, 'draft')).toEqual({});
    expect(editorErrors({ ...complete, min_ctc: 300_000, max_ctc: null }, 'draft')).toEqual({});
  });

  it("a question's text, its options and their count, on their fields", () => {
    const mcq = { ...newQuestion('MCQ'), question: 'Which code set?', options: ['ICD-10', ''] };
    const lonely = { ...newQuestion('checkboxes'), question: 'Tools?', options: ['Epic'] };
    const blank = newQuestion('audio');
    expect(editorErrors({ ...complete, questions: [mcq, lonely, blank] }, 'draft')).toEqual({
      'questions.0.options.1': OPTION_EMPTY,
      'questions.1': OPTIONS_COUNT,
      'questions.2.question': QUESTION_REQUIRED,
    });
  });
});

describe('draftOfValues and valuesOfJob', () => {
  it('sends the questions in order without the builder keys; options only for MCQ and checkboxes', () => {
    const draft = draftOfValues({
      ...complete,
      questions: [
        {
          key: 'q-4',
          id: 4,
          question: 'Why RCM?',
          question_type: 'paragraph',
          options: ['x'],
          correct: [true],
          required: false,
          answered: true,
        },
        { ...newQuestion('MCQ'), question: 'Pick', options: ['A', 'B'], correct: [false, true] },
      ],
    });
    expect(draft.questions).toEqual([
      {
        id: 4,
        question: 'Why RCM?',
        question_type: 'paragraph',
        options: [],
        correct_options: [],
        required: false,
      },
      { question: 'Pick', question_type: 'MCQ', options: ['A', 'B'], correct_options: ['B'], required: true },
    ]);
    expect(draft).not.toHaveProperty('questions.0.key');
  });

  it('reads a saved job with its questions answered or not', () => {
    const job: RecruiterJob = {
      ...draftOfValues(complete),
      id: 9,
      status: 'open',
      type_name: 'Full Time',
      process: 'voice',
      min_ctc: 300_000,
      max_ctc: 450_000,
      specialisations: ['AR'],
      certifications_required: ['CPC'],
      key_responsibilities: '',
      requirements: '',
      good_to_have: '',
      benefits_offered: '',
      experience_level: 'Experienced',
      questions: [
        {
          id: 3,
          question: 'Why RCM?',
          question_type: 'audio',
          options: [],
          required: true,
          answered: true,
          correct_options: [],
        },
        {
          id: 4,
          question: 'Tools?',
          question_type: 'checkboxes',
          options: ['Epic', 'Cerner', 'Athena'],
          required: true,
          answered: false,
          correct_options: ['Epic', 'Athena'],
        },
      ],
      pass_mark: 60,
      submitted_assessments: 2,
      created_at: '2026-11-20T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
      version: 1,
    } as RecruiterJob;
    const values = valuesOfJob(job);
    expect(values.questions).toEqual([
      {
        key: 'q-3',
        id: 3,
        question: 'Why RCM?',
        question_type: 'audio',
        options: [],
        correct: [],
        required: true,
        answered: true,
      },
      {
        key: 'q-4',
        id: 4,
        question: 'Tools?',
        question_type: 'checkboxes',
        options: ['Epic', 'Cerner', 'Athena'],
        correct: [true, false, true],
        required: true,
        answered: false,
      },
    ]);
    expect(values.pass_mark).toBe(60);
    expect(draftOfValues(values).questions?.[1]?.correct_options).toEqual(['Epic', 'Athena']);
    expect(values.min_ctc).toBe(300_000);
  });
});

describe('previewJob', () => {
  it("is the candidate's job detail's shape: comma lists, the company, the type as the tag", () => {
    const preview = previewJob(
      {
        ...complete,
        type_name: 'Full Time',
        specialisations: ['AR', 'Denials'],
        certifications_required: ['CPC'],
      },
      'Medicode Solutions',
    );
    expect(preview).toMatchObject({
      job_title: 'AR Caller',
      company_name: 'Medicode Solutions',
      company_logo: null,
      type_name: 'Full Time',
      specialisations: 'AR, Denials',
      certifications_required: 'CPC',
      job_description: complete.description,
    });
  });
});

describe('moved', () => {
  it('swaps with the neighbour, and stays at the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moved(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});
