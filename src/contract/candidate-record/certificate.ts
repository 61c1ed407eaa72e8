import * as v from 'valibot';
import { idField } from '../ids';
import { flagField, optionalText, requiredText } from './wire-fields';

/** signed-out-and-onboarding.md §5 Certification details. */
export const SELECT_INSTITUTE = 'Please select an institute.';
export const ENTER_INSTITUTE = 'Please enter the institute name.';
export const SELECT_CERTIFICATE_TYPE = 'Please select a certificate type.';
export const ENTER_CERTIFICATE_TYPE = 'Please enter the certificate type.';
export const UPLOAD_CERTIFICATE = 'Please upload a certificate.';
export const CERTIFICATE_WRONG_FILE = 'Only PDF, DOC, or DOCX files are allowed.';
export const CERTIFICATE_TOO_LARGE = 'File size must not exceed 5MB.';

/** The certificate's names, as both calls send them: from the lists, or Other with its text. */
const certificateFields = {
  institute: requiredText('institute', SELECT_INSTITUTE),
  other_institute: optionalText('other_institute'),
  certificate_type: requiredText('certificate_type', SELECT_CERTIFICATE_TYPE),
  other_certificate_type: optionalText('other_certificate_type'),
};

/**
 * The certificate submission (§3), multipart. `institute` and `certificate_type` are names from
 * the lists (certificateInstitutes, certifications) or 'Other' with the other_ text.
 * `doc_changed` '1' sends a new `certificate` file; '0' keeps the one saved before.
 */
export const certificatePayloadSchema = v.object({
  certificate_id: v.optional(idField('certificate_id', 0), 0),
  ...certificateFields,
  doc_changed: v.optional(flagField('doc_changed'), 1),
});
export type CertificatePayload = v.InferInput<typeof certificatePayloadSchema>;

/** The same certificate in Edit Profile (profile_details' `fresher_certificate`). */
export const fresherCertificatePartSchema = v.object({
  ...certificateFields,
  /** '1': the fr_certificate part replaces the saved file; '0' keeps it */
  doc_changed: v.optional(flagField('doc_changed'), 0),
});
export type FresherCertificatePart = v.InferInput<typeof fresherCertificatePartSchema>;
