import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Outlet, Route, Routes, useLocation } from '@app/ui/router';
import { NotFoundRoute } from '../components/not-found-route';
import { PageLoader } from '../components/spinner';
import { RequireRole } from '../guard/require-role';
import { navigationOf, type NavGroup } from '../layout/navigation';
import type { RouteManifest } from './route-manifest';

/** What an area's layout receives: the sidebar its manifest describes, and the current screen. */
export interface AreaLayoutProps {
  navigation: readonly NavGroup[];
  children: ReactNode;
}

/**
 * A micro-frontend's App, generated from its route manifest: a route per screen, each screen loaded on
 * its first visit inside `layout` (the signed-in areas' sidebar and top bar), the whole behind the route
 * guard unless the area is public, and the not-found page for any other path the area owns.
 */
export function createAreaApp(
  manifest: RouteManifest,
  { layout: Layout }: { layout?: ComponentType<AreaLayoutProps> } = {},
): ComponentType {
  const screens = manifest.routes.map(({ path, page }) => {
    const Page = lazy(() => page().then((component) => ({ default: component })));
    return <Route key={path} path={path} element={<Page />} />;
  });
  // Inside the layout, so the sidebar stays while a screen loads.
  const screen = (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
  const routes = (
    <Routes>
      <Route element={Layout ? <Layout navigation={navigationOf(manifest)}>{screen}</Layout> : screen}>{screens}</Route>
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
  const { access } = manifest;

  function AreaApp() {
    const { pathname } = useLocation();
    if (access === 'public') return routes;
    const denied = manifest.routes.find((route) => route.deniedMessage && matchPath(route.path, pathname))?.deniedMessage;
    return (
      <RequireRole roles={access} deniedMessage={denied}>
        {routes}
      </RequireRole>
    );
  }
  return AreaApp;
}
