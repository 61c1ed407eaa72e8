import { toFormData } from '@app/api/call';
import { question } from '@app/test-kits/assessment-test-kit';
import { describe, expect, it } from 'vitest';
import { buildAnswerPayload } from '../assessment-answers';
import { submitInput } from './submit-assessment';

const recording = () => new Blob(['voice'], { type: 'audio/webm' });

describe('submitInput (the parts of submit_assessment, §7)', () => {
  it('job_id, status, answers JSON, a voice_files part per recording named for its question', () => {
    const questions = [question(1, 'audio'), question(2, 'short_answer')];
    const input = submitInput(
      42,
      'draft',
      buildAnswerPayload(questions, { 1: '', 2: 'E11.9' }, { 1: recording() }),
    );
    const form = toFormData(input, ['voice_files']);
    expect([...form.keys()]).toEqual(['job_id', 'status', 'answers', 'voice_files']);
    expect(form.get('job_id')).toBe('42');
    expect(form.get('status')).toBe('draft');
    expect(JSON.parse(String(form.get('answers')))).toEqual([
      { assessment_id: 1, audio_index: 0 },
      { assessment_id: 2, answer: 'E11.9' },
    ]);
    const files = form.getAll('voice_files');
    expect(files).toHaveLength(1);
    expect((files[0] as File).name).toBe('question-1.webm');
    expect((files[0] as File).type).toBe('audio/webm');
  });
});
