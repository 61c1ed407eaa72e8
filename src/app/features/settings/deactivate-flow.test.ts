import { describe, expect, it } from 'vitest';
import {
  type DeactivateEvent,
  type DeactivateFlow,
  deactivateFlow,
  initialDeactivateFlow,
} from './deactivate-flow';

const run = (...events: DeactivateEvent[]): DeactivateFlow =>
  events.reduce(deactivateFlow, initialDeactivateFlow);

describe('the deactivate flow (§4 Account settings)', () => {
  it('confirm -> reasons -> password -> done', () => {
    expect(run({ type: 'open' }).step).toBe('confirm');
    expect(run({ type: 'open' }, { type: 'continue' }).step).toBe('reasons');
    const atPassword = run(
      { type: 'open' },
      { type: 'continue' },
      { type: 'reasonsChosen', reasons: ['foundJob', 'other'], otherReason: 'Moving abroad' },
    );
    expect(atPassword).toEqual({
      step: 'password',
      reasons: ['foundJob', 'other'],
      otherReason: 'Moving abroad',
      skipped: false,
    });
    expect(deactivateFlow(atPassword, { type: 'deactivated' }).step).toBe('done');
  });

  it('Skip jumps to the password step with no reasons (sent as Skipped)', () => {
    const skipped = run({ type: 'open' }, { type: 'continue' }, { type: 'skip' });
    expect(skipped.step).toBe('password');
    expect(skipped.skipped).toBe(true);
    expect(deactivateFlow(skipped, { type: 'deactivated' }).step).toBe('done');
  });

  it('Cancel on the password step returns to the reasons, as they were ticked', () => {
    const back = run(
      { type: 'open' },
      { type: 'continue' },
      { type: 'reasonsChosen', reasons: ['privacyConcerns'], otherReason: '' },
      { type: 'cancel' },
    );
    expect(back).toEqual({ step: 'reasons', reasons: ['privacyConcerns'], otherReason: '', skipped: false });
    // after Skip as well, and Skip is forgotten
    const afterSkip = run(
      { type: 'open' },
      { type: 'continue' },
      { type: 'skip', reasons: ['foundJob'], otherReason: '' },
      { type: 'cancel' },
    );
    expect(afterSkip).toEqual({ step: 'reasons', reasons: ['foundJob'], otherReason: '', skipped: false });
  });

  it('Cancel on the first step closes', () => {
    expect(run({ type: 'open' }, { type: 'cancel' })).toEqual(initialDeactivateFlow);
  });

  it('collapsing the panel starts again at the warning; once deactivated it stays done', () => {
    const collapsed = run(
      { type: 'open' },
      { type: 'continue' },
      { type: 'reasonsChosen', reasons: ['foundJob'], otherReason: '' },
      { type: 'close' },
    );
    expect(collapsed).toEqual(initialDeactivateFlow);
    expect(deactivateFlow(collapsed, { type: 'open' }).step).toBe('confirm');
    const done = run({ type: 'open' }, { type: 'continue' }, { type: 'skip' }, { type: 'deactivated' });
    expect(deactivateFlow(done, { type: 'close' }).step).toBe('done');
  });

  it('ignores events that do not belong to the step', () => {
    const confirm = run({ type: 'open' });
    expect(deactivateFlow(confirm, { type: 'skip' })).toBe(confirm);
    expect(deactivateFlow(confirm, { type: 'deactivated' })).toBe(confirm);
    expect(deactivateFlow(confirm, { type: 'open' })).toBe(confirm);
    const reasons = run({ type: 'open' }, { type: 'continue' });
    expect(deactivateFlow(reasons, { type: 'deactivated' })).toBe(reasons);
    expect(deactivateFlow(reasons, { type: 'continue' })).toBe(reasons);
    expect(deactivateFlow(initialDeactivateFlow, { type: 'continue' })).toBe(initialDeactivateFlow);
  });
});
