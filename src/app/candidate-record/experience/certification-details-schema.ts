import { fileProblem } from '@app/ui/file-check';
import {
  CERTIFICATE_TOO_LARGE,
  CERTIFICATE_WRONG_FILE,
  type CertificatePayload,
  ENTER_CERTIFICATE_TYPE,
  ENTER_INSTITUTE,
  SELECT_CERTIFICATE_TYPE,
  SELECT_INSTITUTE,
  UPLOAD_CERTIFICATE,
} from '@contract/candidate-record/certificate';
import { OTHER_OPTION } from '@contract/candidate-record/options';
import { documentRule } from '@contract/files';
import * as v from 'valibot';

/** §8 Certification details. */
export const CERTIFICATE_LISTS_FAILED = 'Error fetching institute and certificate lists.';
export const CERTIFICATE_SAVE_FAILED = 'Error submitting certificate details.';

/** The certificate file's rule and messages (PDF, DOC, DOCX, 5MB; §5 Certification details). */
export const certificateFileRule = documentRule({
  wrongKindMessage: CERTIFICATE_WRONG_FILE,
  tooLargeMessage: CERTIFICATE_TOO_LARGE,
});

/** The form as typed. `file` is a file chosen now; `savedFileName` the one saved before (kept). */
export interface CertificationValues {
  institute: string;
  otherInstitute: string;
  certificateType: string;
  otherCertificateType: string;
  file: File | null;
  savedFileName: string;
}

export const emptyCertification: CertificationValues = {
  institute: '',
  otherInstitute: '',
  certificateType: '',
  otherCertificateType: '',
  file: null,
  savedFileName: '',
};

const isOther = (value: string) => value === OTHER_OPTION;

/** §5 Certification details, on Next. */
export const certificationSchema = v.pipe(
  v.object({
    institute: v.string(),
    otherInstitute: v.string(),
    certificateType: v.string(),
    otherCertificateType: v.string(),
    file: v.nullable(v.instance(File)),
    savedFileName: v.string(),
  }),
  v.forward(
    v.check((values) => values.institute !== '', SELECT_INSTITUTE),
    ['institute'],
  ),
  v.forward(
    v.check((values) => !isOther(values.institute) || values.otherInstitute.trim() !== '', ENTER_INSTITUTE),
    ['otherInstitute'],
  ),
  v.forward(
    v.check((values) => values.certificateType !== '', SELECT_CERTIFICATE_TYPE),
    ['certificateType'],
  ),
  v.forward(
    v.check(
      (values) => !isOther(values.certificateType) || values.otherCertificateType.trim() !== '',
      ENTER_CERTIFICATE_TYPE,
    ),
    ['otherCertificateType'],
  ),
  v.forward(
    v.check((values) => values.file !== null || values.savedFileName !== '', UPLOAD_CERTIFICATE),
    ['file'],
  ),
  v.forward(
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed || !dataset.value.file) return;
      const problem = fileProblem(dataset.value.file, certificateFileRule);
      if (problem) addIssue({ message: problem });
    }),
    ['file'],
  ),
);

/** Choosing an institute other than Other clears the other institute's name. */
export function chooseInstitute(values: CertificationValues, institute: string): CertificationValues {
  return { ...values, institute, otherInstitute: isOther(institute) ? values.otherInstitute : '' };
}

/** Choosing a certificate type other than Other clears the other type's text. */
export function chooseCertificateType(values: CertificationValues, type: string): CertificationValues {
  return {
    ...values,
    certificateType: type,
    otherCertificateType: isOther(type) ? values.otherCertificateType : '',
  };
}

/**
 * The certificate submission (§3). doc_changed '1' sends the file chosen now; '0' keeps the one
 * saved before (re-saving without choosing it again).
 */
export function toCertificatePayload(
  values: CertificationValues,
  certificateId = 0,
): CertificatePayload & { certificate?: File } {
  return {
    certificate_id: certificateId,
    institute: values.institute,
    other_institute: isOther(values.institute) ? values.otherInstitute.trim() : '',
    certificate_type: values.certificateType,
    other_certificate_type: isOther(values.certificateType) ? values.otherCertificateType.trim() : '',
    doc_changed: values.file ? '1' : '0',
    ...(values.file ? { certificate: values.file } : {}),
  };
}

/** The form from what was saved before. */
export function certificationFromSaved(
  saved: {
    institute: string;
    other_institute: string;
    certificate_type: string;
    other_certificate_type: string;
    certificate_file: { file_name: string } | null;
  } | null,
): CertificationValues {
  if (!saved) return emptyCertification;
  return {
    institute: saved.institute,
    otherInstitute: saved.other_institute,
    certificateType: saved.certificate_type,
    otherCertificateType: saved.other_certificate_type,
    file: null,
    savedFileName: saved.certificate_file?.file_name ?? '',
  };
}

/** What a draft keeps (files cannot be stored). */
export function certificationDraft(values: CertificationValues): CertificationValues {
  return { ...values, file: null };
}
