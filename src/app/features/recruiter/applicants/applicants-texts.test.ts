import { describe, expect, it } from 'vitest';
import {
  applicantsFoundText,
  bulkProgressText,
  bulkResultText,
  ctcText,
  experienceText,
} from './applicants-texts';

describe('applicants texts', () => {
  it('says the experience with its level and its years and months', () => {
    expect(experienceText('experienced', 38)).toBe('Experienced, 3 years 2 months');
    expect(experienceText('managerial', 12)).toBe('Managerial, 1 year');
    expect(experienceText('freshers', 0)).toBe('Fresher');
    expect(experienceText(null, 1)).toBe('1 month');
    expect(experienceText(null, null)).toBe('Not given');
  });
  it('names the current CTC in rupees, or Not given', () => {
    expect(ctcText('3,00,000-4,00,000')).toBe('₹3,00,000-4,00,000');
    expect(ctcText(null)).toBe('Not given');
  });
  it('counts a bulk change in words', () => {
    expect(bulkResultText('shortlisted', 3)).toBe('Shortlisted 3 applicants.');
    expect(bulkResultText('rejected', 1)).toBe('Rejected 1 applicant.');
    expect(bulkResultText('new', 2)).toBe('Moved 2 applicants back to Awaiting.');
  });
  it("says a running bulk job's progress in each kind's own words: every stage and messages", () => {
    const progress = (kind: string, status: string) =>
      bulkProgressText({ kind, status, done: 120, total: 300 });
    expect(progress('status', 'new')).toBe('Moving back to Awaiting: 120 of 300 done');
    expect(progress('status', 'shortlisted')).toBe('Shortlisting: 120 of 300 done');
    expect(progress('status', 'interview')).toBe('Moving to Interview: 120 of 300 done');
    expect(progress('status', 'offered')).toBe('Moving to Offered: 120 of 300 done');
    expect(progress('status', 'joined')).toBe('Marking as Joined: 120 of 300 done');
    expect(progress('status', 'rejected')).toBe('Rejecting: 120 of 300 done');
    expect(progress('message', '')).toBe('Sending messages: 120 of 300 done');
  });
  it('says how many applicants a list holds, and whether filters narrowed it', () => {
    expect(applicantsFoundText(2, false)).toBe('2 applicants.');
    expect(applicantsFoundText(1, false)).toBe('1 applicant.');
    expect(applicantsFoundText(0, false)).toBe('No one has applied for this job yet.');
    expect(applicantsFoundText(3, true)).toBe('3 applicants match these filters.');
    expect(applicantsFoundText(1, true)).toBe('1 applicant matches these filters.');
    expect(applicantsFoundText(0, true)).toBe('No applicants match these filters.');
  });
});
