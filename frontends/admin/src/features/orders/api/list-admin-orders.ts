import type { AdminOrdersPage } from '@app/shared/orders';
import { orders } from '@app/shared/contracts';
import { api } from '@app/ui/api';
import { useCursorPages } from '@app/ui';

/** One page of every order, or of the orders `search` finds (a number, a store id, a code, a buyer's or an ambassador's e-mail, an ambassador's name), newest first, with the stat cards. */
export function listAdminOrders(search: string, cursor: string | undefined): Promise<AdminOrdersPage> {
  return api(orders.listAdminOrders, { query: { cursor, search: search || undefined } });
}

/** Pages of orders, of every order or of those `search` finds. While a new search loads, the stat cards keep the last answer's figures. */
export function useAdminOrders(search: string) {
  return useCursorPages(['admin', 'orders', search], (cursor) => listAdminOrders(search, cursor), { keepPreviousData: true });
}
