import { NON_VOICE_CATEGORY_ID, VOICE_CATEGORY_ID } from '@contract/limits';
import type { OnboardingLists } from '@contract/lists';

/**
 * The reference data of the seed: fixed, ordered lists (the order is the answer's order).
 * 'Other' closes each list the onboarding screens offer it in.
 */

export type ListName = keyof OnboardingLists;

export const EHR_SYSTEMS = [
  'Epic',
  'Cerner/Oracle Health',
  'athenahealth',
  'eClinicalWorks',
  'NextGen',
  'Meditech',
  'Veradigm',
  'Tebra',
  'AdvancedMD',
  'Greenway Health',
  'Practice Fusion',
  'CareCloud',
  'Other',
];

export const VOICE_SUB_CATEGORIES = [
  'AR calling',
  'Patient calling',
  'Eligibility and benefits verification',
  'Insurance verification',
  'Prior authorization',
  'Appointment scheduling',
  'Other',
];

export const NON_VOICE_SUB_CATEGORIES = [
  'Coding',
  'Charge entry',
  'Payment posting',
  'Denial management',
  'AR analysis',
  'Credentialing',
  'Medical billing',
  'Demographic entry',
  'Cash posting',
  'Other',
];

export const EHR_SPECIALIZATIONS = [
  'Cardiology',
  'Radiology',
  'Orthopedics',
  'Emergency medicine',
  'Anesthesia',
  'Pathology',
  'Oncology',
  'Pediatrics',
  'Dermatology',
  'Gastroenterology',
  'Neurology',
  'Family medicine',
  'Internal medicine',
  'Evaluation and management (E/M)',
  'Surgery',
  'Other',
];

export const CERTIFICATIONS = ['CPC', 'CCS', 'COC', 'CRC', 'CPB', 'CIC', 'CCA', 'CPMA', 'CEMC', 'Other'];

export const COMPANIES = [
  'Omega Healthcare',
  'R1 RCM',
  'AGS Health',
  'Access Healthcare',
  'GeBBS Healthcare Solutions',
  'Sutherland Healthcare',
  'Cognizant Healthcare',
  'Firstsource Solutions',
  'Ventra Health',
  'Med-Metrix',
  'Episource',
  'CorroHealth',
  'Vee Technologies',
  'Infinx Healthcare',
  'Annexmed',
  'Shearwater Health',
  'EXL Health',
  'HCL Healthcare',
  'Wipro Healthcare Services',
  'Infosys BPM',
  'Other',
];

export const EDUCATIONS = [
  'B.Sc Nursing',
  'B.Pharm',
  'Pharm.D',
  'BDS',
  'BPT',
  'MBBS',
  'B.Sc Life Sciences',
  'B.Sc Microbiology',
  'B.Sc Biotechnology',
  'B.Sc Zoology',
  'B.Sc Botany',
  'B.Sc Allied Health Sciences',
  'BAMS',
  'BHMS',
  'B.Com',
  'BBA',
  'BA',
  'B.Sc',
  'B.Tech',
  'M.Sc',
  'M.Pharm',
  'MBA',
  'Diploma in Nursing (GNM)',
  'Diploma in Pharmacy (D.Pharm)',
  'Higher Secondary (12th)',
  'Other',
];

export const INSTITUTES = [
  'Madras Medical College',
  'Sri Ramachandra Institute of Higher Education and Research',
  'Manipal Academy of Higher Education',
  'Christian Medical College, Vellore',
  'JSS Academy of Higher Education and Research',
  'SRM Institute of Science and Technology',
  'Saveetha Institute of Medical and Technical Sciences',
  'Amrita Vishwa Vidyapeetham',
  'Dr. M.G.R. Educational and Research Institute',
  'Osmania University',
  'Kakatiya University',
  'Andhra University',
  'University of Madras',
  'Bharathiar University',
  'Anna University',
  'Bangalore University',
  'Rajiv Gandhi University of Health Sciences',
  'Kerala University of Health Sciences',
  'Savitribai Phule Pune University',
  'University of Mumbai',
  'University of Delhi',
  'Jamia Hamdard',
  'Other',
];

export const CERTIFICATE_INSTITUTES = [
  'AAPC',
  'AHIMA',
  'Medesun Healthcare Solutions',
  'Medical Coding Academy',
  'CIGMA Medical Coding Academy',
  'Acadestudio',
  'Vyas Medical Coding Academy',
  'Other',
];

export const REFERENCE_LISTS: Record<ListName, { name: string; categoryId?: number }[]> = {
  ehrSystems: EHR_SYSTEMS.map((name) => ({ name })),
  subCategories: [
    ...VOICE_SUB_CATEGORIES.map((name) => ({ name, categoryId: VOICE_CATEGORY_ID })),
    ...NON_VOICE_SUB_CATEGORIES.map((name) => ({ name, categoryId: NON_VOICE_CATEGORY_ID })),
  ],
  ehrSpecializations: EHR_SPECIALIZATIONS.map((name) => ({ name })),
  certifications: CERTIFICATIONS.map((name) => ({ name })),
  companies: COMPANIES.map((name) => ({ name })),
  educations: EDUCATIONS.map((name) => ({ name })),
  institutes: INSTITUTES.map((name) => ({ name })),
  certificateInstitutes: CERTIFICATE_INSTITUTES.map((name) => ({ name })),
};

/** Indian cities by state (and union territory), alphabetical within each. */
const CITIES_BY_STATE: Record<string, string[]> = {
  'Andhra Pradesh': [
    'Anantapur',
    'Guntur',
    'Kakinada',
    'Kurnool',
    'Nellore',
    'Rajahmundry',
    'Tirupati',
    'Vijayawada',
    'Visakhapatnam',
  ],
  'Arunachal Pradesh': ['Itanagar'],
  Assam: ['Dibrugarh', 'Guwahati', 'Silchar'],
  Bihar: ['Bhagalpur', 'Gaya', 'Muzaffarpur', 'Patna'],
  Chandigarh: ['Chandigarh'],
  Chhattisgarh: ['Bhilai', 'Bilaspur', 'Raipur'],
  Delhi: ['New Delhi'],
  Goa: ['Margao', 'Panaji'],
  Gujarat: ['Ahmedabad', 'Anand', 'Bhavnagar', 'Gandhinagar', 'Jamnagar', 'Rajkot', 'Surat', 'Vadodara'],
  Haryana: ['Ambala', 'Faridabad', 'Gurugram', 'Hisar', 'Karnal', 'Panipat', 'Rohtak'],
  'Himachal Pradesh': ['Dharamshala', 'Shimla'],
  'Jammu and Kashmir': ['Jammu', 'Srinagar'],
  Jharkhand: ['Bokaro Steel City', 'Dhanbad', 'Jamshedpur', 'Ranchi'],
  Karnataka: [
    'Belagavi',
    'Bengaluru',
    'Davanagere',
    'Hubballi',
    'Kalaburagi',
    'Mangaluru',
    'Mysuru',
    'Shivamogga',
    'Tumakuru',
    'Udupi',
  ],
  Kerala: ['Kannur', 'Kochi', 'Kollam', 'Kottayam', 'Kozhikode', 'Thiruvananthapuram', 'Thrissur'],
  'Madhya Pradesh': ['Bhopal', 'Gwalior', 'Indore', 'Jabalpur', 'Ujjain'],
  Maharashtra: [
    'Amravati',
    'Aurangabad',
    'Kolhapur',
    'Mumbai',
    'Nagpur',
    'Nashik',
    'Navi Mumbai',
    'Pune',
    'Solapur',
    'Thane',
  ],
  Manipur: ['Imphal'],
  Meghalaya: ['Shillong'],
  Mizoram: ['Aizawl'],
  Nagaland: ['Dimapur', 'Kohima'],
  Odisha: ['Berhampur', 'Bhubaneswar', 'Cuttack', 'Rourkela', 'Sambalpur'],
  Puducherry: ['Karaikal', 'Puducherry'],
  Punjab: ['Amritsar', 'Bathinda', 'Jalandhar', 'Ludhiana', 'Mohali', 'Patiala'],
  Rajasthan: ['Ajmer', 'Bikaner', 'Jaipur', 'Jodhpur', 'Kota', 'Udaipur'],
  Sikkim: ['Gangtok'],
  'Tamil Nadu': [
    'Chennai',
    'Coimbatore',
    'Dindigul',
    'Erode',
    'Hosur',
    'Karur',
    'Kanchipuram',
    'Madurai',
    'Nagercoil',
    'Salem',
    'Thanjavur',
    'Thoothukudi',
    'Tiruchirappalli',
    'Tirunelveli',
    'Tiruppur',
    'Vellore',
  ],
  Telangana: ['Hyderabad', 'Karimnagar', 'Khammam', 'Nizamabad', 'Secunderabad', 'Warangal'],
  Tripura: ['Agartala'],
  'Uttar Pradesh': [
    'Agra',
    'Aligarh',
    'Bareilly',
    'Ghaziabad',
    'Gorakhpur',
    'Greater Noida',
    'Jhansi',
    'Kanpur',
    'Lucknow',
    'Meerut',
    'Moradabad',
    'Noida',
    'Prayagraj',
    'Varanasi',
  ],
  Uttarakhand: ['Dehradun', 'Haridwar', 'Haldwani', 'Roorkee'],
  'West Bengal': ['Asansol', 'Durgapur', 'Howrah', 'Kolkata', 'Siliguri'],
};

/** Cities ordered by name (then state): the city_state answer's order. */
export const CITIES: { name: string; state: string }[] = Object.entries(CITIES_BY_STATE)
  .flatMap(([state, names]) => names.map((name) => ({ name, state })))
  .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.state.localeCompare(b.state, 'en'));

/** Referral codes valid in every installation. */
export const REFERRAL_CODES = ['RCM2026'];

export const DEMO_PASSWORD = 'Candidate@123';

/** Demo candidates (only when config.seedDemo): one finished onboarding, one did not. */
export const DEMO_CANDIDATES = [
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya.sharma@example.com',
    phoneNo: '9876543210',
    onboardingCompleted: true,
  },
  {
    firstName: 'Rahul',
    lastName: 'Verma',
    email: 'rahul.verma@example.com',
    phoneNo: '9876543211',
    onboardingCompleted: false,
  },
];

/**
 * The saved record of each demo candidate who finished onboarding (by e-mail), made only of
 * names from the lists above, so that Edit Profile saves it back unchanged.
 */
export const DEMO_RECORDS: Record<
  string,
  {
    experience: { level: 'experienced'; years: number; months: number };
    employments: {
      companyName: string;
      role: string;
      fromYears: number;
      fromMonths: number;
      toYears: number;
      toMonths: number;
      minCtc: string;
      maxCtc: string;
      availableType: 'immediate' | 'notice_period' | 'inactive';
      availableDay: number;
      workingStatus: 0 | 1;
    }[];
    preference: { process: 'voice'; preferences: string[]; ehrSystems: string[]; specializations: string[] };
    education: {
      educationLevelId: number;
      fieldOfStudy: string;
      education: string;
      institution: string;
      endYear: number;
    };
    profile: {
      gender: string;
      dateOfBirth: string;
      preferredLocations: string[];
      currentWorkLocation: string;
      openToWork: string;
    };
  }
> = {
  'priya.sharma@example.com': {
    experience: { level: 'experienced', years: 2, months: 6 },
    employments: [
      {
        companyName: 'Omega Healthcare',
        role: 'AR Caller',
        fromYears: 2021,
        fromMonths: 6,
        toYears: 2023,
        toMonths: 8,
        minCtc: '',
        maxCtc: '',
        availableType: 'inactive',
        availableDay: 0,
        workingStatus: 0,
      },
      {
        companyName: 'R1 RCM',
        role: 'Senior AR Caller',
        fromYears: 2023,
        fromMonths: 9,
        toYears: 0,
        toMonths: 0,
        minCtc: '2,00,000-3,00,000',
        maxCtc: '3,00,000-4,00,000',
        availableType: 'notice_period',
        availableDay: 30,
        workingStatus: 1,
      },
    ],
    preference: {
      process: 'voice',
      preferences: ['AR calling', 'Eligibility and benefits verification'],
      ehrSystems: ['Epic', 'athenahealth'],
      specializations: ['Cardiology', 'Internal medicine'],
    },
    education: {
      educationLevelId: 1,
      fieldOfStudy: 'Degree',
      education: 'B.Sc Life Sciences',
      institution: 'University of Madras',
      endYear: 2020,
    },
    profile: {
      gender: 'Female',
      dateOfBirth: '1998-04-12',
      preferredLocations: ['Chennai', 'Hyderabad', 'Bengaluru'],
      currentWorkLocation: 'Chennai',
      openToWork: 'Work from Office, Hybrid',
    },
  },
};
