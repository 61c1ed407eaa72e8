import type { JobExperienceLevel } from '@contract/jobs';
import { ROLES } from './job-catalogue-roles';
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
