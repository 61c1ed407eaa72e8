import { describe, expect, it } from 'vitest';
import {
  applicationStatusLabel,
  appliedOnLabel,
  canWithdraw,
  cutDescription,
  jobCardAction,
  postedLabel,
  splitList,
} from './job-format';

describe('postedLabel (§9)', () => {
  const now = new Date(2026, 10, 22, 10, 30);
  it('says Today for a job posted today (or ahead of this clock)', () => {
    expect(postedLabel(new Date(2026, 10, 22, 0, 5).toISOString(), now)).toBe('Today');
    expect(postedLabel(new Date(2026, 10, 22, 18, 0).toISOString(), now)).toBe('Today');
  });
  it('counts calendar days: yesterday is 1 day ago, even 11 hours back', () => {
    expect(postedLabel(new Date(2026, 10, 21, 23, 30).toISOString(), now)).toBe('1 day ago');
    expect(postedLabel(new Date(2026, 10, 20, 12, 0).toISOString(), now)).toBe('2 days ago');
    expect(postedLabel(new Date(2026, 8, 23, 9, 0).toISOString(), now)).toBe('60 days ago');
  });
  it('says Recently without a valid date', () => {
    expect(postedLabel(null, now)).toBe('Recently');
    expect(postedLabel('', now)).toBe('Recently');
    expect(postedLabel('not a date', now)).toBe('Recently');
  });
});

describe('applicationStatusLabel (§4)', () => {
  it('shows new as Awaiting, shortlisted and rejected as they are, anything else Not specified', () => {
    expect(applicationStatusLabel('new')).toBe('Awaiting');
    expect(applicationStatusLabel('shortlisted')).toBe('shortlisted');
    expect(applicationStatusLabel('rejected')).toBe('rejected');
    expect(applicationStatusLabel('hired')).toBe('Not specified');
    expect(applicationStatusLabel(null)).toBe('Not specified');
  });
  it('issue 36: the pipeline’s other stages by name, the spec’s three unchanged', () => {
    expect(['interview', 'offered', 'joined', 'withdrawn'].map(applicationStatusLabel)).toEqual([
      'Interview',
      'Offered',
      'Joined',
      'Withdrawn',
    ]);
    expect(['new', 'shortlisted', 'rejected'].map(applicationStatusLabel)).toEqual([
      'Awaiting',
      'shortlisted',
      'rejected',
    ]);
  });
  it('issue 36: a candidate may withdraw before joining, not once rejected or withdrawn', () => {
    expect(['new', 'shortlisted', 'interview', 'offered'].every(canWithdraw)).toBe(true);
    expect(['joined', 'rejected', 'withdrawn', null].some(canWithdraw)).toBe(false);
  });
});

describe('jobCardAction (§4)', () => {
  const job = { status: null, applied_status: false, assessment_status: false, assessment_submit: false };
  it('offers Apply to a job not applied for', () => {
    expect(jobCardAction(job)).toBe('apply');
    expect(jobCardAction({ ...job, assessment_status: true })).toBe('apply');
  });
  it('shows Applied once applied', () => {
    expect(jobCardAction({ ...job, applied_status: true })).toBe('applied');
    expect(
      jobCardAction({ ...job, applied_status: true, assessment_status: true, assessment_submit: true }),
    ).toBe('applied');
  });
  it('offers Continue Assessment for a draft, or applied with the assessment required and not submitted', () => {
    expect(jobCardAction({ ...job, status: 'draft' })).toBe('continue-assessment');
    expect(jobCardAction({ ...job, applied_status: true, assessment_status: true })).toBe(
      'continue-assessment',
    );
  });
});

describe('cutDescription and splitList', () => {
  it('cuts at the limit with an ellipsis, leaves shorter text alone', () => {
    expect(cutDescription('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}...`);
    expect(cutDescription('a'.repeat(100), 100)).toBe('a'.repeat(100));
  });
  it('splits a comma list, dropping blanks', () => {
    expect(splitList('CPC, CCS,, COC ')).toEqual(['CPC', 'CCS', 'COC']);
    expect(splitList(null)).toEqual([]);
  });
});

describe('appliedOnLabel (V5)', () => {
  it('says the day the candidate applied, on this device', () => {
    expect(appliedOnLabel(new Date(2026, 10, 20, 15, 0).toISOString())).toBe('Applied on 20 Nov 2026');
    expect(appliedOnLabel(new Date(2026, 0, 3, 0, 10).toISOString())).toBe('Applied on 3 Jan 2026');
  });
  it('says nothing without a valid date (an older server)', () => {
    expect(appliedOnLabel(undefined)).toBeNull();
    expect(appliedOnLabel('not a date')).toBeNull();
  });
});
