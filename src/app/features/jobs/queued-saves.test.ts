import { outboxRecord } from '@app/test-kits/outbox-test-kit';
import type { OutboxRecord } from '@contract/outbox';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyChanges, saveChanges, waitingSaves } from './queued-saves';

const record = (
  key: string,
  jobId: number,
  state: OutboxRecord['state'],
  kind: OutboxRecord['kind'] = 'save_job',
): OutboxRecord => outboxRecord({ key, kind, job_id: jobId, state });

describe('waitingSaves (the Waiting to send mark, from the outbox records)', () => {
  it('lists the saves and unsaves waiting or sending, with the state asked for (the latest per job)', () => {
    const waiting = waitingSaves([
      record('a', 7, 'waiting'),
      record('b', 9, 'sending', 'unsave_job'),
      record('c', 11, 'sent'),
      record('d', 12, 'failed'),
      record('e', 7, 'waiting', 'unsave_job'),
      record('f', 13, 'waiting', 'assessment_draft'),
    ]);
    expect([...waiting]).toEqual([
      [7, false],
      [9, false],
    ]);
  });
  it('nothing waits once the worker sent it (a reload in between changes nothing)', () => {
    expect(waitingSaves([record('a', 7, 'sent')]).size).toBe(0);
    expect(waitingSaves([]).size).toBe(0);
  });
});

describe('saveChanges', () => {
  it('a save sent since last seen, or first seen already sent, asks the lists again', () => {
    const seen = new Map();
    expect(saveChanges(seen, [record('a', 7, 'waiting')]).sent).toBe(false);
    expect(saveChanges(seen, [record('a', 7, 'sending')]).sent).toBe(false);
    expect(saveChanges(seen, [record('a', 7, 'sent')]).sent).toBe(true);
    // seen once: not again
    expect(saveChanges(seen, [record('a', 7, 'sent')]).sent).toBe(false);
    expect(saveChanges(new Map(), [record('b', 8, 'sent')]).sent).toBe(true);
  });
  it('a save that was waiting and failed (a session ended, a refusal) is undone; one first seen failed is left', () => {
    const seen = new Map();
    saveChanges(seen, [record('a', 7, 'waiting'), record('b', 9, 'waiting', 'unsave_job')]);
    const changes = saveChanges(seen, [record('a', 7, 'failed'), record('b', 9, 'failed', 'unsave_job')]);
    expect([...changes.undo]).toEqual([
      [7, false],
      [9, true],
    ]);
    expect(saveChanges(new Map(), [record('c', 3, 'failed')]).undo.size).toBe(0);
  });
  it('other writes are not its business', () => {
    expect(saveChanges(new Map(), [record('a', 7, 'sent', 'assessment_submit')])).toEqual({
      sent: false,
      undo: new Map(),
    });
  });
});

describe('applyChanges', () => {
  it('a save dropped for an ended session is undone on the cards, and the lists are asked again', () => {
    const client = new QueryClient();
    client.setQueryData(['jobs', 'search', {}], { jobs: [{ id: 7, saved_status: true }] });
    const seen = new Map();
    applyChanges(client, saveChanges(seen, [record('a', 7, 'waiting')]));
    expect(client.getQueryState(['jobs', 'search', {}])?.isInvalidated).toBe(false);
    applyChanges(client, saveChanges(seen, [{ ...record('a', 7, 'failed'), status: 401 }]));
    expect(client.getQueryData(['jobs', 'search', {}])).toEqual({ jobs: [{ id: 7, saved_status: false }] });
    expect(client.getQueryState(['jobs', 'search', {}])?.isInvalidated).toBe(true);
  });
  it('after a save is sent the lists are asked again', () => {
    const client = new QueryClient();
    client.setQueryData(['jobs', 'search', {}], { jobs: [{ id: 7, saved_status: true }] });
    applyChanges(client, saveChanges(new Map([['a', 'sending']]), [record('a', 7, 'sent')]));
    expect(client.getQueryState(['jobs', 'search', {}])?.isInvalidated).toBe(true);
    expect(client.getQueryData(['jobs', 'search', {}])).toEqual({ jobs: [{ id: 7, saved_status: true }] });
  });
});
