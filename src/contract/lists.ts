/** Answers of GET /candidates/onboarding/lists and GET /auth/city_state. */
export interface NamedItem {
  id: number;
  name: string;
}
export interface SubCategory extends NamedItem {
  /** 1 voice process, 2 non-voice process */
  category_id: number;
}
export interface OnboardingLists {
  ehrSystems: NamedItem[];
  subCategories: SubCategory[];
  ehrSpecializations: NamedItem[];
  certifications: NamedItem[];
  companies: NamedItem[];
  educations: NamedItem[];
  institutes: NamedItem[];
  certificateInstitutes: NamedItem[];
}
export interface City {
  id: number;
  name: string;
  state: string;
}
