import { describe, expect, it } from 'vitest';
import { applicantConversationLink, applicantLink, applicantsLink, inboxLink } from './workspace-links';
import { parseWorkspacePath } from './workspace-paths';

describe('parseWorkspacePath', () => {
  it("reads a job's applicants and an applicant", () => {
    expect(parseWorkspacePath('jobs/5/applicants')).toEqual({ screen: 'applicants', jobId: 5 });
    expect(parseWorkspacePath('jobs/5/applicants/')).toEqual({ screen: 'applicants', jobId: 5 });
    expect(parseWorkspacePath('applications/31')).toEqual({ screen: 'applicant', applicationId: 31 });
  });
  it("reads the company's inbox", () => {
    expect(parseWorkspacePath('inbox')).toEqual({ screen: 'inbox' });
    expect(parseWorkspacePath('inbox/')).toEqual({ screen: 'inbox' });
    expect(parseWorkspacePath('inbox/2')).toEqual({ screen: 'unknown' });
  });
  it('anything else is unknown: ids that are not positive whole numbers, other paths', () => {
    for (const path of [
      'jobs/0/applicants',
      'jobs/x/applicants',
      'applications/-1',
      'applications/1.5',
      'jobs/5',
      '',
      'applications/99999999999999999',
    ])
      expect(parseWorkspacePath(path)).toEqual({ screen: 'unknown' });
  });
  it('its links give the same paths back', () => {
    expect(parseWorkspacePath(applicantsLink(7).params._splat)).toEqual({ screen: 'applicants', jobId: 7 });
    expect(parseWorkspacePath(applicantLink(8).params._splat)).toEqual({
      screen: 'applicant',
      applicationId: 8,
    });
    expect(parseWorkspacePath(applicantConversationLink(8).params._splat)).toEqual({
      screen: 'applicant',
      applicationId: 8,
    });
    expect(applicantConversationLink(8).hash).toBe('conversation');
    expect(parseWorkspacePath(inboxLink().params._splat)).toEqual({ screen: 'inbox' });
  });
});
