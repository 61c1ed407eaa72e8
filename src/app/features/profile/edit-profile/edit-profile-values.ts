import { type EducationValues, emptyEducation } from '@app/candidate-record/education/education-schema';
import {
  type EmploymentValues,
  employmentFromSaved,
  toEmploymentPayload,
} from '@app/candidate-record/employment/employment-schema';
import {
  type CertificationValues,
  certificationFromSaved,
  toCertificatePayload,
} from '@app/candidate-record/experience/certification-details-schema';
import {
  emptyLookingFor,
  type LookingForValues,
  lookingForFromSaved,
  toJobPreferencePayload,
} from '@app/candidate-record/looking-for/looking-for-schema';
import { displayToIsoDate, isoToDisplayDate } from '@app/candidate-record/profile-overview/date-of-birth';
import {
  EDUCATION_LEVELS,
  type ExperienceLevel,
  type FresherCertificateType,
  GENDERS,
  type Gender,
  MANAGER_ROLES,
  type ManagerRole,
  OTHER_OPTION,
  type ProcessType,
  WORK_TYPES,
  type WorkType,
} from '@contract/candidate-record/options';
import { splitNames } from '@contract/candidate-record/wire-fields';
import type { FilesInput } from '@contract/endpoint';
import type { OnboardingLists } from '@contract/lists';
import type {
  EducationItem,
  EmploymentItem,
  ExperiencePart,
  FresherCertificatePart,
  JobPreferencePart,
  ProfileDetailsResult,
  ProfilePart,
  saveProfileDetails,
  UserDetailsPart,
} from '@contract/profile';
import type { UseFormReturnType } from '@mantine/form';
import { withForcedProcess } from './profile-blocks';

/** One education block of Edit Profile: the onboarding education form plus its saved id and key. */
export interface EducationEntryValues extends EducationValues {
  /** a stable key for the block (React list key), never sent */
  key: string;
  /** the saved education this block edits (keeps its document), null for a new one */
  educationId: number | null;
  /** optional start year, 'YYYY' or '' */
  startYear: string;
}

/**
 * The Edit Profile form (signed-in-area.md §2, §3): the five sections, as typed. The sub-forms are
 * the onboarding steps' own values (employment, looking for, the fresher certificate, education),
 * so their controls and rules are reused. Files chosen now sit in the sub-values (`file`) and are
 * left out of the local draft.
 */
export interface EditProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  gender: Gender | '';
  /** DD/MM/YYYY, as shown and typed */
  dateOfBirth: string;
  /** The link list (§2): the contract keeps one link, the LinkedIn URL; it never drops below one. */
  links: string[];
  level: ExperienceLevel | '';
  fresherType: FresherCertificateType | '';
  years: string;
  months: string;
  /** 'Experience at' (managerial only) */
  managerRole: ManagerRole | '';
  otherManagerRole: string;
  /** process, its options, Coding's Certified / Non Certified, certification, EHR, specializations */
  lookingFor: LookingForValues;
  /** a Certified Medical Coder fresher's certificate */
  certification: CertificationValues;
  employment: EmploymentValues;
  educations: EducationEntryValues[];
  /** the resume: a new file, or the saved one's name ('' after removing it) */
  resume: File | null;
  savedResumeName: string;
  resumeChanged: boolean;
  preferredLocations: string[];
  currentLocation: string;
  workPreferences: WorkType[];
  willingToRelocate: boolean;
  willingForNightShift: boolean;
}

/** The Edit Profile form (@mantine/form) its sections fill. */
export type EditProfileForm = UseFormReturnType<EditProfileValues>;

let keySerial = 0;
function nextKey(): string {
  keySerial += 1;
  return `education-${Date.now().toString(36)}-${keySerial}`;
}

export function emptyEducationEntry(): EducationEntryValues {
  return { ...emptyEducation, key: nextKey(), educationId: null, startYear: '' };
}

const flag = (value: boolean) => (value ? 1 : 0) as 0 | 1;

/** The form from GET /candidates/profile_details (a certification type not in the lists is Other's text). */
export function editProfileFromDetails(
  details: ProfileDetailsResult,
  lists: Pick<OnboardingLists, 'certifications'>,
): EditProfileValues {
  const { user_details: user, profile, experience, job_preference: preference } = details;
  const level = experience?.experience_level ?? '';
  const fresher = level === 'freshers';
  const managerRole = experience?.role ?? '';
  const known = (MANAGER_ROLES as readonly string[]).includes(managerRole);
  const lookingFor = preference
    ? lookingForFromSaved(
        {
          process: preference.process,
          preferences: fresher ? '' : preference.preferences,
          other_preference: fresher ? '' : preference.other_preference,
          certified: fresher ? null : preference.certified,
          ehr_system: preference.ehr_system,
          other_ehr_system: preference.other_ehr_system,
          ehr_specializations: preference.ehr_specializations,
          ehr_other: preference.ehr_other,
          certificate_type: preference.certificate?.certificate_type ?? '',
          certificate_file: preference.certificate_files[0] ?? null,
        },
        lists,
      )
    : emptyLookingFor;
  const work = splitNames(profile?.preference.open_to_work ?? '');
  const gender = profile?.gender ?? '';
  // a Certified Medical Coder fresher's process is non-voice (§4), saved or not
  return withForcedProcess({
    firstName: user.first_name,
    lastName: user.last_name,
    phone: user.phone_no,
    email: user.email,
    gender: (GENDERS as readonly string[]).includes(gender) ? (gender as Gender) : '',
    dateOfBirth: isoToDisplayDate(profile?.date_of_birth ?? ''),
    links: [profile?.linkedin_url ?? ''],
    level,
    fresherType: experience?.certificate_type ?? '',
    years: experience && !fresher ? String(experience.experience_years) : '',
    months: experience && !fresher ? String(experience.experience_months) : '',
    managerRole: known ? (managerRole as ManagerRole) : '',
    otherManagerRole: experience?.other_role ?? '',
    lookingFor,
    certification: certificationFromSaved(
      details.fresher_certificate
        ? {
            ...details.fresher_certificate,
            certificate_file: details.fresher_certificate.certificate_name
              ? { file_name: details.fresher_certificate.certificate_name }
              : null,
          }
        : null,
    ),
    employment: employmentFromSaved(details.employment),
    educations: details.education.map((item) => ({
      key: nextKey(),
      educationId: item.education_id,
      level: EDUCATION_LEVELS.find((entry) => entry.name === item.field_of_study)?.name ?? '',
      education: item.education,
      otherEducation: item.other_education,
      institution: item.institution,
      otherInstitution: item.other_institution,
      startYear: item.start_year === null ? '' : String(item.start_year),
      year: String(item.end_year),
      file: null,
      savedFileName: item.files[0]?.file_name ?? '',
    })),
    resume: null,
    savedResumeName: profile?.resume_file?.file_name ?? '',
    resumeChanged: false,
    preferredLocations: profile?.preference.preferred_location ?? [],
    currentLocation: profile?.preference.current_work_location ?? '',
    workPreferences: WORK_TYPES.filter((type) => work.includes(type)),
    willingToRelocate: profile?.preference.willing_to_relocate === 1,
    willingForNightShift: profile?.preference.willing_for_night_shift === 1,
  });
}

/** What the local draft keeps: everything but the files (they cannot be stored). */
export function editProfileDraft(values: EditProfileValues): EditProfileValues {
  return {
    ...values,
    resume: null,
    lookingFor: { ...values.lookingFor, file: null },
    certification: { ...values.certification, file: null },
    educations: values.educations.map((item) => ({ ...item, file: null })),
  };
}

/** The verify_otp tokens of a changed e-mail and phone (memory only). */
export interface ContactTokens {
  email_verification_token?: string;
  phone_verification_token?: string;
}

type SaveFiles = FilesInput<typeof saveProfileDetails>;
/** The multipart input of POST /candidates/profile_details: the JSON parts and the files. */
export type ProfileSaveInput = {
  user_details: UserDetailsPart;
  profile: ProfilePart;
  experience: ExperiencePart;
  job_preference: JobPreferencePart | null;
  employment: EmploymentItem[];
  education: EducationItem[];
  fresher_certificate: FresherCertificatePart | null;
} & SaveFiles;

/**
 * The save call's parts (§7) from valid values: freshers send no companies and only the process
 * (non-voice for a Certified Medical Coder, with the certificate); the date as YYYY-MM-DD; the
 * education documents as education_files, each named by its item's file_index.
 */
export function toProfileSaveInput(values: EditProfileValues, tokens: ContactTokens = {}): ProfileSaveInput {
  const fresher = values.level === 'freshers';
  const coder = fresher && values.fresherType === 'medical_coder';
  const managerial = values.level === 'managerial';
  const files: Blob[] = [];
  const education: EducationItem[] = values.educations.map((item) => {
    const level = EDUCATION_LEVELS.find((entry) => entry.name === item.level) ?? EDUCATION_LEVELS[0];
    let fileIndex: number | null = null;
    if (item.file) {
      fileIndex = files.length;
      files.push(item.file);
    }
    return {
      education_id: item.educationId,
      education_level_id: level.id,
      education: item.education,
      other_education: item.education === OTHER_OPTION ? item.otherEducation.trim() : '',
      institution: item.institution,
      other_institution: item.institution === OTHER_OPTION ? item.otherInstitution.trim() : '',
      field_of_study: level.name,
      start_year: item.startYear.trim() === '' ? null : item.startYear.trim(),
      end_year: item.year.trim(),
      file_index: fileIndex,
      keep_file: !item.file && item.savedFileName !== '' ? 1 : 0,
    };
  });

  let jobPreference: JobPreferencePart | null = null;
  let certificateFile: File | undefined;
  if (fresher) {
    const process: ProcessType | '' = coder ? 'nonvoice' : values.lookingFor.process;
    jobPreference = process === '' ? null : { process };
  } else if (values.lookingFor.process !== '') {
    const { certificate, ...part } = toJobPreferencePayload(values.lookingFor);
    certificateFile = certificate;
    jobPreference = {
      process: part.process,
      preferences: part.preferences,
      other_preference: part.other_preference,
      ehr_system: part.ehr_system,
      other_ehr_system: part.other_ehr_system,
      ehr_specializations: part.ehr_specializations,
      ehr_other: part.ehr_other,
      certificate_type: part.certificate_type,
      certified: part.certified === undefined ? null : part.certified === '1' ? 1 : 0,
      keep_certificate: part.keep_certificate === '1' ? 1 : 0,
    };
  }

  let fresherCertificate: FresherCertificatePart | null = null;
  let frCertificate: File | undefined;
  if (coder) {
    const { certificate, ...part } = toCertificatePayload(values.certification);
    frCertificate = certificate;
    fresherCertificate = {
      institute: part.institute,
      other_institute: part.other_institute,
      certificate_type: part.certificate_type,
      other_certificate_type: part.other_certificate_type,
      doc_changed: part.doc_changed === '1' ? 1 : 0,
    };
  }

  return {
    user_details: {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      phone_no: values.phone.trim(),
      email: values.email.trim(),
      ...tokens,
    },
    profile: {
      gender: values.gender as Gender,
      date_of_birth: displayToIsoDate(values.dateOfBirth) ?? '',
      linkedin_url: (values.links[0] ?? '').trim(),
      resume_changed: flag(values.resumeChanged),
      preference: {
        preferred_location: values.preferredLocations,
        current_work_location: values.currentLocation.trim(),
        open_to_work: WORK_TYPES.filter((type) => values.workPreferences.includes(type)).join(', '),
        willing_to_relocate: flag(values.willingToRelocate),
        willing_for_night_shift: flag(values.willingForNightShift),
      },
    },
    experience: {
      experience_level: values.level as ExperienceLevel,
      experience_years: fresher ? 0 : values.years.trim() || '0',
      experience_months: fresher ? 0 : values.months.trim() || '0',
      role: managerial ? values.managerRole : '',
      other_role: managerial && values.managerRole === OTHER_OPTION ? values.otherManagerRole.trim() : '',
      certificate_type: fresher ? values.fresherType : '',
    },
    job_preference: jobPreference,
    employment: fresher ? [] : (toEmploymentPayload(values.employment) as EmploymentItem[]),
    education,
    fresher_certificate: fresherCertificate,
    ...(files.length > 0 ? { education_files: files } : {}),
    ...(certificateFile ? { certificate_file: certificateFile } : {}),
    ...(frCertificate ? { fr_certificate: frCertificate } : {}),
    ...(values.resumeChanged && values.resume ? { resume: values.resume } : {}),
  };
}
