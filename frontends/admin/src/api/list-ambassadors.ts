import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import type { AmbassadorsPage } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { pagesKey, useCursorPages } from '@app/ui';
import type { ScopedMutator } from 'swr';

/** One page of the mode's ambassadors (students or fundraising ambassadors), newest first, with their progress and sales. */
export function listAmbassadorsPage(role: AmbassadorRole, cursor: string | undefined): Promise<AmbassadorsPage> {
  return api(ambassadors.listAmbassadors, { query: { role, cursor } });
}

const scopeOf = (role: AmbassadorRole) => ['admin', 'ambassadors', 'pages', role];

/** The Ambassadors screen's list: the role's pages loaded so far, newest first, with Load more while there are more. */
export function useAmbassadorPages(role: AmbassadorRole) {
  return useCursorPages(scopeOf(role), (cursor) => listAmbassadorsPage(role, cursor));
}

/** The swr keys of both roles' paged lists, for a mutation to reload them. */
export const ambassadorPagesKeys = () => AMBASSADOR_ROLES.map((role) => pagesKey(scopeOf(role)));

/** Every cached ambassador search and detail: what approving or deleting an ambassador changes (the paged lists: ambassadorPagesKeys). */
export const isAmbassadorKey = (key: unknown) => Array.isArray(key) && key[0] === 'admin' && key[1] === 'ambassadors';

/** Reloads every cached ambassador list (the pickers' searches and the screen's pages) and detail. */
export function refreshAmbassadorLists(mutate: ScopedMutator): void {
  void mutate(isAmbassadorKey);
  for (const key of ambassadorPagesKeys()) void mutate(key);
}
