import { lazy, Suspense, useSyncExternalStore } from 'react';
import { currentToasts, noToasts, subscribe } from './toast-queue';

export { dismissTopic, toast, type ToastOptions } from './toast-queue';

// The list and its Radix primitives load with the first toast: a page that never raises one never downloads them.
const ToastList = lazy(() => import('./toast-list').then((module) => ({ default: module.ToastList })));

/**
 * Renders the toast queue; each micro-frontend mounts one (the lifecycle does it). Nothing until the first
 * toast, and the server renders no toast (a page rendered there hydrates with none).
 */
export function Toaster() {
  const entries = useSyncExternalStore(subscribe, currentToasts, () => noToasts);
  if (entries === noToasts) return null;
  return (
    <Suspense fallback={null}>
      <ToastList entries={entries} />
    </Suspense>
  );
}
