import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@app/shared/platform';

const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below the 768 px breakpoint, where the sidebar becomes a slide-over. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
