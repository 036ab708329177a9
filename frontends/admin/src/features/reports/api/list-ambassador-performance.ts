import { reports } from '@app/shared/contracts';
import type { AmbassadorPerformance, AmbassadorPerformancePage } from '@app/shared/reports';
import { api, type ApiError } from '@app/ui/api';
import useSWRInfinite from 'swr/infinite';

/** One page of the Active ambassadors with their sales totals, most revenue first. */
export function listAmbassadorPerformancePage(cursor: string | undefined): Promise<AmbassadorPerformancePage> {
  return api(reports.listAmbassadorPerformance, { query: { cursor } });
}

/** Every page, one request at a time: Export Data's file holds every ambassador. */
export async function listAmbassadorPerformance(): Promise<AmbassadorPerformance[]> {
  const rows: AmbassadorPerformance[] = [];
  let cursor: string | undefined;
  do {
    const page = await listAmbassadorPerformancePage(cursor);
    rows.push(...page.ambassadors);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return rows;
}

type PageKey = readonly ['admin', 'reports', 'ambassadors', string | undefined];

/** The pages: the first page's key has no cursor, each next one the previous page's cursor; none after the last. */
const pageKeyOf = (index: number, previous: AmbassadorPerformancePage | null): PageKey | null => {
  if (previous && !previous.next_cursor) return null;
  return ['admin', 'reports', 'ambassadors', index === 0 ? undefined : (previous?.next_cursor ?? undefined)];
};

/** Ambassador Performance: the pages loaded so far, with Load more while there are more. */
export function useAmbassadorPerformance() {
  return useSWRInfinite<AmbassadorPerformancePage, ApiError>(pageKeyOf, ([, , , cursor]: PageKey) => listAmbassadorPerformancePage(cursor));
}
