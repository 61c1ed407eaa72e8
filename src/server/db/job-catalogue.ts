import type { JobExperienceLevel, QuestionType } from '@contract/jobs';
import { CITIES, COMPANIES } from './seed-data';

/**
 * The jobs catalogue generator: deterministic (a seeded PRNG, no clock but the `now` given), so
 * every fresh database holds the same jobs with the same ids, and tests can rely on them.
 */

/** A small fast PRNG (mulberry32): the same seed gives the same sequence everywhere. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)];

/** Where RCM jobs are: the big hubs first (most jobs), then the rest of the cities list. */
const HUB_CITIES = ['Chennai', 'Hyderabad', 'Bengaluru', 'Noida', 'Mumbai', 'Pune', 'Coimbatore', 'Gurugram'];

/** The employers: the onboarding list's companies and more Indian RCM employers. */
export const EMPLOYERS: readonly { name: string; city: string }[] = [
  ...COMPANIES.filter((name) => name !== 'Other'),
  'Sahyadri Revenue Partners',
  'Kaveri Medical Billing Services',
  'Coromandel Health Claims',
  'Deccan RCM Solutions',
  'Nilgiri Healthcare Services',
  'Indus Claims Management',
  'Vindhya Health Informatics',
  'Ganga Medical Coding Centre',
  'Malabar Revenue Cycle',
  'Aravalli Healthcare BPO',
  'Konark Billing Solutions',
  'Brahmaputra Health Services',
  'Tapti Medical Claims',
  'Narmada Coding Labs',
  'Satpura Revenue Services',
  'Godavari Health Process',
  'Chola Medical Billing',
  'Hampi Healthcare Analytics',
  'Sindhu RCM Services',
  'Mahanadi Claims Processing',
  'Lotus Revenue Cycle Management',
  'Peacock Health Billing',
  'Banyan Medical Coding',
  'Monsoon Healthcare Solutions',
  'Saffron Claims Services',
].map((name, index) => ({ name, city: HUB_CITIES[index % HUB_CITIES.length] }));

function citiesOfCatalogue(): string[] {
  const known = new Set(CITIES.map((city) => city.name));
  const hubs = HUB_CITIES.filter((name) => known.has(name));
  const rest = CITIES.map((city) => city.name).filter((name) => !hubs.includes(name));
  return [...hubs, ...rest.slice(0, 30)];
}
export const JOB_CITIES: readonly string[] = citiesOfCatalogue();

interface RoleTemplate {
  role: string;
  process: 'voice' | 'nonvoice';
  titles: readonly string[];
  levels: readonly JobExperienceLevel[];
  specialisations: readonly string[];
  certifications: readonly string[];
  duties: readonly string[];
  needs: readonly string[];
}

const ROLES: readonly RoleTemplate[] = [
  {
    role: 'AR Caller',
    process: 'voice',
    titles: [
      'AR Caller',
      'AR Calling Executive',
      'Senior AR Caller',
      'AR Caller - Physician Billing',
      'AR Caller - Hospital Billing',
    ],
    levels: ['Fresher', 'Experienced'],
    specialisations: [
      'Accounts Receivable',
      'Denial Management',
      'Insurance Follow-up',
      'Physician Billing',
      'Hospital Billing',
    ],
    certifications: [],
    duties: [
      'Call US insurance companies to follow up on unpaid and underpaid claims',
      'Work the aging report and prioritise high-dollar accounts',
      'Document every call and its outcome in the practice management system',
      'Resolve denials by arranging corrected claims and appeals',
    ],
    needs: [
      'Good spoken English and a neutral accent',
      'Knowledge of the US healthcare revenue cycle',
      'Willing to work US shift (night shift)',
    ],
  },
  {
    role: 'Medical Coder',
    process: 'nonvoice',
    titles: [
      'Medical Coder - CPC',
      'Certified Medical Coder (CCS)',
      'E&M Coder',
      'Surgery Coder',
      'Radiology Coder',
      'ED Facility Coder',
      'IP DRG Coder',
      'HCC Risk Adjustment Coder',
      'Senior Medical Coder - COC',
    ],
    levels: ['Fresher', 'Experienced'],
    specialisations: [
      'Coding',
      'E&M',
      'Surgery',
      'Radiology',
      'Emergency Department',
      'Inpatient DRG',
      'HCC',
      'Anesthesia',
    ],
    certifications: ['CPC', 'CCS', 'COC', 'CRC', 'CIC'],
    duties: [
      'Assign ICD-10-CM, CPT and HCPCS codes from physician documentation',
      'Apply NCCI edits and modifiers correctly',
      'Meet daily productivity with 95% coding accuracy',
      'Raise queries to providers when documentation is unclear',
    ],
    needs: [
      'Sound knowledge of anatomy, physiology and medical terminology',
      'Working knowledge of ICD-10-CM and CPT guidelines',
      'An AAPC or AHIMA certification (or clearing it within 6 months)',
    ],
  },
  {
    role: 'Charge Entry',
    process: 'nonvoice',
    titles: ['Charge Entry Executive', 'Charge Entry Associate', 'Senior Charge Entry Executive'],
    levels: ['Fresher', 'Experienced'],
    specialisations: ['Charge Entry', 'Demographics Entry', 'Medical Billing'],
    certifications: ['CPB'],
    duties: [
      'Enter charges, CPT and ICD codes from superbills into the billing system',
      'Verify patient demographics and insurance details before claim submission',
      'Clear claim scrubber edits the same day',
    ],
    needs: [
      'Typing speed of 30 words a minute or more',
      'Attention to detail',
      'Basic knowledge of CPT and ICD codes',
    ],
  },
  {
    role: 'Payment Posting',
    process: 'nonvoice',
    titles: ['Payment Posting Executive', 'Cash Posting Associate', 'ERA Posting Specialist'],
    levels: ['Fresher', 'Experienced'],
    specialisations: ['Payment Posting', 'ERA/EOB', 'Reconciliation'],
    certifications: ['CPB'],
    duties: [
      'Post insurance and patient payments from ERAs and EOBs',
      'Post adjustments and denials with the right reason codes',
      'Reconcile daily deposits with posted payments',
    ],
    needs: ['Understanding of EOBs, CARC and RARC codes', 'Good with numbers and Excel'],
  },
  {
    role: 'Denial Management',
    process: 'nonvoice',
    titles: ['Denial Management Analyst', 'Denial Management Executive', 'Appeals Specialist'],
    levels: ['Experienced'],
    specialisations: ['Denial Management', 'Appeals', 'Accounts Receivable'],
    certifications: ['CPB', 'CPC'],
    duties: [
      'Analyse denials by CARC/RARC code (CO-16, CO-50, CO-97, PR-204) and fix the root cause',
      'Write and send appeals with supporting documentation',
      'Track denial trends and report them to the client team',
    ],
    needs: [
      '1-3 years of AR or denial management experience',
      'Knowledge of payer policies (Medicare, Medicaid, commercial)',
    ],
  },
  {
    role: 'Eligibility Verification',
    process: 'voice',
    titles: [
      'Eligibility Verification Executive',
      'Insurance Verification Specialist',
      'Benefits Verification Associate',
    ],
    levels: ['Fresher', 'Experienced'],
    specialisations: ['Eligibility Verification', 'Benefits Verification', 'Insurance Follow-up'],
    certifications: [],
    duties: [
      'Verify patient eligibility and benefits by payer portals and calls',
      'Record copay, deductible and coinsurance before the appointment',
      'Flag inactive coverage to the front desk team',
    ],
    needs: ['Clear spoken English', 'Knowledge of US insurance plans (HMO, PPO, Medicare)'],
  },
  {
    role: 'Prior Authorization',
    process: 'voice',
    titles: ['Prior Authorization Specialist', 'Pre-Authorization Executive', 'Prior Auth Coordinator'],
    levels: ['Experienced'],
    specialisations: ['Prior Authorization', 'Eligibility Verification', 'Medical Necessity'],
    certifications: [],
    duties: [
      'Obtain prior authorizations for procedures, imaging and medications',
      'Submit clinical documentation to payers and follow up on pending requests',
      'Keep the authorization log current for the scheduling team',
    ],
    needs: [
      'Experience with payer portals such as Availity and NaviNet',
      'Knowledge of CPT codes for imaging and surgery',
    ],
  },
  {
    role: 'Medical Billing',
    process: 'nonvoice',
    titles: ['Medical Billing Executive', 'Medical Biller', 'Billing Associate - US Healthcare'],
    levels: ['Fresher', 'Experienced'],
    specialisations: ['Medical Billing', 'Claims Submission', 'Charge Entry'],
    certifications: ['CPB'],
    duties: [
      'Prepare and submit clean claims electronically (837P/837I)',
      'Work clearinghouse rejections within 24 hours',
      'Send patient statements and answer billing queries by e-mail',
    ],
    needs: ['Basic knowledge of the revenue cycle', 'Comfortable with Excel and billing software'],
  },
  {
    role: 'Quality Analyst',
    process: 'nonvoice',
    titles: ['Quality Analyst - RCM', 'Coding Quality Auditor', 'AR Quality Analyst'],
    levels: ['Experienced'],
    specialisations: ['Quality Audit', 'Coding', 'Accounts Receivable'],
    certifications: ['CPC', 'CPMA', 'CCS'],
    duties: [
      'Audit a sample of coded charts and AR calls every day',
      'Give feedback and training on recurring errors',
      'Publish weekly accuracy reports for the operations team',
    ],
    needs: [
      '3+ years in coding or AR with a strong accuracy record',
      'A CPMA or CPC certification is an advantage',
    ],
  },
  {
    role: 'Team Lead',
    process: 'voice',
    titles: ['Team Lead - AR', 'Team Lead - Coding', 'Team Lead - Eligibility and Authorization'],
    levels: ['Managerial'],
    specialisations: ['Team Management', 'Accounts Receivable', 'Coding'],
    certifications: ['CPC', 'CPB'],
    duties: [
      'Lead a team of 12-15 associates and meet client SLAs',
      'Allocate work, track productivity and quality daily',
      'Coach new joiners and handle escalations',
    ],
    needs: [
      '5+ years in RCM with at least 1 year as a team lead',
      'Strong communication and reporting skills',
    ],
  },
  {
    role: 'AR Manager',
    process: 'nonvoice',
    titles: ['AR Manager', 'Assistant Manager - RCM Operations', 'Operations Manager - Revenue Cycle'],
    levels: ['Managerial'],
    specialisations: ['Operations Management', 'Accounts Receivable', 'Client Management'],
    certifications: ['CPB', 'CRCR'],
    duties: [
      'Own the AR days and collection targets of a client portfolio',
      'Manage team leads and plan capacity',
      'Present monthly business reviews to US clients',
    ],
    needs: [
      '8+ years in RCM with 3 years managing teams',
      'Data-driven, with a command of Excel and dashboards',
    ],
  },
  {
    role: 'Patient Calling',
    process: 'voice',
    titles: [
      'Patient Calling Executive (US Healthcare)',
      'Customer Support - Healthcare Voice',
      'Patient Access Representative',
    ],
    levels: ['Fresher', 'Experienced'],
    specialisations: ['Patient Calling', 'Customer Service', 'Scheduling'],
    certifications: [],
    duties: [
      'Call patients about balances, payment plans and appointments',
      'Answer inbound calls about statements with empathy',
      'Update patient records after every call',
    ],
    needs: ['Excellent spoken English', 'Patience and a customer-first attitude'],
  },
  {
    role: 'Credentialing',
    process: 'nonvoice',
    titles: ['Provider Credentialing Executive', 'Payer Enrollment Specialist'],
    levels: ['Experienced'],
    specialisations: ['Credentialing', 'Payer Enrollment'],
    certifications: [],
    duties: [
      'Enroll providers with Medicare, Medicaid and commercial payers',
      'Maintain CAQH profiles and track re-credentialing dates',
    ],
    needs: ['1+ year of credentialing experience', 'Organised, with good written English'],
  },
];

const TYPES = ['Full Time', 'Full Time', 'Full Time', 'Contract', 'Part Time'] as const;
/** EHR and PM systems named as real RCM postings name them (the search box finds them, issue 22). */
const GOOD_TO_HAVE = [
  'Experience with an EHR (electronic health record) such as Epic, Cerner, eClinicalWorks or athenahealth',
  'Knowledge of Medicare and Medicaid guidelines',
  'Exposure to US healthcare clients',
  'Working knowledge of Excel (VLOOKUP, pivot tables)',
  'Experience with Kareo or AdvancedMD',
];
const BENEFITS = [
  'Night shift allowance',
  'Two-way cab for night shifts',
  'Health insurance for you and your family',
  'Performance incentives every month',
  'Free dinner during night shift',
  'Five-day work week',
  'Certification fee reimbursement',
  'Provident fund and gratuity',
];
const article = (word: string) => (/^[AEIOU]/i.test(word) ? 'an' : 'a');
const DESCRIPTIONS = [
  (title: string, company: string, city: string) =>
    `${company} is hiring ${article(title)} ${title} for its ${city} delivery centre, supporting US healthcare providers across the revenue cycle.`,
  (title: string, company: string, city: string) =>
    `Join ${company} in ${city} as ${article(title)} ${title}. You will work with a US physician group and help it get paid on time for the care it gives.`,
  (title: string, company: string, city: string) =>
    `${company} (${city}) is growing its RCM team. As ${article(title)} ${title} you will own your work queue from day one, with training on our tools and payer rules.`,
];

/** Salary bands (annual rupees) by level; null amounts where the employer does not disclose. */
const SALARY: Record<JobExperienceLevel, readonly [number, number][]> = {
  Fresher: [
    [150000, 250000],
    [180000, 300000],
    [200000, 320000],
    [240000, 300000],
  ],
  Experienced: [
    [250000, 400000],
    [300000, 500000],
    [350000, 600000],
    [450000, 750000],
  ],
  Managerial: [
    [600000, 900000],
    [800000, 1200000],
    [1000000, 1500000],
    [1200000, 1800000],
  ],
};

export interface CatalogueJob {
  companyIndex: number;
  jobTitle: string;
  roleName: string;
  typeName: string;
  process: 'voice' | 'nonvoice';
  location: string;
  experienceLevel: JobExperienceLevel;
  minCtc: number | null;
  maxCtc: number | null;
  description: string;
  keyResponsibilities: string;
  requirements: string;
  specialisations: string;
  certificationsRequired: string;
  goodToHave: string;
  benefitsOffered: string;
  requiresAssessment: boolean;
  /** minutes before the seed time */
  ageMinutes: number;
}

/** The lower-cased texts the filters match (see jobs in schema/jobs.ts). */
export function searchTexts(
  job: Pick<
    CatalogueJob,
    'jobTitle' | 'roleName' | 'specialisations' | 'requirements' | 'certificationsRequired'
  >,
) {
  return {
    searchRole: `${job.jobTitle} ${job.roleName}`.toLowerCase(),
    searchSkill: `${job.specialisations} ${job.certificationsRequired} ${job.jobTitle}`.toLowerCase(),
    searchCert: job.certificationsRequired.toLowerCase(),
  };
}

const CATALOGUE_DAYS = 60;

/**
 * `count` jobs, newest first by `ageMinutes` (spread over 60 days), from the same seed every
 * time. One job in four requires an assessment. Job i of any count is the same job.
 */
export function generateJobs(count: number, seed = 2026): CatalogueJob[] {
  const jobsOut: CatalogueJob[] = [];
  for (let i = 0; i < count; i++) {
    const random = prng(seed * 100_003 + i);
    const template = ROLES[i % ROLES.length];
    const picked = pick(random, template.levels);
    const title = pick(random, template.titles);
    // a senior title asks for experience: never a Fresher job
    const level: JobExperienceLevel =
      picked === 'Fresher' && /^Senior\b/.test(title) ? 'Experienced' : picked;
    const companyIndex = Math.floor(random() * EMPLOYERS.length);
    const company = EMPLOYERS[companyIndex];
    // Two jobs in three in the hubs.
    const location = random() < 0.66 ? pick(random, HUB_CITIES) : pick(random, JOB_CITIES);
    const band = pick(random, SALARY[level]);
    const disclosed = i % 9 !== 4;
    const specialisations = [template.specialisations[0], pick(random, template.specialisations)]
      .filter((value, index, all) => all.indexOf(value) === index)
      .join(', ');
    const certifications =
      template.certifications.length === 0 || (level === 'Fresher' && random() < 0.5)
        ? ''
        : [pick(random, template.certifications), pick(random, template.certifications)]
            .filter((value, index, all) => all.indexOf(value) === index)
            .join(', ');
    const minutesPerJob = (CATALOGUE_DAYS * 24 * 60) / Math.max(count, 1);
    jobsOut.push({
      companyIndex,
      jobTitle: title,
      roleName: template.role,
      typeName: pick(random, TYPES),
      process: template.role === 'Team Lead' && random() < 0.5 ? 'nonvoice' : template.process,
      location,
      experienceLevel: level,
      minCtc: disclosed ? band[0] : null,
      maxCtc: disclosed ? band[1] : null,
      description: pick(random, DESCRIPTIONS)(title, company.name, location),
      keyResponsibilities: template.duties.join('\n'),
      requirements: template.needs.join('\n'),
      specialisations,
      certificationsRequired: certifications,
      goodToHave: i % 7 === 3 ? '' : pick(random, GOOD_TO_HAVE),
      benefitsOffered:
        i % 11 === 5
          ? ''
          : [pick(random, BENEFITS), pick(random, BENEFITS)]
              .filter((value, index, all) => all.indexOf(value) === index)
              .join(', '),
      requiresAssessment: i % 4 === 1,
      ageMinutes: Math.floor(i * minutesPerJob + random() * Math.min(minutesPerJob, 60)),
    });
  }
  return jobsOut;
}

export interface CatalogueQuestion {
  question: string;
  questionType: QuestionType;
  options: string[];
  required: boolean;
}

const MCQ_BANK: readonly Omit<CatalogueQuestion, 'questionType' | 'required'>[] = [
  {
    question:
      'Which denial code means the claim lacks information or has billing errors needed for adjudication?',
    options: ['CO-16', 'CO-45', 'PR-1', 'CO-97'],
  },
  {
    question: 'A remittance line shows CO-45. What does it mean?',
    options: [
      'Charge exceeds the fee schedule or contracted amount',
      'Amount applied to the patient deductible',
      'Duplicate claim or service',
      'Service not covered by the payer',
    ],
  },
  {
    question: "Which group and reason code means the amount is the patient's deductible?",
    options: ['PR-1', 'CO-45', 'OA-23', 'CO-29'],
  },
  {
    question: 'What does CO-97 on an EOB mean?',
    options: [
      'The service is included in the payment for another service already adjudicated',
      'The claim was filed after the time limit',
      'The patient was not eligible on the date of service',
      'The prior authorisation was missing',
    ],
  },
  {
    question: 'Which denial code is used when the timely filing limit has expired?',
    options: ['CO-29', 'CO-18', 'CO-50', 'CO-197'],
  },
  {
    question: 'Which CPT code range covers Evaluation and Management services?',
    options: ['99202-99499', '00100-01999', '10004-69990', '70010-79999'],
  },
  {
    question: 'ICD-10-CM codes starting with the letter I belong to which chapter?',
    options: [
      'Diseases of the circulatory system',
      'Certain infectious and parasitic diseases',
      'Injury and poisoning',
      'Diseases of the eye and adnexa',
    ],
  },
  {
    question:
      'Which modifier marks a significant, separately identifiable E/M service on the day of a procedure?',
    options: ['25', '59', '26', 'TC'],
  },
  {
    question: 'A claim is denied with CO-18. What do you check first?',
    options: [
      'Whether the same claim was already paid',
      'The patient deductible',
      'The fee schedule',
      'The referring provider NPI',
    ],
  },
  {
    question: 'What is the timely filing limit for Medicare Part B claims?',
    options: [
      '12 months from the date of service',
      '90 days from the date of service',
      '6 months from the date of service',
      '24 months from the date of service',
    ],
  },
];

const CHECKBOX_BANK: readonly Omit<CatalogueQuestion, 'questionType' | 'required'>[] = [
  {
    question: 'Which of these are CPT code categories? (Select all that apply)',
    options: ['Category I', 'Category II', 'Category III', 'Category IV'],
  },
  {
    question: 'Which details do you keep ready before calling a payer about a denied claim?',
    options: [
      'Patient name and date of birth',
      'Member ID',
      'Date of service and billed amount',
      'Claim number',
      "The patient's employer",
    ],
  },
  {
    question: 'Which of these are patient responsibility adjustments?',
    options: ['PR-1 (deductible)', 'PR-2 (coinsurance)', 'PR-3 (copay)', 'CO-45 (contractual)'],
  },
  {
    question: 'Which of these are grounds for appealing a denial?',
    options: [
      'Medical necessity is documented in the notes',
      'The payer processed the wrong date of service',
      'The authorisation was obtained but not linked to the claim',
      'The claim was filed late with no proof of timely filing',
    ],
  },
  {
    question: 'Which documents support a medical necessity appeal?',
    options: [
      'Physician progress notes',
      'Operative report',
      'Prior authorisation approval',
      'Patient payslip',
    ],
  },
  {
    question: 'Which ICD-10-CM codes describe diabetes mellitus?',
    options: ['E11.9', 'E10.65', 'I10', 'J45.909'],
  },
];

const SHORT_ANSWER_BANK: readonly string[] = [
  'What does the ICD-10-CM code E11.9 describe?',
  'Expand the abbreviation EOB.',
  'What does ERA stand for, and in which ANSI transaction does it arrive?',
  'Which CPT code is a new patient office visit with low medical decision making?',
  'In one line: how does a rejected claim differ from a denied claim?',
  'Which box of the CMS-1500 form holds the ICD-10 diagnosis codes?',
];

const PARAGRAPH_BANK: readonly ((role: string) => string)[] = [
  (role) => `Describe how you would handle a claim denied for timely filing in a ${role} role.`,
  () =>
    'An MRI claim was denied with CO-197 (precertification absent). Explain the steps you would take to get it paid.',
  () =>
    'Your AR ageing report shows 40 claims over 90 days with one payer. How would you prioritise and work them?',
  () =>
    'A claim has had no response from the payer 45 days after submission. Explain your AR follow-up, step by step.',
  (role) =>
    `As a ${role}, how would you explain a CO-45 write-off and a PR-2 coinsurance balance on the same claim to a new colleague?`,
];

const AUDIO_BANK: readonly string[] = [
  'Introduce yourself to an insurance representative and ask for the status of a denied claim (record up to 2 minutes).',
  'Call a payer about a claim denied with CO-16: ask what information is missing and how to resubmit (record up to 2 minutes).',
  'Explain to a patient, politely and simply, why they owe a PR-1 deductible balance (record up to 2 minutes).',
  'Tell us about yourself and why you want to work in revenue cycle management (record up to 2 minutes).',
];

/** The place of an assessment-requiring job (ids 2, 6, 10, ...) among such jobs, from 0. */
export function assessmentOrdinal(jobId: number): number {
  return Math.max(0, Math.floor((jobId - 2) / 4));
}

const at = <T>(items: readonly T[], index: number): T => items[index % items.length];

/**
 * The questions of an assessment-requiring job (`ordinal`: its place among such jobs, from 0):
 * every type (MCQ, checkboxes, short answer, paragraph, audio), drawn from RCM banks (denial
 * codes, CPT and ICD-10, AR follow-up, payer calls) so neighbouring jobs ask different things;
 * every other assessment asks a second MCQ. MCQ and checkboxes are required, the paragraph for
 * non-voice jobs, the recording for voice jobs. No option contains a comma (checkbox answers are
 * joined by commas). The same ordinal always gives the same questions; ordinal 0 (job 2) asks
 * the payer-call introduction.
 */
export function assessmentQuestionsFor(
  job: Pick<CatalogueJob, 'process' | 'roleName'>,
  ordinal = 0,
): CatalogueQuestion[] {
  const k = Math.max(0, Math.floor(ordinal));
  const mcq = (index: number): CatalogueQuestion => ({
    ...at(MCQ_BANK, index),
    questionType: 'MCQ',
    required: true,
  });
  const questions: CatalogueQuestion[] = [mcq(k * 3)];
  if (k % 2 === 1) questions.push(mcq(k * 3 + 5));
  questions.push(
    { ...at(CHECKBOX_BANK, k), questionType: 'checkboxes', required: true },
    { question: at(SHORT_ANSWER_BANK, k * 5), questionType: 'short_answer', options: [], required: false },
    {
      question: at(PARAGRAPH_BANK, k * 2)(job.roleName),
      questionType: 'paragraph',
      options: [],
      required: job.process === 'nonvoice',
    },
    {
      question: at(AUDIO_BANK, k * 3),
      questionType: 'audio',
      options: [],
      required: job.process === 'voice',
    },
  );
  return questions;
}
