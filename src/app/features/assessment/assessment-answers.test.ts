import { everyType, question } from '@app/test-kits/assessment-test-kit';
import { AUDIO_SECONDS_MAX } from '@contract/assessment';
import { describe, expect, it } from 'vitest';
import {
  answerFor,
  buildAnswerPayload,
  firstMissingAnswer,
  initialAnswers,
  joinCheckboxAnswer,
  keepRecordingLength,
  recordingLengthOf,
  splitCheckboxAnswer,
} from './assessment-answers';

const recording = () => new Blob(['voice'], { type: 'audio/webm' });
const allAnswered = {
  11: 'CO-16',
  12: ['Category I'],
  13: '',
  14: 'I would appeal.',
  15: '/api/candidates/assessment_audio/3.webm',
};

describe('assessment answers', () => {
  it('start from the saved answers: text as is, checkboxes split, blank when none', () => {
    const questions = [
      question(1, 'MCQ', { answer: 'CO-45' }),
      question(2, 'checkboxes', { answer: 'Category I, Category III' }),
      question(3, 'checkboxes'),
      question(4, 'paragraph'),
      question(5, 'audio', { answer: '/api/candidates/assessment_audio/9.webm' }),
    ];
    expect(initialAnswers(questions)).toEqual({
      1: 'CO-45',
      2: ['Category I', 'Category III'],
      3: [],
      4: '',
      5: '/api/candidates/assessment_audio/9.webm',
    });
  });

  it('join and split checkbox answers by commas', () => {
    expect(joinCheckboxAnswer(['A', 'B'])).toBe('A,B');
    expect(splitCheckboxAnswer('A,B')).toEqual(['A', 'B']);
    expect(splitCheckboxAnswer('')).toEqual([]);
    expect(splitCheckboxAnswer(' A ,, B')).toEqual(['A', 'B']);
  });

  it('reads a value in the shape of its control', () => {
    expect(answerFor(question(1, 'checkboxes'), { 1: 'A,B' })).toEqual(['A', 'B']);
    expect(answerFor(question(1, 'checkboxes'), {})).toEqual([]);
    expect(answerFor(question(1, 'MCQ'), {})).toBe('');
  });

  describe('the required check', () => {
    it('passes when every required question is answered; optional ones may be blank', () => {
      expect(firstMissingAnswer(everyType, allAnswered, {})).toBeNull();
    });

    it.each([
      [11, '', 1],
      [12, [], 2],
      [14, '   ', 4],
      [15, '', 5],
    ])('question %i blank gives its number', (id, blank, n) => {
      expect(firstMissingAnswer(everyType, { ...allAnswered, [id]: blank }, {})).toEqual({
        index: n - 1,
        assessmentId: id,
        message: `Question ${n} is required.`,
      });
    });

    it('names the first failing question only', () => {
      expect(firstMissingAnswer(everyType, { ...allAnswered, 12: [], 14: '' }, {})?.message).toBe(
        'Question 2 is required.',
      );
    });

    it('counts a new recording as an audio answer', () => {
      expect(firstMissingAnswer(everyType, { ...allAnswered, 15: '' }, { 15: recording() })).toBeNull();
    });
  });

  describe('the payload', () => {
    it('one item per question: text, joined checkboxes, a kept recording path', () => {
      expect(
        buildAnswerPayload(everyType, { ...allAnswered, 12: ['Category I', 'Category III'] }, {}),
      ).toEqual({
        items: [
          { assessment_id: 11, answer: 'CO-16' },
          { assessment_id: 12, answer: 'Category I,Category III' },
          { assessment_id: 13, answer: '' },
          { assessment_id: 14, answer: 'I would appeal.' },
          { assessment_id: 15, answer: '/api/candidates/assessment_audio/3.webm' },
        ],
        voiceFiles: [],
      });
    });

    it('numbers new recordings by their voice_files part, from 0', () => {
      const questions = [
        question(1, 'audio'),
        question(2, 'MCQ'),
        question(3, 'audio'),
        question(4, 'audio'),
      ];
      const first = recording();
      const third = recording();
      const payload = buildAnswerPayload(
        questions,
        { 1: '', 2: 'A', 3: '', 4: '/api/candidates/assessment_audio/7.webm' },
        { 1: first, 3: third },
      );
      expect(payload.items).toEqual([
        { assessment_id: 1, audio_index: 0 },
        { assessment_id: 2, answer: 'A' },
        { assessment_id: 3, audio_index: 1 },
        { assessment_id: 4, answer: '/api/candidates/assessment_audio/7.webm' },
      ]);
      expect(payload.voiceFiles).toEqual([
        { assessmentId: 1, blob: first, name: 'question-1.webm' },
        { assessmentId: 3, blob: third, name: 'question-3.webm' },
      ]);
    });

    it("sends a recording's length measured on this page, in whole seconds from 1 to the most (issue 35 N7)", () => {
      const questions = [
        question(1, 'audio'),
        question(2, 'audio'),
        question(3, 'audio'),
        question(4, 'audio'),
      ];
      const [short, usual, long, restored] = [recording(), recording(), recording(), recording()];
      keepRecordingLength(short, 300);
      keepRecordingLength(usual, 42_600);
      keepRecordingLength(long, (AUDIO_SECONDS_MAX + 5) * 1000);
      const payload = buildAnswerPayload(questions, {}, { 1: short, 2: usual, 3: long, 4: restored });
      expect(payload.items).toEqual([
        { assessment_id: 1, audio_index: 0, audio_seconds: 1 },
        { assessment_id: 2, audio_index: 1, audio_seconds: 43 },
        { assessment_id: 3, audio_index: 2, audio_seconds: AUDIO_SECONDS_MAX },
        { assessment_id: 4, audio_index: 3 },
      ]);
      expect(recordingLengthOf(usual)).toBe(42_600);
    });
  });
});
