// What jsdom lacks and the UI kit needs: matchers, TextEncoder (React Router), matchMedia, ResizeObserver (Radix).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetViewport, viewportWidth } from '../ui/test/viewport';

Object.assign(globalThis, { TextEncoder, TextDecoder });

// Screens load on their first visit (React.lazy), and on a loaded 2-core CI machine the first import of a
// screen can take over the default second: findBy* waits up to 5 s before calling an element missing.
configure({ asyncUtilTimeout: 5000 });

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  // Without the deprecated addListener/removeListener: nothing on our pages calls them.
  value: (query: string): Omit<MediaQueryList, 'addListener' | 'removeListener'> => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: maxWidth ? viewportWidth() <= Number(maxWidth[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  },
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// jsdom has no ResizeObserver; Radix measures with one.
if (!('ResizeObserver' in globalThis)) Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

afterEach(resetViewport);
