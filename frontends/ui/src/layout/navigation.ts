import type { LucideIcon } from 'lucide-react';

export interface NavItem {
  title: string;
  to: string;
  icon: LucideIcon;
}

export interface NavGroup {
  /** Omitted for an area with a single, unnamed group. */
  label?: string;
  items: readonly NavItem[];
}

/** Area homes match exactly, or they would light up on every page (spec part 1, 2.2; part 2, 2). */
const EXACT_MATCH_PATHS = new Set(['/', '/admin']);

/** Whether a sidebar link is the current page: exact for / and /admin, by path prefix for every other link. */
export function isNavItemActive(pathname: string, to: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EXACT_MATCH_PATHS.has(to)) return path === to;
  return path === to || path.startsWith(`${to}/`);
}
