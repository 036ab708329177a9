import { useLocation } from '@app/ui/router';
import { microFrontendFor, type MicroFrontendName } from '../route-map';
import { NotFound } from './not-found';

/**
 * A micro-frontend's catch-all route. While single-spa swaps micro-frontends after a navigation,
 * the outgoing one briefly sees a path it does not own: render nothing then, and the not-found
 * page only for a path that really is this micro-frontend's and matches none of its screens.
 */
export function NotFoundRoute({ owner }: { owner: MicroFrontendName }) {
  const { pathname } = useLocation();
  return microFrontendFor(pathname) === owner ? <NotFound /> : null;
}
