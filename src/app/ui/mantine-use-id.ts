/**
 * `useId` for Mantine's components: the build (scripts/lib/module-replacements.mjs) points
 * @mantine/hooks' own module at this one. Mantine's keeps React's id for the first render, then
 * sets a random one in a layout effect, a state change that made every input, checkbox, modal and
 * menu render twice on mounting, the second time synchronously inside the first commit: on the
 * dashboard, a render of the preferences card's four checkboxes in the middle of the first paint's
 * task. React's own id is unique in the page and the same on the server and in the browser, so it
 * is used as it is.
 */
import { useId as useReactId } from 'react';

/** `staticId` when given, otherwise an id of React's (the same on every render of this component). */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  if (typeof staticId === 'string') return staticId;
  return `mantine-${reactId.replace(/:/g, '')}`;
}
