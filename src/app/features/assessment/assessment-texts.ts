/** The assessment screen's texts (signed-in-area.md §2 Assessment, §8 Assessment), exactly as the spec has them. */

export const ASSESSMENT_HEADING = 'Assessment';
export const JOB_SEARCH_CRUMB = 'Job Search';
/** §2: the breadcrumb Job Search > Assessment. */
export const ASSESSMENT_BREADCRUMBS = [
  { label: JOB_SEARCH_CRUMB, to: '/jobpostings' },
  { label: ASSESSMENT_HEADING },
] as const;
export const ASSESSMENT_CRUMB_SEPARATOR = '>';
/** §2: checkbox questions are labelled (Select multiple). */
export const SELECT_MULTIPLE = '(Select multiple)';
/** §2: an unknown question type. */
export const unsupportedQuestionType = (type: string) => `Unsupported question type: ${type}`;
export const SAVE_DRAFT = 'Save Draft';
export const SAVING = 'Saving...';
export const SUBMIT = 'Submit';
export const SUBMITTING = 'Submitting...';
export const BACK = 'Back';
/** §2: with no assessment. */
export const noAssessmentFound = (id: number) => `No assessment found for job ${id}.`;
/** §8 Assessment: load failure fallback. */
export const FAILED_TO_LOAD_JOB = 'Failed to load job.';
/** §8: submit refused by the server. */
export const UNKNOWN_SERVER_ERROR = 'Unknown server error';
export const submitFailed = (message: string | undefined) =>
  `Submit failed: ${message || UNKNOWN_SERVER_ERROR}`;
/** §8: an exception while sending. */
export const submissionError = (error: string) => `Error occurred during submission: ${error}`;
/** §8: microphone denied. */
export const ALLOW_MICROPHONE = 'Please allow microphone access.';
/** §2: after a draft save. */
export const APPLICATION_SAVED = 'Application Saved!';
/** Ours: after a submit. */
export const ASSESSMENT_SUBMITTED = 'Assessment Submitted!';
export const ASSESSMENT_SUBMITTED_MESSAGE = 'Your answers have been sent to the recruiter.';
export const DRAFT_SAVED_MESSAGE = 'Your answers are saved. You can finish the assessment later.';

// Ours: loading, offline, the queue, read-only.
export const LOADING_ASSESSMENT = 'Loading assessment...';
export const ASSESSMENT_NOT_ON_PHONE =
  'You are offline and this assessment is not saved on this phone yet. It opens when you are back online.';
/** The service worker kept the write: never claim it was sent ("saved on this phone" is waited for by scripts). */
export const SAVED_ON_THIS_PHONE = 'Saved on this phone. It will be sent when you are back online.';
/** No service worker controls the page and the network failed. */
export const NEEDS_NETWORK =
  'Sending your answers needs the network. Your answers are kept on this phone; please try again when you are back online.';
export const ALREADY_SUBMITTED_NOTE =
  'You have submitted this assessment. Your answers can no longer be changed.';
export const NO_ANSWER = 'No answer';
export const REQUIRED_HIDDEN = '(required)';
export const RESTORED_FROM_PHONE = 'Your latest answers from this phone are restored.';

// Ours: audio.
export const RECORD = 'Record';
export const STOP = 'Stop';
export const RECORD_AGAIN = 'Record again';
export const RECORDING = 'Recording';
export const CANNOT_RECORD = 'This browser cannot record audio. Please use a recent Chrome or Firefox.';
export const RECORDING_FAILED = 'Recording failed. Please try again.';
export const RECORDING_TOO_LONG =
  'This recording is longer than 5 MB allows. Please record a shorter answer.';
export const SAVED_RECORDING = 'Your saved recording';
export const NEW_RECORDING = 'Your recording';
export const LOADING_RECORDING = 'Loading your saved recording...';
export const RECORDING_PLAYS_ONLINE = 'Your saved recording plays when you are back online.';
export const RECORDING_LOAD_FAILED = 'Your saved recording could not be loaded.';
export const NO_RECORDING_YET = 'No recording yet.';
/** Said (a polite live region) when the microphone starts and stops recording (issue 35 N7). */
export const RECORDING_STARTED = 'Recording started';
export const recordingStopped = (length: string) => `Recording stopped. Length ${length}`;
/** Shown with a recording: its length, m:ss. */
export const recordingLength = (length: string) => `Length ${length}`;

// Ours: an assessment opened for a job not applied to (the server's refusal, said when it opens).
export const APPLY_FIRST = 'Please apply for this job before taking its assessment.';
export const APPLY_FOR_THIS_JOB = 'Apply for this job';

/** Ours (issue 36 R4): the assessment reopened for a question the recruiter added after the submit. */
export const REOPENED_NOTE =
  'The recruiter added a question after you submitted and asks you to answer it. Your other answers stay as you submitted them.';
