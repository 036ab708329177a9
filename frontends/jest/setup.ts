// What jsdom lacks and the UI kit needs: matchers, TextEncoder (React Router), matchMedia, ResizeObserver (Radix).
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetViewport, viewportWidth } from '../ui/test/viewport';

Object.assign(globalThis, { TextEncoder, TextDecoder });

Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => {
    const maxWidth = /max-width:\s*(\d+)px/.exec(query);
    return {
      matches: maxWidth ? viewportWidth() <= Number(maxWidth[1]) : false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  },
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: globalThis.ResizeObserver ?? ResizeObserverStub });

afterEach(resetViewport);
