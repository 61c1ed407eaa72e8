import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setAppliedEverywhere, setSavedEverywhere, withAppliedStatus, withSavedStatus } from './job-cache';

const job = (id: number, saved = false) => ({ id, job_title: `Job ${id}`, saved_status: saved });

describe('withSavedStatus', () => {
  it('sets the state on every copy of the job in pages, lists and single jobs', () => {
    const page = { jobs: [job(1), job(2)], total: 2 };
    expect(withSavedStatus(page, 2, true)).toEqual({ jobs: [job(1), job(2, true)], total: 2 });
    expect(withSavedStatus([job(2)], 2, true)).toEqual([job(2, true)]);
    expect(withSavedStatus(job(2), 2, true)).toEqual(job(2, true));
    expect(withSavedStatus({ recent_jobs: [job(2, true)] }, 2, false)).toEqual({ recent_jobs: [job(2)] });
  });
  it('keeps the same object when nothing changes', () => {
    const page = { jobs: [job(1), job(2, true)] };
    expect(withSavedStatus(page, 2, true)).toBe(page);
    expect(withSavedStatus(page, 3, true)).toBe(page);
  });
});

describe('setSavedEverywhere', () => {
  it('updates the search, the job and the dashboard caches, and nothing else', () => {
    const client = new QueryClient();
    client.setQueryData(['jobs', 'search', {}], { jobs: [job(7)] });
    client.setQueryData(['job', 7], job(7));
    client.setQueryData(['dashboard'], { recent_jobs: [job(7), job(8)] });
    client.setQueryData(['lists'], { items: [job(7)] });
    setSavedEverywhere(client, 7, true);
    expect(client.getQueryData(['jobs', 'search', {}])).toEqual({ jobs: [job(7, true)] });
    expect(client.getQueryData(['job', 7])).toEqual(job(7, true));
    expect(client.getQueryData(['dashboard'])).toEqual({ recent_jobs: [job(7, true), job(8)] });
    expect(client.getQueryData(['lists'])).toEqual({ items: [job(7)] });
  });
});

describe('withAppliedStatus / setAppliedEverywhere', () => {
  const card = (id: number, applied = false) => ({ id, saved_status: false, applied_status: applied });
  const detail = (id: number, applied = false) => ({ ...card(id, applied), applied });

  it('marks every copy of the job applied, and a job detail also `applied`', () => {
    expect(withAppliedStatus({ jobs: [card(1), card(2)] }, 2)).toEqual({ jobs: [card(1), card(2, true)] });
    expect(withAppliedStatus(detail(2), 2)).toEqual(detail(2, true));
    expect(withAppliedStatus({ recent_jobs: [card(2)] }, 2)).toEqual({ recent_jobs: [card(2, true)] });
  });
  it('keeps the same object when nothing changes', () => {
    const page = { jobs: [card(1), card(2, true)] };
    expect(withAppliedStatus(page, 2)).toBe(page);
    expect(withAppliedStatus(page, 3)).toBe(page);
  });
  it('updates the job-holding caches only', () => {
    const client = new QueryClient();
    client.setQueryData(['jobs', 'search', {}], { jobs: [card(7)] });
    client.setQueryData(['job', 7], detail(7));
    client.setQueryData(['dashboard'], { recent_jobs: [card(7)] });
    client.setQueryData(['lists'], { items: [card(7)] });
    setAppliedEverywhere(client, 7);
    expect(client.getQueryData(['jobs', 'search', {}])).toEqual({ jobs: [card(7, true)] });
    expect(client.getQueryData(['job', 7])).toEqual(detail(7, true));
    expect(client.getQueryData(['dashboard'])).toEqual({ recent_jobs: [card(7, true)] });
    expect(client.getQueryData(['lists'])).toEqual({ items: [card(7)] });
  });
});
