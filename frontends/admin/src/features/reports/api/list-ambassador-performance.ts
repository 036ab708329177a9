import { reports } from '@app/shared/contracts';
import type { AmbassadorPerformance, AmbassadorPerformancePage } from '@app/shared/reports';
import { api } from '@app/ui/api';
import { readEveryPage, useCursorPages } from '@app/ui';

/** One page of the Active ambassadors with their sales totals, most revenue first. */
export function listAmbassadorPerformancePage(cursor: string | undefined): Promise<AmbassadorPerformancePage> {
  return api(reports.listAmbassadorPerformance, { query: { cursor } });
}

/** Every page, one request at a time: Export Data's file holds every ambassador. */
export function listAmbassadorPerformance(): Promise<AmbassadorPerformance[]> {
  return readEveryPage(listAmbassadorPerformancePage, (page) => page.ambassadors);
}

/** Ambassador Performance: the pages loaded so far, with Load more while there are more. */
export function useAmbassadorPerformance() {
  return useCursorPages(['admin', 'reports', 'ambassadors'], listAmbassadorPerformancePage);
}
