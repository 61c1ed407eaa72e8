// jsdom lacks what Mantine needs: matchMedia, ResizeObserver, scrollIntoView.
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// findBy* and waitFor wait up to 20 s (not 1 s): a screen's lazy chunk is imported and transformed
// on its first render, which on a loaded 2-core machine takes more than a second (CI flakes).
configure({ asyncUtilTimeout: 20_000 });

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

// The app's test files share their worker's jsdom and Node's module cache (`isolate: false` in
// vitest.config.ts: a new jsdom and a fresh import of React and Mantine for each of 150 files cost
// three times the CPU of the tests). So each test leaves the page as it found it, and each file
// leaves the app's own modules (their state: the session's marks, the event stream, the outbox)
// to be imported afresh by the next file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  if (typeof localStorage !== 'undefined') localStorage.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

afterAll(() => {
  if (typeof document !== 'undefined') {
    document.body.innerHTML = '';
    document.title = '';
    window.history.replaceState(null, '', '/');
    // What a file defined on the navigator (serviceWorker, onLine, mediaDevices, credentials: jsdom
    // has them on Navigator.prototype, never on the object itself) goes with the file: a worker
    // object without addEventListener left by one file failed the next file's screen (a CI run).
    // Names only: jsdom keeps the object's implementation under a symbol of its own.
    for (const name of Object.getOwnPropertyNames(navigator)) Reflect.deleteProperty(navigator, name);
  }
  vi.resetModules();
});
