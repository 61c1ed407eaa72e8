// jsdom lacks what Mantine needs: matchMedia, ResizeObserver, scrollIntoView.
import { configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor wait up to 10 s (not 1 s): a screen's lazy chunk is imported and transformed
// on its first render, which on a loaded 2-core machine takes more than a second (CI flakes).
configure({ asyncUtilTimeout: 10_000 });

if (typeof window !== 'undefined') {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
  Element.prototype.scrollIntoView ??= () => {};
  window.HTMLElement.prototype.scrollTo ??= () => {};
}

afterEach(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});
