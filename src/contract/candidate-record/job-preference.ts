import * as v from 'valibot';
import { namesField } from './fields';
import { PROCESS_TYPES } from './options';
import { flagField, optionalText } from './wire-fields';

/** signed-out-and-onboarding.md §5 Looking for, Fresher looking for. */
export const SELECT_PROCESS = 'Please select a process (Voice or Non-voice)';
export const SELECT_PROCESS_TYPE = 'Please select a process type.';
export const SELECT_VOICE_OPTION = 'Please select at least one Voice Process option';
export const SPECIFY_VOICE_OTHER = 'Please specify the "Other" Voice Process option';
export const SELECT_NON_VOICE_OPTION = 'Please select at least one Non-Voice Process option';
export const SPECIFY_NON_VOICE_OTHER = 'Please specify the "Other" Non-Voice Process option';
export const SELECT_CODING_CERTIFIED = 'Please select Certified or Non Certified for Coding';
export const SELECT_EHR_SYSTEM = 'Please select at least one EHR system';
export const SPECIFY_EHR_OTHER = 'Please specify the "Other" EHR system';
export const SELECT_SPECIALIZATION = 'Please select at least one specialization';
export const SPECIFY_SPECIALIZATION_OTHER = 'Please specify the "Other" specialization';
export const SELECT_CERTIFICATION_TYPE = 'Please select a certification type';
export const SPECIFY_CERTIFICATION_OTHER = 'Please specify the "Other" certification type';
export const LOOKING_FOR_WRONG_FILE = 'Only PDF, DOC, or DOCX files are allowed';

/** The preference's choices, as both calls send them (names checked against the lists by the server). */
const choiceFields = {
  process: v.picklist(PROCESS_TYPES, SELECT_PROCESS),
  preferences: namesField('preferences'),
  other_preference: optionalText('other_preference'),
  ehr_system: namesField('ehr_system'),
  other_ehr_system: optionalText('other_ehr_system'),
  ehr_specializations: namesField('ehr_specializations'),
  ehr_other: optionalText('ehr_other'),
  certificate_type: optionalText('certificate_type'),
};

/**
 * The job preference (§3): multipart from /lookingfor (text parts below, `certificate` file when
 * Certified), or JSON `{process}` only from /fresher-lookingfor. The server checks every name
 * against the lists, and the rules of §5 (a Fresher's preference has only `process`).
 */
export const jobPreferencePayloadSchema = v.object({
  user_id: v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String)), ''),
  ...choiceFields,
  /** '1' Certified, '0' Non Certified: sent only for non-voice with Coding ticked */
  certified: v.optional(flagField('certified')),
  /** '1' when the saved certificate file is kept as it is (re-saving without choosing it again) */
  keep_certificate: v.optional(flagField('keep_certificate'), 0),
});
export type JobPreferencePayload = v.InferInput<typeof jobPreferencePayloadSchema>;

/** The same preference in Edit Profile (profile_details' `job_preference`). */
export const jobPreferencePartSchema = v.object({
  ...choiceFields,
  /** 1 Certified, 0 Non Certified: for non-voice with Coding only */
  certified: v.optional(v.nullable(flagField('certified'))),
  /** '1' keeps the saved certificate file when no certificate_file part is sent */
  keep_certificate: v.optional(flagField('keep_certificate'), 1),
});
export type JobPreferencePart = v.InferInput<typeof jobPreferencePartSchema>;
