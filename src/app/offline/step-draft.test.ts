import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, loadDraft, saveDraft } from './step-draft';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('step drafts', () => {
  it('keeps the values of a step until it is cleared, apart from other steps', () => {
    expect(loadDraft('/education')).toBeNull();
    saveDraft('/education', { education: 'B.Com', end_year: '2019' });
    saveDraft('/experience', { entries: [] });
    expect(loadDraft('/education')).toEqual({ education: 'B.Com', end_year: '2019' });
    clearDraft('/education');
    expect(loadDraft('/education')).toBeNull();
    expect(loadDraft('/experience')).toEqual({ entries: [] });
  });

  it('answers null for a draft that is not JSON', () => {
    localStorage.setItem('rcm-draft:/managerial', '{broken');
    expect(loadDraft('/managerial')).toBeNull();
  });

  it("a tab's draft is kept in sessionStorage, apart from the phone's", () => {
    saveDraft('/register', { firstName: 'Asha' }, 'tab');
    expect(sessionStorage.getItem('rcm-draft:/register')).toBe('{"firstName":"Asha"}');
    expect(localStorage.length).toBe(0);
    expect(loadDraft('/register')).toBeNull();
    expect(loadDraft('/register', 'tab')).toEqual({ firstName: 'Asha' });
    clearDraft('/register', 'tab');
    expect(loadDraft('/register', 'tab')).toBeNull();
  });
});
