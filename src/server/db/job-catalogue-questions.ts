// The assessment questions of the catalogue's jobs (job-catalogue.ts): RCM question banks and the
// questions of a job drawn from them.
import type { QuestionType } from '@contract/jobs';
import type { CatalogueJob } from './job-catalogue';

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
