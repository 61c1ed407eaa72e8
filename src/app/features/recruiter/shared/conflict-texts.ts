/** The words of a version conflict (issue 36 R2), the job editor's and the applicant note's. */
export const THEIRS_LABEL = 'Your colleague saved';
export const MINE_LABEL = 'You have';
export const KEEP_MINE = 'Keep mine';
export const TAKE_THEIRS = 'Take theirs';
