import { describe, expect, it } from 'vitest';
import { bulkResultText, ctcText, experienceText } from './applicants-texts';

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
});
