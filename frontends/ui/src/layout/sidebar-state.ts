import { SIDEBAR_COOKIE_MAX_AGE_DAYS } from '@app/shared/platform';

/** The cookie that keeps the sidebar open or collapsed across reloads and micro-frontends (7 days). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';

export function readSidebarOpen(): boolean {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  return match ? match.slice(SIDEBAR_COOKIE_NAME.length + 1) !== 'false' : true;
}

export function writeSidebarOpen(open: boolean): void {
  const maxAge = SIDEBAR_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${open}; path=/; max-age=${maxAge}; samesite=lax`;
}

/** Ctrl+B, or Cmd+B on a Mac. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
