import { ApiError, NetworkError } from '@app/api/client';
import { NEEDS_NETWORK, submissionError, submitFailed } from './assessment-texts';

export type SubmitFailureKind =
  /** no answer came and no service worker kept the write: it needs the network */
  | 'network'
  /** the server found a required question unanswered */
  | 'required'
  /** already submitted (final): the screen reloads the job and shows the answers read-only */
  | 'submitted'
  /** any other refusal */
  | 'refused'
  /** an exception while building or sending */
  | 'exception';

export interface SubmitFailure {
  kind: SubmitFailureKind;
  message: string;
}

/**
 * What a failed Save Draft or Submit shows (§8 Assessment), decided on the error's code, never on
 * its wording: 'Submit failed: {message or Unknown server error}' for a refusal, 'Error occurred
 * during submission: {error}' for an exception, and in plain words that it needs the network.
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (error instanceof NetworkError) return { kind: 'network', message: NEEDS_NETWORK };
  if (error instanceof ApiError) {
    switch (error.code) {
      case 'question_required':
        // the server's "Question {n} is required." (its own numbering of the same list)
        return { kind: 'required', message: error.serverMessage ?? submitFailed(undefined) };
      case 'assessment_submitted':
        return { kind: 'submitted', message: submitFailed(error.serverMessage) };
      case 'invalid_answer':
        return { kind: 'refused', message: submitFailed(undefined) };
      default:
        return { kind: 'refused', message: submitFailed(error.serverMessage) };
    }
  }
  const text = error instanceof Error ? error.message || error.name : String(error);
  return { kind: 'exception', message: submissionError(text) };
}
