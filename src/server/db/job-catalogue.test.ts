import { CHECKBOX_SEPARATOR } from '@contract/assessment';
import { QUESTION_TYPES } from '@contract/jobs';
import { describe, expect, it } from 'vitest';
import { generateJobs } from './job-catalogue';
import { assessmentOrdinal, assessmentQuestionsFor } from './job-catalogue-questions';
import { CATALOGUE_JOBS } from './seed-catalogue';

describe('assessment questions of the catalogue', () => {
  const jobs = generateJobs(80);
  const assessed = jobs
    .map((job, index) => ({ job, id: index + 1 }))
    .filter(({ job }) => job.requiresAssessment);

  it('one job in four (ids 2, 6, 10, ...) asks every type, with RCM content and a spoken prompt', () => {
    expect(assessed.map(({ id }) => id).slice(0, 4)).toEqual([2, 6, 10, 14]);
    for (const { job, id } of assessed) {
      const questions = assessmentQuestionsFor(job, assessmentOrdinal(id));
      expect(new Set(questions.map((question) => question.questionType))).toEqual(new Set(QUESTION_TYPES));
      expect(questions.some((question) => question.required)).toBe(true);
      for (const question of questions) {
        const choice = question.questionType === 'MCQ' || question.questionType === 'checkboxes';
        expect(question.options.length > 0).toBe(choice);
        expect(question.options.every((option) => !option.includes(CHECKBOX_SEPARATOR))).toBe(true);
        expect(new Set(question.options).size).toBe(question.options.length);
      }
      const audio = questions.find((question) => question.questionType === 'audio');
      expect(audio?.required).toBe(job.process === 'voice');
    }
    const [first] = assessed;
    const texts = assessmentQuestionsFor(first.job, 0).map((question) => question.question);
    expect(texts).toContain(
      'Introduce yourself to an insurance representative and ask for the status of a denied claim (record up to 2 minutes).',
    );
    const all = assessed.flatMap(({ job, id }) =>
      assessmentQuestionsFor(job, assessmentOrdinal(id)).map((question) => question.question),
    );
    for (const topic of ['CO-45', 'CO-97', 'PR-1', 'CPT', 'ICD-10', 'AR ']) {
      expect(
        all.some((text) => text.includes(topic)),
        topic,
      ).toBe(true);
    }
  });

  it('varies the questions between jobs, deterministically', () => {
    const sets = assessed.map(({ job, id }) =>
      JSON.stringify(assessmentQuestionsFor(job, assessmentOrdinal(id))),
    );
    expect(new Set(sets).size).toBeGreaterThan(10);
    const again = assessed.map(({ job, id }) =>
      JSON.stringify(assessmentQuestionsFor(job, assessmentOrdinal(id))),
    );
    expect(again).toEqual(sets);
    const counts = new Set(
      assessed.map(({ job, id }) => assessmentQuestionsFor(job, assessmentOrdinal(id)).length),
    );
    expect(counts).toEqual(new Set([5, 6]));
  });
});

describe('experience levels of the catalogue', () => {
  it('a senior title is never a Fresher job ("Senior Medical Coder - COC", "Senior AR Caller")', () => {
    const seniors = generateJobs(CATALOGUE_JOBS).filter((job) => /^Senior\b/.test(job.jobTitle));
    expect(seniors.length).toBeGreaterThan(0);
    expect(seniors.filter((job) => job.experienceLevel === 'Fresher').map((job) => job.jobTitle)).toEqual([]);
  });
});
