/** The five sections of My Profile and Edit Profile (§2). */
export const SECTION_TITLES = {
  personal: 'Personal Information',
  experience: 'Experience',
  education: 'Educational Details',
  additional: 'Additional Information',
  preferences: 'Preferences',
} as const;

/** My Profile's process (signed-in spec §3: Voice Process, Non-Voice Process). */
export const PROFILE_PROCESS_LABELS = { voice: 'Voice Process', nonvoice: 'Non-Voice Process' } as const;
