import type { FundraisingPerformance } from '@app/shared/campaigns';
import { campaigns } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';

/** A page of campaigns' figures, newest campaign first, with the top fundraisers and the totals over every campaign. */
export function getFundraisingPerformance(cursor?: string): Promise<FundraisingPerformance> {
  return api(campaigns.getFundraisingPerformance, { query: { cursor } });
}

type PageKey = readonly ['admin', 'performance', 'pages', string | undefined];

const pageKeyOf = (index: number, previous: FundraisingPerformance | null): PageKey | null => {
  if (previous && !previous.next_cursor) return null;
  return ['admin', 'performance', 'pages', index === 0 ? undefined : (previous?.next_cursor ?? undefined)];
};

/** Performance: the campaign pages loaded so far, with Load more while there are more. */
export function useFundraisingPerformance() {
  return useSWRInfinite<FundraisingPerformance, Error>(pageKeyOf, ([, , , cursor]: PageKey) => getFundraisingPerformance(cursor));
}

/** Performance's pages, for a mutation to reload them. */
export const performancePagesKey = unstable_serialize(pageKeyOf);
