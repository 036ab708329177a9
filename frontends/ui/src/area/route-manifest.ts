import type { Access } from '@app/shared/contracts';
import type { ComponentType } from 'react';
import type { NavItem } from '../layout/navigation';

/** A link to a screen in the signed-in sidebar. */
export interface SidebarLink extends Pick<NavItem, 'label' | 'icon'> {
  /** The named group it sits in (the admin sidebar's); an area with one unnamed group leaves it out. */
  group?: string;
  /** The query the link adds, for a screen that lists what its address says, e.g. { type: 'fundraiser' }. */
  query?: Readonly<Record<string, string>>;
}

/** One screen of an area. */
export interface AreaRoute {
  /** A React Router path pattern. */
  path: string;
  /**
   * Loads the screen on its first visit, `() => import('./features/x/components/x-page').then((m) => m.XPage)`,
   * so the area downloads only the screens it shows, and the root, which reads the manifest for its
   * paths alone, never bundles a page (webpack/create-config.js).
   */
  page: () => Promise<ComponentType>;
  /** Paths below this one are the area's too, screen or not (spec part 1, 2.1: "/admin and its sub-routes"), so they get its not-found page. */
  ownsSubpaths?: boolean;
  /**
   * The screen checks the role itself (spec part 2, section 6): someone signed in whose role may not
   * open it sees Access Denied with this message, rather than being sent to their home.
   */
  deniedMessage?: string;
  /** The screen's sidebar link, or links when it sits in several groups. */
  sidebar?: SidebarLink | readonly SidebarLink[];
}

/**
 * A micro-frontend's route manifest, its src/routes.ts: every screen it owns, once. Its routes and its
 * sidebar (createAreaApp) and the root's route map (root/src/route-map.ts) are generated from it.
 */
export interface RouteManifest {
  /** Who may open its screens (spec part 1, 2.1): anyone, or the roles the route guard lets in. */
  access: Access;
  routes: readonly AreaRoute[];
}
