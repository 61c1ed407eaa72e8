import { fileProblem } from '@app/ui/file-check';
import { UPLOAD_CERTIFICATE } from '@contract/candidate-record/certificate';
import {
  type JobPreferencePayload,
  LOOKING_FOR_WRONG_FILE,
  SELECT_CERTIFICATION_TYPE,
  SELECT_CODING_CERTIFIED,
  SELECT_EHR_SYSTEM,
  SELECT_NON_VOICE_OPTION,
  SELECT_PROCESS,
  SELECT_SPECIALIZATION,
  SELECT_VOICE_OPTION,
  SPECIFY_CERTIFICATION_OTHER,
  SPECIFY_EHR_OTHER,
  SPECIFY_NON_VOICE_OTHER,
  SPECIFY_SPECIALIZATION_OTHER,
  SPECIFY_VOICE_OTHER,
} from '@contract/candidate-record/job-preference';
import {
  CERTIFIED_CHOICES,
  type CertifiedChoice,
  CODING_OPTION,
  OTHER_OPTION,
  PROCESS_TYPES,
  type ProcessType,
} from '@contract/candidate-record/options';
import { joinNames, splitNames } from '@contract/candidate-record/wire-fields';
import { documentRule } from '@contract/files';
import type { OnboardingLists } from '@contract/lists';
import * as v from 'valibot';

/** §8 Looking for. */
export const LOOKING_FOR_LISTS_FAILED = 'Failed to fetch options';
export const LOOKING_FOR_SAVE_FAILED = 'Failed to save job preferences';

/** The certificate file (PDF, DOC, DOCX by extension; the dialog also keeps the 5MB limit). */
export const lookingForFileRule = documentRule({ wrongKindMessage: LOOKING_FOR_WRONG_FILE });

/** The form as typed. `file` is a file chosen now; `savedFileName` the one saved before (kept). */
export interface LookingForValues {
  process: ProcessType | '';
  voice: string[];
  otherVoice: string;
  nonVoice: string[];
  otherNonVoice: string;
  certified: CertifiedChoice | '';
  certificationType: string;
  otherCertification: string;
  file: File | null;
  savedFileName: string;
  ehr: string[];
  otherEhr: string;
  specializations: string[];
  otherSpecialization: string;
}

export const emptyLookingFor: LookingForValues = {
  process: '',
  voice: [],
  otherVoice: '',
  nonVoice: [],
  otherNonVoice: '',
  certified: '',
  certificationType: '',
  otherCertification: '',
  file: null,
  savedFileName: '',
  ehr: [],
  otherEhr: '',
  specializations: [],
  otherSpecialization: '',
};

const blank = (text: string) => text.trim() === '';
const hasOther = (names: readonly string[]) => names.includes(OTHER_OPTION);
const isVoice = (values: LookingForValues) => values.process === 'voice';
const isNonVoice = (values: LookingForValues) => values.process === 'nonvoice';
const asksCertified = (values: LookingForValues) =>
  isNonVoice(values) && values.nonVoice.includes(CODING_OPTION);
const isCertified = (values: LookingForValues) => asksCertified(values) && values.certified === 'Certified';

type Rule = [check: (values: LookingForValues) => boolean, message: string, field: keyof LookingForValues];

/** §5 Looking for, on Next: each rule holds when `check` is true; its message shows under `field`. */
const RULES: Rule[] = [
  [(values) => values.process !== '', SELECT_PROCESS, 'process'],
  [(values) => !isVoice(values) || values.voice.length > 0, SELECT_VOICE_OPTION, 'voice'],
  [
    (values) => !isVoice(values) || !hasOther(values.voice) || !blank(values.otherVoice),
    SPECIFY_VOICE_OTHER,
    'otherVoice',
  ],
  [(values) => !isNonVoice(values) || values.nonVoice.length > 0, SELECT_NON_VOICE_OPTION, 'nonVoice'],
  [
    (values) => !isNonVoice(values) || !hasOther(values.nonVoice) || !blank(values.otherNonVoice),
    SPECIFY_NON_VOICE_OTHER,
    'otherNonVoice',
  ],
  [(values) => !asksCertified(values) || values.certified !== '', SELECT_CODING_CERTIFIED, 'certified'],
  [
    (values) => !isCertified(values) || values.certificationType !== '',
    SELECT_CERTIFICATION_TYPE,
    'certificationType',
  ],
  [
    (values) =>
      !isCertified(values) || values.certificationType !== OTHER_OPTION || !blank(values.otherCertification),
    SPECIFY_CERTIFICATION_OTHER,
    'otherCertification',
  ],
  [(values) => values.ehr.length > 0, SELECT_EHR_SYSTEM, 'ehr'],
  [(values) => !hasOther(values.ehr) || !blank(values.otherEhr), SPECIFY_EHR_OTHER, 'otherEhr'],
  [(values) => values.specializations.length > 0, SELECT_SPECIALIZATION, 'specializations'],
  [
    (values) => !hasOther(values.specializations) || !blank(values.otherSpecialization),
    SPECIFY_SPECIALIZATION_OTHER,
    'otherSpecialization',
  ],
];

export const lookingForSchema = v.pipe(
  v.object({
    process: v.union([v.picklist(PROCESS_TYPES), v.literal('')]),
    voice: v.array(v.string()),
    otherVoice: v.string(),
    nonVoice: v.array(v.string()),
    otherNonVoice: v.string(),
    certified: v.union([v.picklist(CERTIFIED_CHOICES), v.literal('')]),
    certificationType: v.string(),
    otherCertification: v.string(),
    file: v.nullable(v.instance(File)),
    savedFileName: v.string(),
    ehr: v.array(v.string()),
    otherEhr: v.string(),
    specializations: v.array(v.string()),
    otherSpecialization: v.string(),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const values = dataset.value as LookingForValues;
    for (const [check, message, field] of RULES) {
      if (!check(values)) addIssue({ message, path: [pathItem(values, field)] });
    }
    // the server refuses Certified without a certificate (a file chosen now or the saved one)
    if (isCertified(values) && !values.file && values.savedFileName === '') {
      addIssue({ message: UPLOAD_CERTIFICATE, path: [pathItem(values, 'file')] });
    }
    if (isCertified(values) && values.file) {
      const problem = fileProblem(values.file, lookingForFileRule);
      if (problem) addIssue({ message: problem, path: [pathItem(values, 'file')] });
    }
  }),
);

/** An issue's path to one field of the form (so the form shows it under that field). */
function pathItem(values: LookingForValues, key: keyof LookingForValues): v.ObjectPathItem {
  return {
    type: 'object',
    origin: 'value',
    input: { ...values },
    key,
    value: values[key],
  };
}

/* ---- What a choice clears (§4 Looking for) ---- */

/** Clicking a process: the active one deselects; leaving a process clears what it held. */
export function toggleProcess(values: LookingForValues, clicked: ProcessType): LookingForValues {
  const process = values.process === clicked ? '' : clicked;
  let next: LookingForValues = { ...values, process };
  if (values.process === 'voice' && process !== 'voice') next = { ...next, voice: [], otherVoice: '' };
  if (values.process === 'nonvoice' && process !== 'nonvoice') {
    next = { ...next, nonVoice: [], otherNonVoice: '', ...noCertification };
  }
  return next;
}

const noCertification = {
  certified: '' as const,
  certificationType: '',
  otherCertification: '',
  file: null,
  savedFileName: '',
};
const noCertificate = { certificationType: '', otherCertification: '', file: null, savedFileName: '' };

/** Ticking voice options: unticking Other clears its text. */
export function setVoiceOptions(values: LookingForValues, voice: string[]): LookingForValues {
  return { ...values, voice, otherVoice: hasOther(voice) ? values.otherVoice : '' };
}

/** Ticking non-voice options: unticking Coding clears the certification; unticking Other its text. */
export function setNonVoiceOptions(values: LookingForValues, nonVoice: string[]): LookingForValues {
  return {
    ...values,
    nonVoice,
    otherNonVoice: hasOther(nonVoice) ? values.otherNonVoice : '',
    ...(nonVoice.includes(CODING_OPTION) ? {} : noCertification),
  };
}

/** Certified / Non Certified: Non Certified clears the type, the file and the text. */
export function chooseCertified(values: LookingForValues, certified: CertifiedChoice): LookingForValues {
  return { ...values, certified, ...(certified === 'Certified' ? {} : noCertificate) };
}

/** A certification type other than Other clears the certification's specify text. */
export function chooseCertificationType(values: LookingForValues, type: string): LookingForValues {
  return {
    ...values,
    certificationType: type,
    otherCertification: type === OTHER_OPTION ? values.otherCertification : '',
  };
}

/** EHR systems: unticking Other clears its text. */
export function setEhrSystems(values: LookingForValues, ehr: string[]): LookingForValues {
  return { ...values, ehr, otherEhr: hasOther(ehr) ? values.otherEhr : '' };
}

/** Specializations: unticking Other clears its text. */
export function setSpecializations(values: LookingForValues, specializations: string[]): LookingForValues {
  return {
    ...values,
    specializations,
    otherSpecialization: hasOther(specializations) ? values.otherSpecialization : '',
  };
}

/** A name ticked or unticked in a list. */
export function toggleName(names: readonly string[], name: string): string[] {
  return names.includes(name) ? names.filter((item) => item !== name) : [...names, name];
}

/** The EHR search: names containing the text, case-insensitively. */
export function filterNames(names: readonly string[], search: string): string[] {
  const wanted = search.trim().toLowerCase();
  return wanted === '' ? [...names] : names.filter((name) => name.toLowerCase().includes(wanted));
}

/* ---- The payload (§3) ---- */

/**
 * The job preference (multipart): lists joined by ', ', the other_ texts only with Other ticked,
 * `certified` '1'/'0' only for non-voice with Coding, the certification (its type, or the Other
 * text in its place) and the file only when Certified.
 */
export function toJobPreferencePayload(
  values: LookingForValues,
  userId: number | null = null,
): JobPreferencePayload & { certificate?: File } {
  const process = values.process as ProcessType;
  const chosen = process === 'voice' ? values.voice : values.nonVoice;
  const otherText = process === 'voice' ? values.otherVoice : values.otherNonVoice;
  const certified = isCertified(values);
  return {
    ...(userId !== null ? { user_id: String(userId) } : {}),
    process,
    preferences: joinNames(chosen),
    other_preference: hasOther(chosen) ? otherText.trim() : '',
    ehr_system: joinNames(values.ehr),
    other_ehr_system: hasOther(values.ehr) ? values.otherEhr.trim() : '',
    ehr_specializations: joinNames(values.specializations),
    ehr_other: hasOther(values.specializations) ? values.otherSpecialization.trim() : '',
    certificate_type: certified
      ? values.certificationType === OTHER_OPTION
        ? values.otherCertification.trim()
        : values.certificationType
      : '',
    ...(asksCertified(values) ? { certified: certified ? '1' : '0' } : {}),
    keep_certificate: certified && !values.file && values.savedFileName !== '' ? '1' : '0',
    ...(certified && values.file ? { certificate: values.file } : {}),
  };
}

/** The form from what was saved before (a certification type not in the list is Other's text). */
export function lookingForFromSaved(
  saved: {
    process: ProcessType;
    preferences: string;
    other_preference: string;
    certified: 0 | 1 | null;
    ehr_system: string;
    other_ehr_system: string;
    ehr_specializations: string;
    ehr_other: string;
    certificate_type: string;
    certificate_file: { file_name: string } | null;
  } | null,
  lists: Pick<OnboardingLists, 'certifications'>,
): LookingForValues {
  if (!saved) return emptyLookingFor;
  const chosen = splitNames(saved.preferences);
  const voice = saved.process === 'voice';
  const type = saved.certificate_type;
  const known = type === '' || lists.certifications.some((item) => item.name === type);
  return {
    ...emptyLookingFor,
    process: saved.process,
    voice: voice ? chosen : [],
    otherVoice: voice ? saved.other_preference : '',
    nonVoice: voice ? [] : chosen,
    otherNonVoice: voice ? '' : saved.other_preference,
    certified: saved.certified === null ? '' : saved.certified === 1 ? 'Certified' : 'Non Certified',
    certificationType: known ? type : OTHER_OPTION,
    otherCertification: known ? '' : type,
    savedFileName: saved.certificate_file?.file_name ?? '',
    ehr: splitNames(saved.ehr_system),
    otherEhr: saved.other_ehr_system,
    specializations: splitNames(saved.ehr_specializations),
    otherSpecialization: saved.ehr_other,
  };
}

/** What a draft keeps (files cannot be stored). */
export function lookingForDraft(values: LookingForValues): LookingForValues {
  return { ...values, file: null };
}
