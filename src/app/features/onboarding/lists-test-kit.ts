import type { OnboardingLists } from '../../../contract/lists';

const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

/** A small answer of GET /candidates/onboarding/lists for the screens' tests. */
export const testLists: OnboardingLists = {
  ehrSystems: named(['Epic', 'Cerner', 'Athenahealth', 'eClinicalWorks', 'Other']),
  subCategories: [
    { id: 1, name: 'Customer Support', category_id: 1 },
    { id: 2, name: 'AR Calling', category_id: 1 },
    { id: 3, name: 'Other', category_id: 1 },
    { id: 4, name: 'Coding', category_id: 2 },
    { id: 5, name: 'Billing', category_id: 2 },
    { id: 6, name: 'Other', category_id: 2 },
  ],
  ehrSpecializations: named(['Cardiology', 'Radiology', 'Other']),
  certifications: named(['CPC', 'CCS', 'Other']),
  companies: named(['Acme RCM', 'Other']),
  educations: named(['B.Com', 'B.Sc', 'Other']),
  institutes: named(['Anna University', 'Other']),
  certificateInstitutes: named(['AAPC', 'AHIMA', 'Other']),
};
