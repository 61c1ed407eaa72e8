import { describe, expect, it } from 'vitest';
import { jobSections, NO_DESCRIPTION_PROVIDED, textBlocks } from './job-sections';

describe('a long text’s paragraphs and lists (issue 36: as the editor’s hint says)', () => {
  it('makes a line a list item only when it starts with "- " or "•"', () => {
    expect(textBlocks('Intro line\n- one\n  - two\n•three\n• four\n\nClosing')).toEqual([
      { kind: 'paragraph', text: 'Intro line' },
      { kind: 'list', items: ['one', 'two', 'three', 'four'] },
      { kind: 'paragraph', text: 'Closing' },
    ]);
  });

  it('keeps every other line as a paragraph with its own text: several lines are not a list', () => {
    expect(
      textBlocks('Code charts.\r\nWork from Chennai.\n* starred\n1. numbered\n-5% rates\n-dash'),
    ).toEqual([
      { kind: 'paragraph', text: 'Code charts.' },
      { kind: 'paragraph', text: 'Work from Chennai.' },
      { kind: 'paragraph', text: '* starred' },
      { kind: 'paragraph', text: '1. numbered' },
      { kind: 'paragraph', text: '-5% rates' },
      { kind: 'paragraph', text: '-dash' },
    ]);
  });

  it('drops blank lines and marks with nothing after them; a paragraph between splits two lists', () => {
    expect(textBlocks('- a\n- \n\nmiddle\n• b')).toEqual([
      { kind: 'list', items: ['a'] },
      { kind: 'paragraph', text: 'middle' },
      { kind: 'list', items: ['b'] },
    ]);
    expect(textBlocks(null)).toEqual([]);
    expect(textBlocks('   \n ')).toEqual([]);
  });

  it('the job detail’s sections: the description’s fallback, certifications always a list', () => {
    const sections = jobSections({
      job_description: '',
      Key_responsibilities: 'Review charts\nAssign codes',
      specialisations: '',
      requirements: 'hidden without specialisations',
      certifications_required: 'CPC, CCS',
      good_to_have: null,
      benefits_offered: '- Cab',
    } as Parameters<typeof jobSections>[0]);
    expect(sections).toEqual([
      {
        key: 'description',
        heading: 'Job Description',
        blocks: [{ kind: 'paragraph', text: NO_DESCRIPTION_PROVIDED }],
      },
      {
        key: 'responsibilities',
        heading: 'Responsibilities',
        blocks: [
          { kind: 'paragraph', text: 'Review charts' },
          { kind: 'paragraph', text: 'Assign codes' },
        ],
      },
      { key: 'certifications', heading: 'Certifications', blocks: [{ kind: 'list', items: ['CPC', 'CCS'] }] },
      { key: 'benefits', heading: 'Benefits Offered', blocks: [{ kind: 'list', items: ['Cab'] }] },
    ]);
  });
});
