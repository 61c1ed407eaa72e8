import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CORRECT_NOT_AN_OPTION,
  CORRECT_ONE_FOR_MCQ,
  CORRECT_TWICE,
  PASS_MARK_RULE,
  scoreText,
} from './assessment-scoring';
import { jobDraftSchema, questionDraftSchema } from './jobs';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

const mcq = { question: 'Pick one', question_type: 'MCQ', options: ['A', 'B', 'C'] };

describe('the correct options of a question (issue 36 §5)', () => {
  it('are kept for MCQ and checkboxes, default to none, and are dropped for other types', () => {
    expect(v.parse(questionDraftSchema, mcq).correct_options).toEqual([]);
    expect(v.parse(questionDraftSchema, { ...mcq, correct_options: [' B '] }).correct_options).toEqual(['B']);
    expect(
      v.parse(questionDraftSchema, { ...mcq, question_type: 'checkboxes', correct_options: ['A', 'C'] })
        .correct_options,
    ).toEqual(['A', 'C']);
    expect(
      v.parse(questionDraftSchema, { question: 'Why?', question_type: 'paragraph', correct_options: ['A'] })
        .correct_options,
    ).toEqual([]);
  });

  it('must be options, each once, and one at most for an MCQ', () => {
    expect(firstMessage(questionDraftSchema, { ...mcq, correct_options: ['D'] })).toBe(CORRECT_NOT_AN_OPTION);
    expect(
      firstMessage(questionDraftSchema, { ...mcq, question_type: 'checkboxes', correct_options: ['A', 'A'] }),
    ).toBe(CORRECT_TWICE);
    expect(firstMessage(questionDraftSchema, { ...mcq, correct_options: ['A', 'B'] })).toBe(
      CORRECT_ONE_FOR_MCQ,
    );
  });
});

describe('the pass mark (percent)', () => {
  it('is null by default and a whole percent from 1 to 100', () => {
    expect(v.parse(jobDraftSchema, { job_title: 'Coder' }).pass_mark).toBeNull();
    expect(v.parse(jobDraftSchema, { job_title: 'Coder', pass_mark: 60 }).pass_mark).toBe(60);
    expect(v.parse(jobDraftSchema, { job_title: 'Coder', pass_mark: null }).pass_mark).toBeNull();
    for (const bad of [0, 101, 50.5, '60']) {
      expect(firstMessage(jobDraftSchema, { job_title: 'Coder', pass_mark: bad })).toBe(PASS_MARK_RULE);
    }
  });

  it('a score reads points/max (percent)', () => {
    expect(scoreText({ points: 3, max: 4, passed: true })).toBe('3/4 (75%)');
    expect(scoreText({ points: 0, max: 0, passed: null })).toBe('0/0 (0%)');
  });
});
