import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VERSION_INVALID } from '../version-conflict';
import {
  APPLICANT_TWICE,
  answerReviewSchema,
  applicantsQuerySchema,
  bulkStatusSchema,
  NOTE_TOO_LONG,
  notePayloadSchema,
  RATING_RULE,
  REASON_TOO_LONG,
  REVIEW_COMMENT_TOO_LONG,
  SELECT_APPLICANTS,
  STAGE_INVALID,
  STATUS_INVALID,
  STATUS_VERSION_INVALID,
  statusChangeSchema,
  TOO_MANY_APPLICANTS,
} from './applicants';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the applicants list query', () => {
  it('no filter, newest first, page 1 by default', () => {
    expect(v.parse(applicantsQuerySchema, {})).toEqual({
      status: '',
      certification: '',
      experience_level: '',
      notice: '',
      result: '',
      sort: 'newest',
      page: 1,
    });
  });

  it('sorts by score and filters by the assessment’s result (issue 36 §5)', () => {
    expect(v.parse(applicantsQuerySchema, { sort: 'score', result: 'passed' })).toMatchObject({
      sort: 'score',
      result: 'passed',
    });
    expect(v.parse(applicantsQuerySchema, { result: 'failed' }).result).toBe('failed');
    expect(firstMessage(applicantsQuerySchema, { result: 'yes' })).toBe('result must be passed or failed');
  });

  it('each filter takes its options only', () => {
    expect(
      v.parse(applicantsQuerySchema, {
        status: 'shortlisted',
        certification: 'certified',
        experience_level: 'freshers',
        notice: 'up_to_30',
        sort: 'ctc',
        page: '2',
      }),
    ).toMatchObject({ status: 'shortlisted', notice: 'up_to_30', sort: 'ctc', page: 2 });
    expect(firstMessage(applicantsQuerySchema, { status: 'hired' })).toBe(STATUS_INVALID);
    expect(firstMessage(applicantsQuerySchema, { certification: 'yes' })).toBe(
      'certification must be certified or not_certified',
    );
    expect(firstMessage(applicantsQuerySchema, { experience_level: 'Fresher' })).toBe(
      'experience_level must be freshers, experienced or managerial',
    );
    expect(firstMessage(applicantsQuerySchema, { notice: '30' })).toBe(
      'notice must be immediate, up_to_30, up_to_60, up_to_90 or over_90',
    );
    expect(firstMessage(applicantsQuerySchema, { sort: 'name' })).toBe(
      'sort must be newest, oldest, experience, ctc or score',
    );
    expect(firstMessage(applicantsQuerySchema, { page: '-1' })).toBe('page must be a whole number from 1');
  });
});

describe('status changes', () => {
  it('one applicant: a status and an optional reason of at most 500 characters', () => {
    expect(v.parse(statusChangeSchema, { status: 'rejected', reason: ' Too far ' })).toEqual({
      status: 'rejected',
      reason: 'Too far',
    });
    expect(v.parse(statusChangeSchema, { status: 'new' })).toEqual({ status: 'new', reason: '' });
    expect(firstMessage(statusChangeSchema, { status: 'hired' })).toBe(STAGE_INVALID);
    expect(firstMessage(statusChangeSchema, { status: 'rejected', reason: 'x'.repeat(501) })).toBe(
      REASON_TOO_LONG,
    );
  });

  it('issue 36: every stage but withdrawn (the candidate’s), with the version the change was based on', () => {
    for (const status of ['new', 'shortlisted', 'interview', 'offered', 'joined', 'rejected']) {
      expect(v.parse(statusChangeSchema, { status, version: 3 })).toEqual({ status, reason: '', version: 3 });
    }
    expect(firstMessage(statusChangeSchema, { status: 'withdrawn' })).toBe(STAGE_INVALID);
    expect(STAGE_INVALID).toBe('Status must be new, shortlisted, interview, offered, joined or rejected');
    for (const version of [-1, 1.5, '2', null]) {
      expect(firstMessage(statusChangeSchema, { status: 'new', version })).toBe(STATUS_VERSION_INVALID);
    }
    expect(firstMessage(bulkStatusSchema, { application_ids: [1], status: 'withdrawn' })).toBe(STAGE_INVALID);
  });

  it('issue 36: the list filters by every stage, withdrawn included', () => {
    for (const status of ['interview', 'offered', 'joined', 'withdrawn']) {
      expect(v.parse(applicantsQuerySchema, { status })).toMatchObject({ status });
    }
    expect(firstMessage(applicantsQuerySchema, { status: 'hired' })).toBe(STATUS_INVALID);
    expect(STATUS_INVALID).toBe(
      'Status must be new, shortlisted, interview, offered, joined, rejected or withdrawn',
    );
  });

  it('bulk: 1 to 100 different applications', () => {
    expect(v.is(bulkStatusSchema, { application_ids: [1, 2], status: 'shortlisted' })).toBe(true);
    expect(firstMessage(bulkStatusSchema, { application_ids: [], status: 'shortlisted' })).toBe(
      SELECT_APPLICANTS,
    );
    expect(
      firstMessage(bulkStatusSchema, {
        application_ids: Array.from({ length: 101 }, (_, i) => i + 1),
        status: 'shortlisted',
      }),
    ).toBe(TOO_MANY_APPLICANTS);
    expect(firstMessage(bulkStatusSchema, { application_ids: [3, 3], status: 'rejected' })).toBe(
      APPLICANT_TWICE,
    );
    expect(firstMessage(bulkStatusSchema, { application_ids: [0], status: 'rejected' })).toBe(
      'application_ids must be a whole number',
    );
  });

  it('a note of at most 2000 characters', () => {
    expect(v.parse(notePayloadSchema, { note: ' Call back ', version: 1 })).toEqual({
      note: 'Call back',
      version: 1,
    });
    expect(firstMessage(notePayloadSchema, { note: 'x'.repeat(2001), version: 1 })).toBe(NOTE_TOO_LONG);
  });
  it('a note carries the version it was read with (issue 36 R2)', () => {
    for (const version of [undefined, 0, 1.5, '3'])
      expect(firstMessage(notePayloadSchema, { note: 'x', version }), String(version)).toBe(VERSION_INVALID);
  });
});

describe('an answer review (issue 36 §5)', () => {
  it('a rating 1 to 5 or none, and a trimmed comment of at most 1000 characters', () => {
    expect(v.parse(answerReviewSchema, { rating: 5, comment: ' Good ' })).toEqual({
      rating: 5,
      comment: 'Good',
    });
    expect(v.parse(answerReviewSchema, { rating: null })).toEqual({ rating: null, comment: '' });
    for (const rating of [0, 6, 3.5, '3', undefined])
      expect(firstMessage(answerReviewSchema, { rating })).toBe(RATING_RULE);
    expect(firstMessage(answerReviewSchema, { rating: 1, comment: 'x'.repeat(1001) })).toBe(
      REVIEW_COMMENT_TOO_LONG,
    );
  });
});
