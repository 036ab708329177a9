import type { LucideIcon } from 'lucide-react';
import type { RouteManifest } from '../area/route-manifest';

export interface NavItem {
  label: string;
  /** The path the link opens, with the route's `query` if it has one, e.g. /admin/ambassadors?type=fundraiser. */
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  /** Omitted for an area with a single, unnamed group. */
  label?: string;
  items: readonly NavItem[];
}

/** An area's sidebar: its manifest's links, in manifest order, grouped in the order the groups first appear. */
export function navigationOf(manifest: RouteManifest): NavGroup[] {
  const groups = new Map<string | undefined, NavItem[]>();
  for (const { path, sidebar = [] } of manifest.routes) {
    for (const { group, label, icon, query } of [sidebar].flat()) {
      const items = groups.get(group) ?? [];
      items.push({ label, to: query ? `${path}?${new URLSearchParams(query)}` : path, icon });
      groups.set(group, items);
    }
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const isBelow = (path: string, base: string) => path !== base && path.startsWith(base.endsWith('/') ? base : `${base}/`);

const urlOf = (to: string) => new URL(to, 'http://sidebar.invalid');

/**
 * Whether a sidebar link is the current page: by path prefix, except for an area's home (/, /admin).
 * The area's other links sit below it, so it matches exactly, or it would light up on every page
 * (spec part 1, 2.2; part 2, 2). A link with a query (one screen, several lists: the admin's student and
 * fundraising ambassadors) is the current page only while the page's query has each of its parameters.
 * `location` is the page's path and query; `links` are all the sidebar's links.
 */
export function isNavItemActive(location: string, to: string, links: readonly string[]): boolean {
  const page = urlOf(location);
  const link = urlOf(to);
  const path = normalize(page.pathname);
  const isHome = links.some((other) => isBelow(urlOf(other).pathname, link.pathname));
  const pathMatches = path === link.pathname || (!isHome && isBelow(path, link.pathname));
  return pathMatches && [...link.searchParams].every(([key, value]) => page.searchParams.get(key) === value);
}
