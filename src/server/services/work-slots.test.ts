import { describe, expect, it } from 'vitest';
import { workSlots } from './work-slots';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('workSlots', () => {
  it('runs at most `size` tasks at once, the others in order of arrival', async () => {
    const slots = workSlots(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const done = gates.map((gate, i) =>
      slots.run(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    expect(slots.running()).toBe(2);
    expect(slots.waiting()).toBe(2);
    gates[1].resolve();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[0].resolve();
    gates[2].resolve();
    gates[3].resolve();
    expect(await Promise.all(done)).toEqual([0, 1, 2, 3]);
    expect(slots.running()).toBe(0);
    expect(slots.waiting()).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = workSlots(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.running()).toBe(0);
  });
});
