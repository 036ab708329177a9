import { createContext, useContext } from 'react';
import { useLocation } from '@app/ui/router';
import { NotFound } from './not-found';

/**
 * Whether a path is this micro-frontend's. The root passes the answer of its route map when it mounts
 * the micro-frontend (createLifecycle); mounted on its own (a test), a micro-frontend owns every path.
 */
export const OwnsPathContext = createContext<(pathname: string) => boolean>(() => true);

/**
 * A micro-frontend's catch-all route. While single-spa swaps micro-frontends after a navigation,
 * the outgoing one briefly sees a path it does not own: render nothing then, and the not-found
 * page only for a path that really is this micro-frontend's and matches none of its screens.
 */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const ownsPath = useContext(OwnsPathContext);
  return ownsPath(pathname) ? <NotFound /> : null;
}
