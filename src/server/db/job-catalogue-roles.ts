// The catalogue's roles (job-catalogue.ts): each RCM role's titles, levels, duties and needs, as
// real postings in India word them.
import type { JobExperienceLevel } from '@contract/jobs';

export interface RoleTemplate {
  role: string;
  process: 'voice' | 'nonvoice';
  titles: readonly string[];
  levels: readonly JobExperienceLevel[];
  specialisations: readonly string[];
  certifications: readonly string[];
  duties: readonly string[];
  needs: readonly string[];
}

export const ROLES: readonly RoleTemplate[] = [
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
