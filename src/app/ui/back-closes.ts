import { useEffect, useRef } from 'react';

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
 * are stopped before the router's `popstate` listener (a capturing listener on the window runs
 * first). A move to another page's entry goes to the router as always.
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
/** Entries waiting to be added until this module's own Back has been done. */
const waiting: Array<() => unknown> = [];
let nextId = 1;
let listening = false;

function stateOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function onPopState(event: PopStateEvent): void {
  const landed = stateOf(event.state);
  if (ownPops > 0) {
    ownPops -= 1;
    event.stopImmediatePropagation();
    if (ownPops === 0) for (const add of waiting.splice(0)) add();
    return;
  }
  if (held.length === 0 || landed[KEY] !== pageKey) return;
  // Back (or Forward) between the page and its dialogs: close those above the entry landed on.
  event.stopImmediatePropagation();
  const keep = held.findIndex((dialog) => dialog.id === landed[MARK]) + 1;
  for (const dialog of held.splice(keep).reverse()) dialog.close();
}

function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState, { capture: true });
}

/** Adds the entry of dialog `id` on top of the current one (same address, the router unaware). */
function addEntry(id: number): void {
  const state = stateOf(window.history.state);
  if (state[MARK] === undefined) pageKey = state[KEY];
  History.prototype.pushState.call(window.history, { ...state, [MARK]: id }, '');
}

/** Takes the entry of dialog `id` off when it is the current one (a navigation may have replaced it). */
function removeEntry(id: number): void {
  if (stateOf(window.history.state)[MARK] !== id) return;
  ownPops += 1;
  window.history.back();
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
    listen();
    const dialog: Held = { id: nextId++, close: () => close.current() };
    held.push(dialog);
    if (ownPops > 0) waiting.push(() => held.includes(dialog) && addEntry(dialog.id));
    else addEntry(dialog.id);
    return () => {
      const at = held.indexOf(dialog);
      if (at === -1) return; // closed by Back: its entry is gone already
      held.splice(at, 1);
      removeEntry(dialog.id);
    };
  }, [opened]);
}
