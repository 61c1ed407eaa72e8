/**
 * What a candidate typed on a step that could not be saved yet (no network), kept on this phone
 * under `rcm-draft:<step>` until the step saves, so a reload or a closed app loses nothing. Files
 * are not kept (they cannot be written to localStorage); a screen keeps those in memory only.
 * Sign-out clears them with the rest of local storage.
 *
 * `area` 'tab' keeps a draft in the tab's sessionStorage instead (sign-up: a reload keeps what was
 * typed and verified, a new tab or a closed one starts afresh).
 */
const PREFIX = 'rcm-draft:';

/** Where a draft is kept: on this phone (localStorage) or for this tab only (sessionStorage). */
export type DraftArea = 'phone' | 'tab';

function storageOf(area: DraftArea): Storage {
  return area === 'tab' ? sessionStorage : localStorage;
}

export function loadDraft<T>(step: string, area: DraftArea = 'phone'): T | null {
  try {
    const raw = storageOf(area).getItem(PREFIX + step);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function saveDraft(step: string, values: unknown, area: DraftArea = 'phone'): void {
  try {
    storageOf(area).setItem(PREFIX + step, JSON.stringify(values));
  } catch {
    // storage full or unavailable: the values stay in the form
  }
}

export function clearDraft(step: string, area: DraftArea = 'phone'): void {
  try {
    storageOf(area).removeItem(PREFIX + step);
  } catch {
    // nothing stored
  }
}
