import { EXPERIENCE_LEVELS } from '@contract/candidate-record/options';
import { APPLICATION_STATUSES } from '@contract/jobs';
import { APPLICANT_SORTS, CERTIFICATION_FILTERS, NOTICE_FILTERS } from '@contract/recruiter/applicants';
import { SCORE_RESULTS } from '@contract/recruiter/assessment-scoring';
import { describe, expect, it } from 'vitest';
import {
  applicantsQuery,
  CERTIFICATION_VALUES,
  EXPERIENCE_VALUES,
  hasApplicantFilters,
  NOTICE_VALUES,
  parseApplicantsSearch,
  RESULT_VALUES,
  SORT_VALUES,
  STATUS_VALUES,
} from './applicants-search';

describe('parseApplicantsSearch', () => {
  it("keeps the contract's values (the same lists as the contract's)", () => {
    expect(STATUS_VALUES).toEqual(APPLICATION_STATUSES);
    expect(CERTIFICATION_VALUES).toEqual(CERTIFICATION_FILTERS);
    expect(NOTICE_VALUES).toEqual(NOTICE_FILTERS);
    expect(SORT_VALUES).toEqual(APPLICANT_SORTS);
    expect(RESULT_VALUES).toEqual(SCORE_RESULTS);
    expect(EXPERIENCE_VALUES).toEqual(EXPERIENCE_LEVELS);
  });
  it('reads every filter, the order and the page', () => {
    expect(
      parseApplicantsSearch({
        status: 'shortlisted',
        certification: 'certified',
        experience_level: 'experienced',
        notice: 'up_to_30',
        sort: 'ctc',
        page: '3',
      }),
    ).toEqual({
      status: 'shortlisted',
      certification: 'certified',
      experience_level: 'experienced',
      notice: 'up_to_30',
      sort: 'ctc',
      page: 3,
    });
  });
  it('drops bad values and the defaults (newest, page 1) instead of throwing', () => {
    const search = parseApplicantsSearch({
      status: 'hired',
      certification: 1,
      experience_level: 'Experienced',
      notice: '',
      sort: 'newest',
      page: '0',
    });
    expect(Object.values(search).filter((value) => value !== undefined)).toEqual([]);
    expect(parseApplicantsSearch({ page: 2.5 }).page).toBeUndefined();
    expect(parseApplicantsSearch({ page: 4 }).page).toBe(4);
  });
});

describe('applicantsQuery', () => {
  it("is the list call's query: '' for no filter, newest first, the page as text", () => {
    expect(applicantsQuery({})).toEqual({
      status: '',
      certification: '',
      experience_level: '',
      notice: '',
      result: '',
      sort: 'newest',
      page: '1',
    });
    expect(applicantsQuery({ status: 'new', page: 2, sort: 'oldest' })).toMatchObject({
      status: 'new',
      sort: 'oldest',
      page: '2',
    });
  });
  it('knows when a filter is set', () => {
    expect(hasApplicantFilters({ sort: 'ctc', page: 2 })).toBe(false);
    expect(hasApplicantFilters({ notice: 'immediate' })).toBe(true);
  });
});
