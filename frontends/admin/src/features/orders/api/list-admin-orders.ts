import type { AdminOrdersPage } from '@app/shared/orders';
import { orders } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWRInfinite from 'swr/infinite';

/** One page of every order, or of the orders `search` finds (a number, a code or a buyer's e-mail), newest first, with the stat cards. */
export function listAdminOrders(search: string, cursor: string | undefined): Promise<AdminOrdersPage> {
  return api(orders.listAdminOrders, { query: { cursor, search: search || undefined } });
}

/**
 * Pages of orders, of every order or of those `search` finds: the first page's key has the search and no
 * cursor, each next one the previous page's cursor. While a new search loads, the stat cards keep the
 * last answer's figures.
 */
export function useAdminOrders(search: string) {
  return useSWRInfinite<AdminOrdersPage, Error>(
    (index: number, previous: AdminOrdersPage | null) => {
      if (previous && !previous.next_cursor) return null;
      return ['admin', 'orders', search, index === 0 ? undefined : (previous?.next_cursor ?? undefined)] as const;
    },
    ([, , text, cursor]: readonly [string, string, string, string | undefined]) => listAdminOrders(text, cursor),
    { keepPreviousData: true },
  );
}
