import { apiBlob } from '@app/api/client';
import { ASSESSMENT_AUDIO_PATH } from '@contract/assessment';

/**
 * GET /candidates/assessment_audio/{fileId}.webm: a saved recording, for its owner only (bearer
 * token), as a Blob to play through an object URL.
 */
export function getAssessmentAudio(fileId: number, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(`${ASSESSMENT_AUDIO_PATH}/${fileId}.webm`, { signal });
}
