import type { FundraisingPerformance } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { pagesKey, useCursorPages } from '@app/ui';

/** A page of campaigns' figures, newest campaign first, with the top fundraisers and the totals over every campaign. */
export function getFundraisingPerformance(cursor?: string): Promise<FundraisingPerformance> {
  return api(campaigns.getFundraisingPerformance, { query: { cursor } });
}

const scope = ['admin', 'performance', 'pages'];

/** Performance: the campaign pages loaded so far, with Load more while there are more. */
export function useFundraisingPerformance() {
  return useCursorPages(scope, getFundraisingPerformance);
}

/** Performance's pages, for a mutation to reload them. */
export const performancePagesKey = pagesKey(scope);
