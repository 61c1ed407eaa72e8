import { hasExperienceDuration } from '@contract/candidate-record/experience';
import { CODING_OPTION } from '@contract/candidate-record/options';
import type { EditProfileValues } from './edit-profile-values';

/** Which blocks of Edit Profile show (signed-in-area.md §4 Edit profile form). */
export interface ProfileBlocks {
  /** freshers: Certified Medical Coder or Others */
  fresherType: boolean;
  /** a Certified Medical Coder fresher: the certificate (institute, type, document) */
  fresherCertificate: boolean;
  /** a Certified Medical Coder fresher's process is non-voice, not to be changed */
  processLocked: boolean;
  /** non-freshers: years and months of experience */
  yearsAndMonths: boolean;
  /** non-freshers: the voice or non-voice options (the job preferences) */
  preferences: boolean;
  /** non-freshers: EHR systems and specializations */
  ehr: boolean;
  /** experienced and managerial: the company list */
  companies: boolean;
  /** managerial: Experience at */
  experienceAt: boolean;
  /** non-freshers with non-voice process and Coding ticked: Certified / Non-Certified */
  certified: boolean;
  /** ... and Certified: certification type and certificate */
  certification: boolean;
  /** some company entry has To = At Present: availability, current and expected pay */
  currentEmployment: boolean;
  /** ... and availability notice_period: the days */
  noticeDays: boolean;
}

type BlockInput = Pick<EditProfileValues, 'level' | 'fresherType' | 'lookingFor' | 'employment'>;

/** The blocks the values show, rule by rule of §4. */
export function profileBlocks(values: BlockInput): ProfileBlocks {
  const fresher = values.level === 'freshers';
  const experienced = hasExperienceDuration(values.level);
  const coder = fresher && values.fresherType === 'medical_coder';
  const certified =
    experienced &&
    values.lookingFor.process === 'nonvoice' &&
    values.lookingFor.nonVoice.includes(CODING_OPTION);
  const currentEmployment = experienced && values.employment.entries.some((entry) => entry.current);
  return {
    fresherType: fresher,
    fresherCertificate: coder,
    processLocked: coder,
    yearsAndMonths: experienced,
    preferences: experienced,
    ehr: experienced,
    companies: experienced,
    experienceAt: values.level === 'managerial',
    certified,
    certification: certified && values.lookingFor.certified === 'Certified',
    currentEmployment,
    noticeDays: currentEmployment && values.employment.availability === 'notice_period',
  };
}

/**
 * The values after a change of level or fresher type: a fresher choosing Certified Medical Coder
 * has process non-voice (§4).
 */
export function withForcedProcess<T extends BlockInput>(values: T): T {
  if (values.level !== 'freshers' || values.fresherType !== 'medical_coder') return values;
  if (values.lookingFor.process === 'nonvoice') return values;
  return { ...values, lookingFor: { ...values.lookingFor, process: 'nonvoice' } };
}
