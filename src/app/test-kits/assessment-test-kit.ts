import type { AssessmentQuestion } from '@contract/jobs';

/** Questions of every type, as GET /candidates/job answers them (tests only). */
export const question = (
  assessment_id: number,
  question_type: string,
  fields: Partial<AssessmentQuestion> = {},
): AssessmentQuestion => ({
  assessment_id,
  question: `Question text ${assessment_id}`,
  question_type,
  options: [],
  required: 0,
  answer: '',
  ...fields,
});

export const everyType: AssessmentQuestion[] = [
  question(11, 'MCQ', { question: 'Which denial code?', options: ['CO-16', 'CO-45'], required: 1 }),
  question(12, 'checkboxes', {
    question: 'Which are CPT categories?',
    options: ['Category I', 'Category II', 'Category III'],
    required: 1,
  }),
  question(13, 'short_answer', { question: 'What is E11.9?' }),
  question(14, 'paragraph', { question: 'Describe a timely filing denial.', required: 1 }),
  question(15, 'audio', { question: 'Introduce yourself.', required: 1 }),
];
