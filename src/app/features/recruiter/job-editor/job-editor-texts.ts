import type { JobStatus } from '@contract/recruiter/jobs';

/** The job editor's words (issue 23 §Workspace 2, ours). */
export const POST_JOB_HEADING = 'Post a job';
export const EDIT_JOB_HEADING = 'Edit job';
export const LOADING_JOB = 'Loading the job...';
export const JOB_FAILED = 'The job could not be loaded.';
export const JOB_NOT_FOUND_TEXT = 'This job was not found. It may belong to another company.';
export const JOB_NOT_ON_DEVICE =
  'You are offline and this job is not saved on this device yet. It opens when you are back online.';
export const RESTORED_DRAFT =
  'Restored what you entered on this device earlier that was not saved yet. Save or publish to keep it.';
export const DISCARD_RESTORED = 'Discard those changes';
export const PLAIN_TEXT_HINT =
  'Plain text: each line is a paragraph. Start a line with "- " or "•" to make a list.';
export const LIST_HINT = 'Type an item and press Enter.';
export const CTC_HINT = 'Annual, in rupees. Leave empty if not disclosed.';
export const SELECT_PLACEHOLDER = 'Select';
export const NO_CITIES = 'The city list could not be loaded. Try again when you are back online.';
export const NO_CITY_MATCHES = 'No city of the list matches';
/** The Job role field: one of the job roles list (issue 36). */
export const NO_ROLES = 'The job roles list could not be loaded. Try again when you are back online.';
export const NO_ROLE_MATCHES = 'No job role of the list matches';

export const FIELD_LABELS = {
  job_title: 'Job title',
  role_name: 'Job role',
  experience_level: 'Experience level',
  location: 'Location',
  type_name: 'Job type',
  process: 'Process',
  min_ctc: 'CTC min',
  max_ctc: 'CTC max',
  description: 'Description',
  key_responsibilities: 'Key responsibilities',
  requirements: 'Requirements',
  specialisations: 'Specialisations',
  certifications_required: 'Certifications required',
  good_to_have: 'Good to have',
  benefits_offered: 'Benefits',
} as const;

export const SAVE_DRAFT = 'Save draft';
export const PUBLISH = 'Publish';
export const SAVE_CHANGES = 'Save changes';
export const CLOSE_JOB = 'Close';
export const REOPEN_JOB = 'Reopen';
export const PREVIEW = 'Preview';
export const PREVIEW_TITLE = 'Preview: the job as candidates will see it';
export const PREVIEW_FOOTER = 'Candidates see Apply, Share and Save here.';
export const CLOSE_PREVIEW = 'Close preview';
export const CHECK_FIELDS = 'Please check the fields marked in red.';

export const DONE: Readonly<Record<'draft' | 'save' | 'publish' | 'close' | 'reopen', string>> = {
  draft: 'Draft saved',
  save: 'Changes saved',
  publish: 'Job published: candidates can find it now',
  close: 'Job closed: it no longer takes applications',
  reopen: 'Job reopened: it takes applications again',
};

export const STATUS_NOTE: Readonly<Record<JobStatus, string>> = {
  draft: 'Draft: only your company sees it. Publish it to list it for candidates.',
  open: 'Open: candidates can find it and apply.',
  closed: 'Closed: it takes no new applications. Candidates who saved or applied still see it.',
};

/** The conflict panel (issue 36 R2): a colleague saved the job while this recruiter was editing. */
export const CONFLICT_HEADING = 'Your colleague’s changes';
export const CONFLICT_HINT =
  'Nothing of yours was saved yet. For each field your colleague changed, keep yours or take theirs, then save.';
export const SAVE_CHOICES = 'Save with these choices';
export const CHOOSE_EACH = 'Choose Keep mine or Take theirs for each field.';
