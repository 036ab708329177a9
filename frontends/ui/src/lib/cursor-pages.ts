import useSWRInfinite, { unstable_serialize, type SWRInfiniteConfiguration } from 'swr/infinite';
import type { ApiError } from '../api/errors';

/** A page of a cursor-paged list, as every paged route answers: its rows, and the cursor of the next page (null on the last). */
interface CursorPage {
  next_cursor: string | null;
}

/** The swr key of one page: what the list is (its scope: a name, a filter, a search), then the page's cursor. */
type PageKey = readonly unknown[];

/** The keys of a list's pages: the first page's has no cursor, each next one the previous page's; none after the last. */
function pageKeysOf(scope: readonly unknown[]) {
  return (index: number, previous: CursorPage | null): PageKey | null => {
    if (previous && !previous.next_cursor) return null;
    return [...scope, index === 0 ? undefined : (previous?.next_cursor ?? undefined)];
  };
}

/** The swr key of a list's pages as a whole, for a mutation to reload them. */
export const pagesKey = (scope: readonly unknown[]) => unstable_serialize(pageKeysOf(scope));

/**
 * The pages of a cursor-paged list loaded so far (useSWRInfinite): `scope` names the list in the cache, and
 * `fetchPage` reads the page after a cursor (the first with none). Load more is `setSize(size + 1)`.
 */
export function useCursorPages<TPage extends CursorPage>(
  scope: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<TPage>,
  options?: SWRInfiniteConfiguration<TPage, ApiError>,
) {
  return useSWRInfinite<TPage, ApiError>(pageKeysOf(scope), (key: PageKey) => fetchPage(key.at(-1) as string | undefined), options);
}

/** Every row of a cursor-paged list, page after page, one request at a time (an export, a file). */
export async function readEveryPage<TPage extends CursorPage, TRow>(
  fetchPage: (cursor: string | undefined) => Promise<TPage>,
  rowsOf: (page: TPage) => readonly TRow[],
): Promise<TRow[]> {
  const rows: TRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchPage(cursor);
    rows.push(...rowsOf(page));
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}
