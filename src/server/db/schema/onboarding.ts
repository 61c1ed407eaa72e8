// A candidate's onboarding record: experience, employments, what they look for, certificate, education, profile.
import { boolean, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownerKey } from './accounts';
import { fileRef } from './files';

/** Onboarding: the experience level (one per candidate) and, for a Manager, the role. */
export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    /** freshers | experienced | managerial */
    level: text('level').notNull(),
    years: smallint('years').notNull(),
    months: smallint('months').notNull(),
    location: text('location').notNull(),
    /** a Fresher's type: medical_coder | others; '' for the others */
    certificateType: text('certificate_type').notNull().default(''),
    /** the managerial role ('' until saved) */
    role: text('role').notNull().default(''),
    otherRole: text('other_role').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('experiences_user_key').on(t.userId)],
);

/** Onboarding: the employments, in the order they were sent (`position`). */
export const employments = pgTable(
  'employments',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    position: smallint('position').notNull(),
    companyName: text('company_name').notNull(),
    otherCompany: text('other_company').notNull(),
    role: text('role').notNull(),
    fromYears: smallint('from_years').notNull(),
    fromMonths: smallint('from_months').notNull(),
    toYears: smallint('to_years').notNull(),
    toMonths: smallint('to_months').notNull(),
    minCtc: text('min_ctc').notNull(),
    maxCtc: text('max_ctc').notNull(),
    availableType: text('available_type').notNull(),
    availableDay: smallint('available_day').notNull(),
    workingStatus: smallint('working_status').notNull(),
  },
  (t) => [uniqueIndex('employments_user_position_key').on(t.userId, t.position)],
);

/** Onboarding: what the candidate is looking for (one per candidate). Lists joined by ', '. */
export const jobPreferences = pgTable(
  'job_preferences',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    /** voice | nonvoice */
    process: text('process').notNull(),
    preferences: text('preferences').notNull().default(''),
    otherPreference: text('other_preference').notNull().default(''),
    /** 1 Certified, 0 Non Certified, null when not asked */
    certified: smallint('certified'),
    ehrSystem: text('ehr_system').notNull().default(''),
    otherEhrSystem: text('other_ehr_system').notNull().default(''),
    ehrSpecializations: text('ehr_specializations').notNull().default(''),
    ehrOther: text('ehr_other').notNull().default(''),
    certificateType: text('certificate_type').notNull().default(''),
    certificateFileId: fileRef('certificate_file_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_preferences_user_key').on(t.userId)],
);

/** Onboarding: a Certified Medical Coder fresher's certificate (one per candidate). */
export const fresherCertificates = pgTable(
  'fresher_certificates',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    institute: text('institute').notNull(),
    otherInstitute: text('other_institute').notNull().default(''),
    certificateType: text('certificate_type').notNull(),
    otherCertificateType: text('other_certificate_type').notNull().default(''),
    certificateFileId: fileRef('certificate_file_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('fresher_certificates_user_key').on(t.userId)],
);

/**
 * The educations, in order (`position`): onboarding saves the highest one at position 0, the
 * profile edit replaces the whole list. One document each at most.
 */
export const educations = pgTable(
  'educations',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    position: smallint('position').notNull().default(0),
    educationLevelId: smallint('education_level_id').notNull(),
    /** the level's name: Degree | Non Degree | Diploma */
    fieldOfStudy: text('field_of_study').notNull(),
    education: text('education').notNull(),
    otherEducation: text('other_education').notNull().default(''),
    institution: text('institution').notNull(),
    otherInstitution: text('other_institution').notNull().default(''),
    startYear: smallint('start_year'),
    endYear: smallint('end_year').notNull(),
    fileId: fileRef('file_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('educations_user_position_key').on(t.userId, t.position)],
);

/** Onboarding: the profile overview (one per candidate); saving it completes onboarding. */
export const profiles = pgTable(
  'profiles',
  {
    id: serial('id').primaryKey(),
    userId: ownerKey(),
    gender: text('gender').notNull(),
    /** YYYY-MM-DD */
    dateOfBirth: text('date_of_birth').notNull(),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    termsAccepted: boolean('terms_accepted').notNull(),
    messagingConsent: boolean('messaging_consent').notNull().default(false),
    resumeFileId: fileRef('resume_file_id'),
    pictureFileId: fileRef('picture_file_id'),
    /** city names */
    preferredLocations: jsonb('preferred_locations').$type<string[]>().notNull(),
    currentWorkLocation: text('current_work_location').notNull(),
    /** work types joined by ', ' */
    openToWork: text('open_to_work').notNull(),
    willingToRelocate: boolean('willing_to_relocate').notNull(),
    willingForNightShift: boolean('willing_for_night_shift').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('profiles_user_key').on(t.userId)],
);
