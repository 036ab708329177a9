import type { AdminOrdersPage } from '@app/shared/admin-orders';
import { adminOrders } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import useSWRInfinite from 'swr/infinite';

/** One page of every order, newest first, with the stat cards. */
export function listAdminOrders(cursor: string | undefined): Promise<AdminOrdersPage> {
  return api(adminOrders.listAdminOrders, { query: { cursor } });
}

/** Pages of orders: the first page's key has no cursor, each next one the previous page's. */
export function useAdminOrders() {
  return useSWRInfinite<AdminOrdersPage, Error>(
    (index: number, previous: AdminOrdersPage | null) => {
      if (previous && !previous.next_cursor) return null;
      return ['admin', 'orders', index === 0 ? undefined : (previous?.next_cursor ?? undefined)] as const;
    },
    ([, , cursor]: readonly [string, string, string | undefined]) => listAdminOrders(cursor),
  );
}
