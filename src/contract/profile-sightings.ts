import * as v from 'valibot';
import { sessionRead } from './session-read';

/**
 * Who saw my profile (issue 37 §3): each company that viewed the candidate's application,
 * downloaded their resume or saw their contact, with the first and the last time (the data behind
 * the dashboard's "Recruiter views"); the newest first. Also in the data export.
 */
export const PROFILE_SIGHTING_KINDS = ['application', 'resume', 'contact'] as const;
export type ProfileSightingKind = (typeof PROFILE_SIGHTING_KINDS)[number];
export const PROFILE_SIGHTING_LABELS: Readonly<Record<ProfileSightingKind, string>> = {
  application: 'Viewed your application',
  resume: 'Downloaded your resume',
  contact: 'Saw your phone and e-mail',
};
export const WHO_SAW_MY_PROFILE = 'Who saw my profile';
export const NO_SIGHTINGS = 'No company has viewed your application yet.';
export const SIGHTINGS_FAILED = 'This list could not be loaded.';

export const profileSightingSchema = v.object({
  company_name: v.string(),
  kind: v.picklist(PROFILE_SIGHTING_KINDS),
  /** ISO date-times */
  first_at: v.string(),
  last_at: v.string(),
});
export type ProfileSighting = v.InferOutput<typeof profileSightingSchema>;

/** GET /candidates/profile_sightings */
export const profileSightings = sessionRead(
  '/candidates/profile_sightings',
  v.object({ sightings: v.array(profileSightingSchema) }),
);
