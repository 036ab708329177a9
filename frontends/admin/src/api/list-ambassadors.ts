import { AMBASSADOR_ROLES, type AmbassadorRole } from '@app/shared/platform';
import type { AmbassadorsPage } from '@app/shared/ambassadors';
import { ambassadors } from '@app/shared/contracts';
import { api, type ApiError } from '@app/ui/api';
import type { ScopedMutator } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';

/** One page of the mode's ambassadors (students or fundraising ambassadors), newest first, with their progress and sales. */
export function listAmbassadorsPage(role: AmbassadorRole, cursor: string | undefined): Promise<AmbassadorsPage> {
  return api(ambassadors.listAmbassadors, { query: { role, cursor } });
}

type PageKey = readonly ['admin', 'ambassadors', 'pages', AmbassadorRole, string | undefined];

/** A role's pages: the first page's key has no cursor, each next one the previous page's cursor; none after the last. */
const pageKeysOf =
  (role: AmbassadorRole) =>
  (index: number, previous: AmbassadorsPage | null): PageKey | null => {
    if (previous && !previous.next_cursor) return null;
    return ['admin', 'ambassadors', 'pages', role, index === 0 ? undefined : (previous?.next_cursor ?? undefined)];
  };

/** The Ambassadors screen's list: the role's pages loaded so far, newest first, with Load more while there are more. */
export function useAmbassadorPages(role: AmbassadorRole) {
  return useSWRInfinite<AmbassadorsPage, ApiError>(pageKeysOf(role), ([, , , chosen, cursor]: PageKey) =>
    listAmbassadorsPage(chosen, cursor),
  );
}

/** The swr keys of both roles' paged lists, for a mutation to reload them. */
export const ambassadorPagesKeys = () => AMBASSADOR_ROLES.map((role) => unstable_serialize(pageKeysOf(role)));

/** Every cached ambassador search and detail: what approving or deleting an ambassador changes (the paged lists: ambassadorPagesKeys). */
export const isAmbassadorKey = (key: unknown) => Array.isArray(key) && key[0] === 'admin' && key[1] === 'ambassadors';

/** Reloads every cached ambassador list (the pickers' searches and the screen's pages) and detail. */
export function refreshAmbassadorLists(mutate: ScopedMutator): void {
  void mutate(isAmbassadorKey);
  for (const key of ambassadorPagesKeys()) void mutate(key);
}
