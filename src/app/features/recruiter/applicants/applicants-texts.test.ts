import { describe, expect, it } from 'vitest';
import { applicantsFoundText, bulkResultText, ctcText, experienceText } from './applicants-texts';

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
  it('says how many applicants a list holds, and whether filters narrowed it', () => {
    expect(applicantsFoundText(2, false)).toBe('2 applicants.');
    expect(applicantsFoundText(1, false)).toBe('1 applicant.');
    expect(applicantsFoundText(0, false)).toBe('No one has applied for this job yet.');
    expect(applicantsFoundText(3, true)).toBe('3 applicants match these filters.');
    expect(applicantsFoundText(1, true)).toBe('1 applicant matches these filters.');
    expect(applicantsFoundText(0, true)).toBe('No applicants match these filters.');
  });
});
