import { useEffect, useRef } from 'react';
import { handleBack } from './back-listener';

/**
 * Back closes the dialog on top, as on every Android app (issue 22 B5): a dialog that opens
 * adds a history entry of the same address (its state marked with the dialog), so the phone's
 * Back (or the browser's) leaves that entry, which closes the dialog and keeps the page; a
 * dialog closed any other way (its buttons, Escape, a click outside) takes its entry back off,
 * so the next Back leaves the page as usual. Every modal and drawer gets this through
 * `ui/modal.tsx`.
 *
 * The router never sees these entries: they are added with the History API's own pushState
 * (the router watches the page's), and the moves between a page's entry and its dialogs' entries
 * are stopped before the router's `popstate` listener: `listenForBack` (ui/back-listener.ts) runs
 * before the router is made (main.tsx), since a window's listeners run in the order they were
 * added, and hands the event to `onPopState` once this module is loaded. A move to another
 * page's entry goes to the router as always.
 *
 * A dialog's entry is taken off a moment after it closes, and only if it is still the current
 * entry: a dialog that closes because its button navigates ('View more jobs') has had its entry
 * replaced or covered by the new page's, and going back then would undo that navigation.
 */

const MARK = 'rcmDialog';
const KEY = '__TSR_key';

interface Held {
  id: number;
  close: () => void;
}

/** The dialogs that hold an entry, the one on top last. */
const held: Held[] = [];
/** The router's key of the page entry under the held dialogs' entries. */
let pageKey: unknown;
/** How many `popstate` events are this module's own (a dialog closed by its controls). */
let ownPops = 0;
/** Entries being taken off (waiting for their moment, or their Back under way). */
let removing = 0;
/** Entries waiting to be added until the ones being taken off are gone. */
const waiting: Array<() => unknown> = [];

function settle(): void {
  if (removing === 0) for (const add of waiting.splice(0)) add();
}
let nextId = 1;

function stateOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function onPopState(event: PopStateEvent): void {
  const landed = stateOf(event.state);
  if (ownPops > 0) {
    ownPops -= 1;
    removing -= 1;
    event.stopImmediatePropagation();
    settle();
    return;
  }
  if (held.length === 0 || landed[KEY] !== pageKey) return;
  // Back (or Forward) between the page and its dialogs: close those above the entry landed on.
  event.stopImmediatePropagation();
  const keep = held.findIndex((dialog) => dialog.id === landed[MARK]) + 1;
  for (const dialog of held.splice(keep).reverse()) dialog.close();
}

handleBack(onPopState);

/** Adds the entry of dialog `id` on top of the current one (same address, the router unaware). */
function addEntry(id: number): void {
  const state = stateOf(window.history.state);
  if (state[MARK] === undefined) pageKey = state[KEY];
  History.prototype.pushState.call(window.history, { ...state, [MARK]: id }, '');
}

/**
 * Takes the entry of dialog `id` off, after the router has written any navigation that closed
 * the dialog (it does so in a microtask), when it is still the current entry.
 */
function removeEntry(id: number): void {
  removing += 1;
  window.setTimeout(() => {
    if (stateOf(window.history.state)[MARK] === id) {
      ownPops += 1;
      window.history.back();
      return;
    }
    removing -= 1;
    settle();
  }, 0);
}

/**
 * While `opened`, Back calls `onClose` instead of leaving the page. For every modal and drawer
 * (ui/modal.tsx); a dialog that refuses to close (busy) simply stays, without an entry.
 */
export function useBackCloses(opened: boolean, onClose: () => void): void {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!opened || typeof window === 'undefined') return;
    const dialog: Held = { id: nextId++, close: () => close.current() };
    held.push(dialog);
    if (removing > 0) waiting.push(() => held.includes(dialog) && addEntry(dialog.id));
    else addEntry(dialog.id);
    return () => {
      const at = held.indexOf(dialog);
      if (at === -1) return; // closed by Back: its entry is gone already
      held.splice(at, 1);
      removeEntry(dialog.id);
    };
  }, [opened]);
}
