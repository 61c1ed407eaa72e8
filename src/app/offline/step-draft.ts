/**
 * What a candidate typed on a step that could not be saved yet (no network), kept on this phone
 * under `rcm-draft:<step>` until the step saves, so a reload or a closed app loses nothing. Files
 * are not kept (they cannot be written to localStorage); a screen keeps those in memory only.
 * Sign-out clears them with the rest of local storage.
 */
const PREFIX = 'rcm-draft:';

export function loadDraft<T>(step: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + step);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function saveDraft(step: string, values: unknown): void {
  try {
    localStorage.setItem(PREFIX + step, JSON.stringify(values));
  } catch {
    // storage full or unavailable: the values stay in the form
  }
}

export function clearDraft(step: string): void {
  try {
    localStorage.removeItem(PREFIX + step);
  } catch {
    // nothing stored
  }
}
