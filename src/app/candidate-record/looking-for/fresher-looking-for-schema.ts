import { SELECT_PROCESS_TYPE } from '@contract/candidate-record/job-preference';
import { PROCESS_TYPES, type ProcessType } from '@contract/candidate-record/options';
import * as v from 'valibot';

/** §8 Certification and fresher preference: the save's failure. */
export const FRESHER_PREFERENCE_SAVE_FAILED = 'Error submitting job preference.';

export interface FresherLookingForValues {
  process: ProcessType | '';
}

/** §5 Fresher looking for. */
export const fresherLookingForSchema = v.object({
  process: v.picklist(PROCESS_TYPES, SELECT_PROCESS_TYPE),
});

/** Clicking a process button: the selected one deselects, another becomes the selection. */
export function toggleProcess(current: ProcessType | '', clicked: ProcessType): ProcessType | '' {
  return current === clicked ? '' : clicked;
}
