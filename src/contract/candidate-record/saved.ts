import * as v from 'valibot';
import { AVAILABILITY_TYPES, EXPERIENCE_LEVELS, FRESHER_CERTIFICATE_TYPES, PROCESS_TYPES } from './options';

/** A saved upload: its id (for GET /candidates/files/{file_id}, owner only) and original name. */
export const savedFileSchema = v.object({ file_id: v.number(), file_name: v.string() });

export const savedExperienceSchema = v.object({
  experience_id: v.number(),
  experience_level: v.picklist(EXPERIENCE_LEVELS),
  experience_years: v.number(),
  experience_months: v.number(),
  certificate_type: v.union([v.picklist(FRESHER_CERTIFICATE_TYPES), v.literal('')]),
  /** the managerial role ('' until saved) */
  role: v.string(),
  other_role: v.string(),
});

export const savedEmploymentSchema = v.object({
  company_name: v.string(),
  other_company: v.string(),
  role: v.string(),
  from_years: v.number(),
  from_months: v.number(),
  to_years: v.number(),
  to_months: v.number(),
  min_ctc: v.string(),
  max_ctc: v.string(),
  available_type: v.picklist(AVAILABILITY_TYPES),
  available_day: v.number(),
  working_status: v.picklist([0, 1]),
});

export const savedJobPreferenceSchema = v.object({
  process: v.picklist(PROCESS_TYPES),
  preferences: v.string(),
  other_preference: v.string(),
  /** 1 Certified, 0 Non Certified, null when not asked */
  certified: v.nullable(v.picklist([0, 1])),
  ehr_system: v.string(),
  other_ehr_system: v.string(),
  ehr_specializations: v.string(),
  ehr_other: v.string(),
  certificate_type: v.string(),
  certificate_file: v.nullable(savedFileSchema),
});

export const savedCertificateSchema = v.object({
  certificate_id: v.number(),
  institute: v.string(),
  other_institute: v.string(),
  certificate_type: v.string(),
  other_certificate_type: v.string(),
  certificate_file: v.nullable(savedFileSchema),
});

export const savedEducationSchema = v.object({
  education_level_id: v.number(),
  education: v.string(),
  institution: v.string(),
  field_of_study: v.string(),
  end_year: v.number(),
  other_education: v.string(),
  other_institution: v.string(),
  file: v.nullable(savedFileSchema),
});
