import { adminRoutes } from '@app/admin/routes';
import { fundraiserRoutes } from '@app/fundraiser/routes';
import { campaignPageApplication } from '@app/public/campaign-page-application';
import { signInPageApplication } from '@app/public/sign-in-page-application';
import { studentRoutes } from '@app/student/routes';
import { campaignPagePattern, signInPagePath } from '@app/shared/contracts';
import type { AreaRoute, RouteManifest } from '@app/ui';

/**
 * Which application the root mounts for which path (spec part 1, section 2.1), read from the signed-in
 * areas' route manifests: public takes every other path, including the not-found page, but the pages the
 * server renders, each an application of its own. The root reads the manifests for their paths alone:
 * webpack/create-config.js keeps their pages and icons out of its build.
 */
const signedInAreas = [
  ['student', studentRoutes],
  ['fundraiser', fundraiserRoutes],
  ['admin', adminRoutes],
] as const satisfies readonly (readonly [string, RouteManifest])[];

export type MicroFrontendName = 'public' | (typeof signedInAreas)[number][0];

/** The micro-frontends: the remotes, each released with its remoteEntry.js at the address /microfrontends.json names. */
export const microFrontends: readonly MicroFrontendName[] = ['public', ...signedInAreas.map(([name]) => name)];

/** A single-spa application: what the root mounts for a path, the module a remote exposes. */
export interface Application {
  name: string;
  remote: MicroFrontendName;
  module: string;
}

/** The pages the server renders, at their paths (React Router's syntax: `{slug}` becomes `:slug`). */
const pageApplications = [
  { application: campaignPageApplication, path: campaignPagePattern.replace(/\{(\w+)\}/g, ':$1') },
  { application: signInPageApplication, path: signInPagePath },
];

/** Every application: each micro-frontend's area, and each page the server renders. */
export const applications: readonly Application[] = [
  ...microFrontends.map((name) => ({ name, remote: name, module: './lifecycle' })),
  ...pageApplications.map(({ application }) => application),
];

/** Whether `path` is the route's: React Router's `:name` segments match any one segment. */
function isRoutePath({ path: pattern, ownsSubpaths = false }: Pick<AreaRoute, 'path' | 'ownsSubpaths'>, path: string): boolean {
  const patternSegments = pattern.split('/');
  const segments = path.split('/');
  const lengthFits = ownsSubpaths ? segments.length >= patternSegments.length : segments.length === patternSegments.length;
  return (
    lengthFits &&
    patternSegments.every((segment, index) => (segment.startsWith(':') ? segments[index] !== '' : segment === segments[index]))
  );
}

/** The one application to mount for a path. */
export function applicationFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = pageApplications.find((route) => isRoutePath(route, path));
  if (page) return page.application.name;
  const owner = signedInAreas.find(([, manifest]) => manifest.routes.some((route) => isRoutePath(route, path)));
  return owner?.[0] ?? 'public';
}
