/** The applicant page's words (issue 23, ours). */
export const APPLICANT_HEADING = 'Applicant';
export const LOADING_APPLICANT = 'Loading applicant...';
export const APPLICANT_NOT_FOUND_TEXT = 'This applicant was not found. It may belong to another company.';
export const APPLICANT_FAILED = 'The applicant could not be loaded.';
export const APPLICANT_NOT_ON_DEVICE =
  'You are offline and this applicant is not saved on this device yet. It opens when you are back online.';
export const BACK_TO_APPLICANTS = 'Back to the applicants';
/** issue 37 §3: the phone and e-mail until the candidate shares them; the gender and date of birth always */
export const CONTACT_HIDDEN = 'Not shared with companies';
export const CONTACT_HEADING = 'Contact';
export const ASK_CONTACT_NEEDS_NETWORK = 'Asking needs the network. Please try again when you are online.';
export const ASK_CONTACT_FAILED = 'The candidate could not be asked. Please try again.';
export const TIMELINE_SECTION = 'Timeline';
export const ANSWERS_HEADING = 'Assessment answers';
export const NO_ANSWER = 'No answer';
/** A question added after the applicant submitted (issue 36 R4). */
export const ADDED_AFTER_SUBMIT = {
  asked: 'Added after they submitted: they are asked to answer it. Not answered yet.',
  not_asked: 'Added after they submitted, for new applicants only.',
} as const;
export const NO_RESUME = 'No resume was sent with this application.';
export const DOWNLOAD_RESUME = 'Download resume';
export const RESUME_NEEDS_NETWORK = 'You are offline. Downloading the resume needs the network.';
export const AUDIO_LOADING = 'Loading the recording...';
export const AUDIO_FAILED = 'The recording could not be loaded.';
export const AUDIO_NEEDS_NETWORK = 'You are offline. The recording plays when you are back online.';
export const NOTE_LABEL = 'Private note (only your company sees it)';
export const SAVE_NOTE = 'Save note';
export const NOTE_SAVED = 'Note saved.';
export const NOTE_NEEDS_NETWORK =
  'You are offline. Saving the note needs the network: your text is kept here, so save it again when you are back online.';
export const REASON_LABEL = 'Reason (optional, only your company sees it)';
export const REASON_SHOWN = 'Reason for rejecting (only your company sees it)';
export const BACK_TO_AWAITING = 'Back to Awaiting';
/** Shown beside a recording: its length, m:ss (as the candidate's side words it). */
export const recordingLength = (length: string) => `Length ${length}`;

/** A scored question's answer (issue 36 §5). */
export const CORRECT_ANSWER = 'Correct';
export const wrongAnswer = (correct: readonly string[]) => `Not correct. Correct: ${correct.join(', ')}`;

/** An audio or text answer's private rating and comment (issue 36 §5). */
export const RATING_LABEL = 'Rating';
export const NO_RATING = 'Not rated';
export const REVIEW_COMMENT_LABEL = 'Private comment';
export const REVIEW_SAVED = 'Rating saved';
export const REVIEW_NEEDS_NETWORK =
  'You are offline. Saving a rating needs the network: try again when you are back online.';
export const reviewSaveLabel = (n: number) => `Save rating of answer ${n}`;
// issue 36: the pipeline's stages, the undo window and a colleague's change
export const MOVE_TO_STAGE = 'Move to stage';
export const MOVE = 'Move';
export const UNDO = 'Undo';
export const UNDONE = 'Undone: the candidate was not told.';
export const TOLD_LATER = 'The candidate is told in 2 minutes unless you undo it.';
export const UNDO_TOO_LATE = 'Too late to undo: the candidate has been told.';
export const WITHDRAWN_NOTE = 'The candidate withdrew this application: its stage can no longer change.';
