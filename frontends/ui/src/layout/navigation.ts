import type { LucideIcon } from 'lucide-react';
import type { RouteManifest } from '../area/route-manifest';

export interface NavItem {
  label: string;
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
    for (const { group, label, icon } of [sidebar].flat()) {
      const items = groups.get(group) ?? [];
      items.push({ label, to: path, icon });
      groups.set(group, items);
    }
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const isBelow = (path: string, base: string) => path !== base && path.startsWith(base.endsWith('/') ? base : `${base}/`);

/**
 * Whether a sidebar link is the current page: by path prefix, except for an area's home (/, /admin).
 * The area's other links sit below it, so it matches exactly, or it would light up on every page
 * (spec part 1, 2.2; part 2, 2). `links` are all the sidebar's links.
 */
export function isNavItemActive(pathname: string, to: string, links: readonly string[]): boolean {
  const path = normalize(pathname);
  const isHome = links.some((link) => isBelow(link, to));
  return path === to || (!isHome && isBelow(path, to));
}
