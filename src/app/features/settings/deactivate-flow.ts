import type { DeactivateReasonKey } from '@contract/account';

/**
 * The deactivate panel's steps (signed-in-area.md §4 Account settings), apart from its screen:
 * confirm warning -> reasons -> password -> deactivated. Skip on the reasons jumps to the password
 * step with no reasons; Cancel on the password step returns to the reasons (as they were ticked);
 * Cancel on the first step closes the panel. Collapsing the panel starts again at the warning.
 */
export type DeactivateStep = 'closed' | 'confirm' | 'reasons' | 'password' | 'done';

export interface DeactivateFlow {
  step: DeactivateStep;
  /** The reasons ticked (kept while going back and forth). */
  reasons: DeactivateReasonKey[];
  otherReason: string;
  /** Skip was pressed: the call sends 'Skipped'. */
  skipped: boolean;
}

export type DeactivateEvent =
  /** The panel was opened. */
  | { type: 'open' }
  /** Continue on the warning. */
  | { type: 'continue' }
  /** Next on the reasons, once they pass their rules. */
  | { type: 'reasonsChosen'; reasons: DeactivateReasonKey[]; otherReason: string }
  /** Skip on the reasons; what was ticked is kept for a return to the reasons, not sent. */
  | { type: 'skip'; reasons?: DeactivateReasonKey[]; otherReason?: string }
  | { type: 'cancel' }
  /** The server deactivated the account. */
  | { type: 'deactivated' }
  /** The panel was collapsed (another opened, or its header pressed). */
  | { type: 'close' };

export const initialDeactivateFlow: DeactivateFlow = {
  step: 'closed',
  reasons: [],
  otherReason: '',
  skipped: false,
};

export function deactivateFlow(state: DeactivateFlow, event: DeactivateEvent): DeactivateFlow {
  switch (event.type) {
    case 'open':
      return state.step === 'closed' ? { ...initialDeactivateFlow, step: 'confirm' } : state;
    case 'continue':
      return state.step === 'confirm' ? { ...state, step: 'reasons' } : state;
    case 'reasonsChosen':
      return state.step === 'reasons'
        ? {
            ...state,
            step: 'password',
            reasons: event.reasons,
            otherReason: event.otherReason,
            skipped: false,
          }
        : state;
    case 'skip':
      return state.step === 'reasons'
        ? {
            ...state,
            step: 'password',
            reasons: event.reasons ?? state.reasons,
            otherReason: event.otherReason ?? state.otherReason,
            skipped: true,
          }
        : state;
    case 'cancel':
      if (state.step === 'confirm') return initialDeactivateFlow;
      if (state.step === 'password') return { ...state, step: 'reasons', skipped: false };
      return state;
    case 'deactivated':
      return state.step === 'password' ? { ...state, step: 'done' } : state;
    case 'close':
      // Once deactivated, only closing the success modal ends the flow (it leaves the account).
      return state.step === 'done' ? state : initialDeactivateFlow;
  }
}
