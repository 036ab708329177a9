import { adminRoutes } from '@app/admin/routes';
import { fundraiserRoutes } from '@app/fundraiser/routes';
import { studentRoutes } from '@app/student/routes';
import type { AreaRoute, RouteManifest } from '@app/ui';

/**
 * Which micro-frontend owns which path (spec part 1, section 2.1), read from the signed-in areas' route
 * manifests: public takes every other path, including the not-found page. The root reads the manifests
 * for their paths alone: webpack/create-config.js keeps their pages and icons out of its build.
 */
const signedInAreas = [
  ['student', studentRoutes],
  ['fundraiser', fundraiserRoutes],
  ['admin', adminRoutes],
] as const satisfies readonly (readonly [string, RouteManifest])[];

export type MicroFrontendName = 'public' | (typeof signedInAreas)[number][0];

export const microFrontends: readonly MicroFrontendName[] = ['public', ...signedInAreas.map(([name]) => name)];

/** Whether `path` is the route's: React Router's `:name` segments match any one segment. */
function isRoutePath({ path: pattern, ownsSubpaths = false }: AreaRoute, path: string): boolean {
  const patternSegments = pattern.split('/');
  const segments = path.split('/');
  const lengthFits = ownsSubpaths ? segments.length >= patternSegments.length : segments.length === patternSegments.length;
  return (
    lengthFits &&
    patternSegments.every((segment, index) => (segment.startsWith(':') ? segments[index] !== '' : segment === segments[index]))
  );
}

/** The one micro-frontend to mount for a path. */
export function microFrontendFor(pathname: string): MicroFrontendName {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const owner = signedInAreas.find(([, manifest]) => manifest.routes.some((route) => isRoutePath(route, path)));
  return owner?.[0] ?? 'public';
}
