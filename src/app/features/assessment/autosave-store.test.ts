// @vitest-environment node
// Node's Blob is what IndexedDB clones (jsdom's Blob is not structured-cloneable).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  autosaveKey,
  clearAutosave,
  clearCandidateAutosaves,
  loadAutosave,
  newestAnswers,
  writeAutosave,
} from './autosave-store';

afterEach(async () => {
  await clearCandidateAutosaves();
  vi.restoreAllMocks();
});

const blob = (text = 'voice') => new Blob([text], { type: 'audio/webm' });

describe('assessment autosave store', () => {
  it('keeps answers and recordings per candidate and job until cleared', async () => {
    expect(await loadAutosave('7', 42)).toBeNull();
    expect(
      await writeAutosave('7', 42, { answers: { 1: 'A', 2: ['X'] }, recordings: { 3: blob('abc') } }, 1000),
    ).toBe(true);
    await writeAutosave('7', 43, { answers: { 1: 'B' }, recordings: {} }, 2000);
    await writeAutosave('8', 42, { answers: { 1: 'C' }, recordings: {} }, 3000);

    const saved = await loadAutosave('7', 42);
    expect(saved?.answers).toEqual({ 1: 'A', 2: ['X'] });
    expect(saved?.updated_at).toBe(1000);
    expect(saved?.recordings[3]).toBeInstanceOf(Blob);
    expect(await saved?.recordings[3].text()).toBe('abc');
    expect(saved?.recordings[3].type).toBe('audio/webm');

    await clearAutosave('7', 42);
    expect(await loadAutosave('7', 42)).toBeNull();
    expect((await loadAutosave('7', 43))?.answers).toEqual({ 1: 'B' });
  });

  it("clears one candidate's autosaves (sign-out), leaving others'", async () => {
    await writeAutosave('7', 42, { answers: {}, recordings: {} });
    await writeAutosave('7', 43, { answers: {}, recordings: {} });
    await writeAutosave('70', 42, { answers: { 1: 'kept' }, recordings: {} });
    await clearCandidateAutosaves('7');
    expect(await loadAutosave('7', 42)).toBeNull();
    expect(await loadAutosave('7', 43)).toBeNull();
    expect((await loadAutosave('70', 42))?.answers).toEqual({ 1: 'kept' });
    await clearCandidateAutosaves();
    expect(await loadAutosave('70', 42)).toBeNull();
  });

  it('the later write wins', async () => {
    await writeAutosave('7', 42, { answers: { 1: 'first' }, recordings: {} }, 1);
    await writeAutosave('7', 42, { answers: { 1: 'second' }, recordings: {} }, 2);
    expect((await loadAutosave('7', 42))?.answers).toEqual({ 1: 'second' });
  });

  it('keeps each recording as its own record beside the answers, replaced by a new one', async () => {
    const { createStore, keys } = await import('idb-keyval');
    const recording = blob('once');
    await writeAutosave('7', 45, { answers: { 1: 'a' }, recordings: { 2: recording } });
    await writeAutosave('7', 45, { answers: { 1: 'ab' }, recordings: { 2: recording } });
    expect((await keys(createStore('rcm-assessment-answers', 'answers'))).sort()).toEqual([
      '7:45',
      '7:45:audio:2',
    ]);
    const saved = await loadAutosave('7', 45);
    expect(saved?.answers).toEqual({ 1: 'ab' });
    expect(await saved?.recordings[2].text()).toBe('once');
    const replaced = blob('twice');
    await writeAutosave('7', 45, { answers: { 1: 'ab' }, recordings: { 2: replaced } });
    expect(await (await loadAutosave('7', 45))?.recordings[2].text()).toBe('twice');
    await clearAutosave('7', 45);
    expect(await keys(createStore('rcm-assessment-answers', 'answers'))).toEqual([]);
  });

  it('answers null for a record that is not an autosave', async () => {
    const { set, createStore } = await import('idb-keyval');
    await set(autosaveKey('7', 44), { something: 'else' }, createStore('rcm-assessment-answers', 'answers'));
    expect(await loadAutosave('7', 44)).toBeNull();
  });
});

describe('the newer of the device and the server', () => {
  const server = { answers: { 1: 'server', 2: ['S'] }, updatedAt: '2026-11-20T10:00:00.000Z' };
  const at = (iso: string) => Date.parse(iso);

  it('no device copy: the server', () => {
    expect(newestAnswers(null, server)).toEqual({
      source: 'server',
      answers: server.answers,
      recordings: {},
    });
  });

  it('a newer device copy wins, recordings included, only for the questions the job has', () => {
    const recording = blob();
    const device = {
      answers: { 1: 'device', 9: 'gone' },
      recordings: { 2: recording, 9: blob() },
      updated_at: at('2026-11-20T10:00:01.000Z'),
    };
    expect(newestAnswers(device, server)).toEqual({
      source: 'device',
      answers: { 1: 'device', 2: ['S'] },
      recordings: { 2: recording },
    });
  });

  it('an older device copy (or the same time) loses to the server', () => {
    const device = { answers: { 1: 'device' }, recordings: {}, updated_at: at('2026-11-20T09:59:59.000Z') };
    expect(newestAnswers(device, server).source).toBe('server');
    expect(newestAnswers({ ...device, updated_at: at(server.updatedAt) }, server).source).toBe('server');
  });

  it('a server that never saved (null) loses to any device copy', () => {
    const device = { answers: { 1: 'device' }, recordings: {}, updated_at: 1 };
    expect(newestAnswers(device, { ...server, updatedAt: null }).answers[1]).toBe('device');
  });
});
