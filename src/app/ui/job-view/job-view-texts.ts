/**
 * The words of a job as candidates see it (signed-in-area.md §2, §9): its tags, when it was posted
 * and its detail's sections. Shared by the candidate's job screens (features/jobs re-exports them
 * from job-texts.ts) and the recruiter's preview of a job being written (issue 23). The sections'
 * headings are the contract's (contract/job-sections.ts), shared with the server's public job page.
 */
export const RECENTLY = 'Recently';
export const TODAY = 'Today';
export const FRESHER_TAG = 'Fresher';
/** A job posted since the candidate last opened the saved search that lists it (ours, SS2). */
export const NEW_JOB_BADGE = 'New';
