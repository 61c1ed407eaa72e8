import { apiBlob } from '@app/api/client';
import { RECRUITER_AUDIO_PATH, RECRUITER_RESUME_PATH } from '@contract/recruiter/applicants';
import { fillPath } from '@contract/recruiter/paths';

/** GET the resume the applicant applied with, as a Blob (the bearer token is needed: no plain link). */
export function getApplicantResume(applicationId: number, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(fillPath(RECRUITER_RESUME_PATH, { application_id: applicationId }), { signal });
}

/** GET an audio answer's recording, as a Blob for an <audio> element's object URL. */
export function getApplicantAudio(
  applicationId: number,
  questionId: number,
  signal?: AbortSignal,
): Promise<Blob> {
  return apiBlob(fillPath(RECRUITER_AUDIO_PATH, { application_id: applicationId, question_id: questionId }), {
    signal,
  });
}
