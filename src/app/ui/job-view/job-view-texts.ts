/**
 * The words of a job as candidates see it (signed-in-area.md §2, §9): its tags, when it was posted
 * and its detail's sections. Shared by the candidate's job screens (features/jobs re-exports them
 * from job-texts.ts) and the recruiter's preview of a job being written (issue 23).
 */
export const RECENTLY = 'Recently';
export const TODAY = 'Today';
export const FRESHER_TAG = 'Fresher';
/** A job posted since the candidate last opened the saved search that lists it (ours, SS2). */
export const NEW_JOB_BADGE = 'New';
export const NO_DESCRIPTION_PROVIDED = 'No description provided.';

/** Job detail's sections (§2), shown only when non-empty. */
export const SECTION_HEADINGS = {
  description: 'Job Description',
  responsibilities: 'Responsibilities',
  skills: 'Required Skills',
  certifications: 'Certifications',
  eligibility: 'Eligibility',
  benefits: 'Benefits Offered',
} as const;
