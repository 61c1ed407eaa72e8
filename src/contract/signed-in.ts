/**
 * Loose payload types of the signed-in area's assessment calls (signed-in-area.md §3, §7). The
 * profile and account calls are declared in profile.ts and account.ts.
 */
/** One item of the `answers` JSON part of POST /candidates/submit_assessment. */
export interface AssessmentAnswerItem {
  assessment_id: number;
  answer?: string;
  audio_index?: number;
}
export type AssessmentStatus = 'draft' | 'submitted';
