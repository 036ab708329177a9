import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether React runs the page: false on the server and while the browser hydrates what the server rendered
 * (a form is on screen before its handlers are), true from the render after, and at once on a page the
 * browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
