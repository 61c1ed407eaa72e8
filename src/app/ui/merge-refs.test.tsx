import { render } from '@testing-library/react';
import { createRef, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './merge-refs';

function Merged({ refs }: { refs: Array<Ref<HTMLDivElement> | undefined> }) {
  const ref = useMergeRefs(refs);
  return <div ref={ref} data-testid="merged" />;
}

describe('useMergeRefs (Mantine ScrollArea’s, in place of @floating-ui/react’s)', () => {
  it('sets object and callback refs to the element, and clears them when it goes', () => {
    const objectRef = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const view = render(<Merged refs={[objectRef, callback, undefined]} />);
    const element = view.getByTestId('merged');
    expect(objectRef.current).toBe(element);
    expect(callback).toHaveBeenLastCalledWith(element);
    view.unmount();
    expect(objectRef.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it('runs a callback ref’s own cleanup instead of calling it with null', () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const view = render(<Merged refs={[callback]} />);
    view.unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('is no ref at all when every ref is empty', () => {
    let merged: unknown = 'unset';
    function Probe() {
      merged = useMergeRefs<HTMLDivElement>([undefined, null]);
      return null;
    }
    render(<Probe />);
    expect(merged).toBeNull();
  });
});
