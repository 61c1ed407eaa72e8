/**
 * `useMergeRefs`, as @floating-ui/react (MIT) writes it, for Mantine's ScrollArea: the build
 * (scripts/lib/module-replacements.mjs) points ScrollArea's import of @floating-ui/react here.
 * ScrollArea is in every signed-in screen's first chunk (Mantine's Modal and Drawer use it), and
 * importing this one hook from @floating-ui/react brought some 35 KB of floating-ui with it; the
 * menus and popovers, which need the rest, load it in their own chunk (ui/mantine-menu.tsx).
 */
import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

type Cleanup = () => void;

/** One callback ref that sets every ref given (objects and callbacks, React 19 cleanups kept). */
export function useMergeRefs<Instance>(
  refs: ReadonlyArray<Ref<Instance> | undefined>,
): RefCallback<Instance> | null {
  const cleanupRef = useRef<Cleanup | undefined>(undefined);
  const refEffect = useCallback((instance: Instance): Cleanup => {
    const cleanups = refs.map((ref): Cleanup | undefined => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const refCleanup = ref(instance);
        return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
      }
      (ref as { current: Instance | null }).current = instance;
      return () => {
        (ref as { current: Instance | null }).current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: Instance | null) => {
      if (cleanupRef.current) {
        cleanupRef.current();
        cleanupRef.current = undefined;
      }
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
  }, refs);
}
